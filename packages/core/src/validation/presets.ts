/** Field rule sets the spec fixes (spec 1 §5, spec 2 §5). */
import { PHONE_LENGTH } from '../constants';
import { PHONE_REQUIRED_MESSAGE, SELECT_SUBJECT_MESSAGE } from './messages';
import type { RuleUse } from './check';
import { isSelectedFromList, notAllowed, selectLearner } from './customRules';
import type { Params } from './rule';
import { max, min, numeric, required } from './standardRules';

/** Sign-up phone number: required, numeric, exactly 10 digits, not starting with 0. */
export const SIGN_UP_PHONE_RULES: readonly RuleUse[] = [
  [required, {}, PHONE_REQUIRED_MESSAGE],
  numeric,
  [min, { length: PHONE_LENGTH }],
  [max, { length: PHONE_LENGTH }],
  [notAllowed, { number: 0 }],
];

/**
 * Header search: required, and a suggestion must be picked; both say 'Please select the
 * subject from list'. Pass { selected } or { options } as the component knows it.
 */
export function headerSearchRules(pick: Params = {}): RuleUse[] {
  return [
    [required, {}, SELECT_SUBJECT_MESSAGE],
    [isSelectedFromList, pick, SELECT_SUBJECT_MESSAGE],
  ];
}

/** Book a demo: a category is required. */
export const BOOK_A_DEMO_CATEGORY_RULES: readonly RuleUse[] = [required];

/** Class and group forms: at least one learner picked from the list. */
export const LEARNERS_RULES: readonly RuleUse[] = [selectLearner];
