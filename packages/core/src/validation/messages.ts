/**
 * Validation messages (spec 1 §5, spec 2 §5). `{name}` placeholders are filled from the rule's params.
 * One constant per message, so a bundle carries only the messages of the rules it uses.
 */

/** Default for rules without a message of their own. */
export const DEFAULT_MESSAGE = '{field} is not valid';
/** What {field} reads as when the caller names no field. */
export const DEFAULT_FIELD_NAME = 'The field';

/** Shared generic messages; min and max are worded for the 10-digit phone number. */
export const REQUIRED_MESSAGE = 'This field is required';
export const NUMERIC_MESSAGE = 'Numbers only';
export const MIN_MESSAGE = 'Minimum 10 numbers required';
export const MAX_MESSAGE = 'Maximum 10 numbers required';
export const IS_MESSAGE = 'This field is required';
export const IS_NOT_MESSAGE = "New batch shouldn't be same as current batch";

export const GENERIC_MESSAGES = {
  required: REQUIRED_MESSAGE,
  numeric: NUMERIC_MESSAGE,
  min: MIN_MESSAGE,
  max: MAX_MESSAGE,
  is: IS_MESSAGE,
  is_not: IS_NOT_MESSAGE,
} as const;

export const MIN_LENGTH_MESSAGE = 'At least {length} items must be selected';
export const MAX_LENGTH_MESSAGE = 'No more than {length} items must be selected';
export const MIN_CHARS_MESSAGE = 'Please enter at least {length} characters';
export const MAX_CHARS_MESSAGE = 'Please limit to {length} characters';
export const IS_SELECTED_MESSAGE = 'Custom title is not allowed';
export const IS_SELECTED_FROM_LIST_MESSAGE = 'Please select the user from list';
export const IS_BATCH_SELECTED_MESSAGE = 'Please select the batch from list';
export const NOT_ALLOWED_MESSAGE = "Phone number can't start with {number}";
export const GREATER_THEN_MESSAGE = 'Value should be greater then {number}';
export const IS_OVERLAPPING_MESSAGE = 'Time overlap with another set of time';
export const IS_END_TIME_MESSAGE = 'Choose an end time later than the start time.';
export const SELECT_LEARNER_MESSAGE = 'Please add at least 1 learner from list';
export const IS_EMPTY_MESSAGE = 'Field should not be blank';
export const IS_NOT_BLANK_MESSAGE = 'Please select the learner from list';
export const URL_MESSAGE = 'Please enter valid URL';
export const HTTPS_URL_MESSAGE = 'Please make sure URL should start with "https" and should be valid';
export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const HAS_CURLY_BRACKETS_MESSAGE = 'String must have curly brackets with content inside';

export const CUSTOM_MESSAGES = {
  minLength: MIN_LENGTH_MESSAGE,
  maxLength: MAX_LENGTH_MESSAGE,
  minChars: MIN_CHARS_MESSAGE,
  maxChars: MAX_CHARS_MESSAGE,
  isSelected: IS_SELECTED_MESSAGE,
  isSelectedFromList: IS_SELECTED_FROM_LIST_MESSAGE,
  isBatchSelected: IS_BATCH_SELECTED_MESSAGE,
  notAllowed: NOT_ALLOWED_MESSAGE,
  greaterThen: GREATER_THEN_MESSAGE,
  isOverlapping: IS_OVERLAPPING_MESSAGE,
  isEndTime: IS_END_TIME_MESSAGE,
  selectLearner: SELECT_LEARNER_MESSAGE,
  isEmpty: IS_EMPTY_MESSAGE,
  isNotBlank: IS_NOT_BLANK_MESSAGE,
  url: URL_MESSAGE,
  httpsURL: HTTPS_URL_MESSAGE,
  email: EMAIL_MESSAGE,
  hasCurlyBrackets: HAS_CURLY_BRACKETS_MESSAGE,
} as const;

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const SELECT_SUBJECT_MESSAGE = 'Please select the subject from list';
