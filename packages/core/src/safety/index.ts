export { safeUrl } from './safeUrl';
export type { SafeUrlOptions } from './safeUrl';
export { isRecord, asString, asNumber, asBoolean, asArray, asObject, asStringArray, asNumberArray, asId, pick } from './coerce';
export type { UnknownRecord } from './coerce';
export { ROLES, asRole, normaliseOrganization, normaliseUserInfo } from './normaliseUser';
export { normaliseSuggestions, normaliseFilter, normaliseFilters } from './normaliseSearch';
export { normaliseCourseCard, normaliseCourse, normaliseCourseDetail, coursePrice } from './normaliseCourse';
export { normaliseBatch, normaliseBatches } from './normaliseBatch';
export { normaliseAvailabilityGrid } from './normaliseAvailability';
