/** The error catalogue, toasts and empty states (spec 1 §2, §4, §5, §8; spec 2 §2, §4, §8). */

/**
 * The errors any widget may show. The runtime carries this object to every page, so the
 * catalogue's errors of one flow are constants of their own, carried by the bundles that show them.
 */
export const ERROR_MESSAGES = {
  // Trailing spaces are as the spec writes them.
  common: 'An error seems to have occurred. Please try again. ',
} as const;

/** An enrolment that could not be handed to checkout. */
export const ENROLMENT_ERROR_MESSAGE = 'It seems something went wrong with our servers. Our team has been notified. Please try again later.';

/** A course no instructor is mapped to. The spec gives the meaning, not the words. */
export const NOT_MAPPED_MESSAGE = 'The selected course does not map to any instructor. Please select another course.';

export const ALREADY_ENROLLED_DIALOG = {
  title: 'Alert',
  text: 'You have already enrolled a batch in this course',
  button: 'Ok',
} as const;

export const TOAST_MESSAGES = {
  copy: 'Copy to clipboard',
  classDeleted: 'Class successfully deleted',
  enrolled: 'You have successfully enrolled',
  groupCreated: 'Group successfully created',
  learnersAdded: 'Learners added successfully',
  groupTitleUpdated: 'Group title updated successfully',
} as const;

export const NO_BATCHES_MESSAGE = "No batches are currently scheduled for this course. We'll update this section as soon as new slots become available.";

export const EMPTY_STATE_MESSAGES = {
  noClassScheduled: "You haven't schedule any class yet.",
  notEnrolled: 'Explore our course catalog',
  noClassesForLearner: "Once your instructor schedules a class, it will show up here and you'll be sent a notification.",
  /** Paraphrased: the spec gives the meaning only. */
  instructorNoAccess: 'An organisation admin must allow you to teach a course first.',
  /** Paraphrased: the spec gives the meaning only. */
  instructorNoCourse: "Once you are mapped to a course, you can connect to the organisation's virtual classroom.",
  noBatches: NO_BATCHES_MESSAGE,
} as const;

/** Empty-state kinds the widgets share. */
export const EMPTY_STATE_KIND = {
  dataNotFound: 'dataNotFound',
  notAuthorized: 'notAuthorized',
} as const;

export const SESSION_EXPIRED_DIALOG = {
  title: 'Session Expired',
  // Trailing space as the spec writes it.
  message: 'Your session has been expired. Please login again to resume your session. ',
  action: 'Sign-in with Google',
} as const;
