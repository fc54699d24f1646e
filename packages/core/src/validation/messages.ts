/** Validation messages (spec 1 §5, spec 2 §5). `{name}` placeholders are filled from the rule's params. */

/** Default for rules without a message of their own. */
export const DEFAULT_MESSAGE = '{field} is not valid';
/** What {field} reads as when the caller names no field. */
export const DEFAULT_FIELD_NAME = 'The field';

/** Shared generic messages; min and max are worded for the 10-digit phone number. */
export const GENERIC_MESSAGES = {
  required: 'This field is required',
  numeric: 'Numbers only',
  min: 'Minimum 10 numbers required',
  max: 'Maximum 10 numbers required',
  is: 'This field is required',
  is_not: "New batch shouldn't be same as current batch",
} as const;

export const CUSTOM_MESSAGES = {
  minLength: 'At least {length} items must be selected',
  maxLength: 'No more than {length} items must be selected',
  minChars: 'Please enter at least {length} characters',
  maxChars: 'Please limit to {length} characters',
  isSelected: 'Custom title is not allowed',
  isSelectedFromList: 'Please select the user from list',
  isBatchSelected: 'Please select the batch from list',
  notAllowed: "Phone number can't start with {number}",
  greaterThen: 'Value should be greater then {number}',
  isOverlapping: 'Time overlap with another set of time',
  isEndTime: 'Choose an end time later than the start time.',
  selectLearner: 'Please add at least 1 learner from list',
  isEmpty: 'Field should not be blank',
  isNotBlank: 'Please select the learner from list',
  url: 'Please enter valid URL',
  httpsURL: 'Please make sure URL should start with "https" and should be valid',
  email: 'Please enter a valid email address',
  hasCurlyBrackets: 'String must have curly brackets with content inside',
} as const;

export const PHONE_REQUIRED_MESSAGE = 'Phone number is required';
export const SELECT_SUBJECT_MESSAGE = 'Please select the subject from list';
