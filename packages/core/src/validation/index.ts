export { DEFAULT_MESSAGE, DEFAULT_FIELD_NAME, GENERIC_MESSAGES, CUSTOM_MESSAGES, PHONE_REQUIRED_MESSAGE, SELECT_SUBJECT_MESSAGE } from './messages';
export { defineRule } from './rule';
export type { Rule, RuleDefinition, Params, ValidationContext } from './rule';
export { STANDARD_RULES, isEmail } from './standardRules';
export { CUSTOM_RULES } from './customRules';
export { check } from './check';
export type { RuleUse } from './check';
// Rules a form can import by themselves (so a bundle ships only the rules it uses).
export { required as requiredRule } from './standardRules';
export { isEmpty as isEmptyRule, isSelectedFromList as isSelectedFromListRule, selectLearner as selectLearnerRule } from './customRules';
export { SIGN_UP_PHONE_RULES, headerSearchRules, BOOK_A_DEMO_CATEGORY_RULES, LEARNERS_RULES } from './presets';
export { isEmptyValue, isPicked } from './values';
