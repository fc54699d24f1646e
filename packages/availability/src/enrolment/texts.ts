/**
 * The enrolment hand-off's own texts where the spec gives none (storage blocked). The
 * spec's texts (Alert, enrolment error, plan dialog) come from core's constants.
 */
export const STORAGE_BLOCKED_TEXT = {
  title: 'Your choice could not be saved',
  loggedOut:
    'This browser is not letting the site store data, so your choice of “{batch}” would be lost on the way through login. Allow this site to store data (or leave private browsing) and choose the batch again, or log in first and then choose it.',
  loggedIn:
    'This browser is not letting the site store data, and checkout needs it to receive your choice of “{batch}”. Allow this site to store data, then try again.',
  login: 'Log in',
  retry: 'Try again',
  close: 'Close',
} as const;

export const CHECKING_TEXT = 'Checking your enrolment…';
export const PER_MONTH_TEXT = '{cost} / month';
export const DISCOUNT_TEXT = '{discount}% {off}';

/** A subscription batch's price 0 is not "Free": it shows its cheapest monthly plan. */
export const FROM_PER_MONTH_TEXT = 'From {cost} / month';
