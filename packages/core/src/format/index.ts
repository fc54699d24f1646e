export { interpolate } from './template';
export { formatCurrency, formatNumberIN, formatPrice } from './currency';
export type { CurrencyFormatOptions } from './currency';
export {
  toDate,
  formatDate,
  formatLongDate,
  calendarBlock,
  toISODate,
  tomorrowISO,
  addMinutes,
  weeksLabel,
} from './dates';
export type { DateInput, DateFormatOptions, CalendarBlock } from './dates';
export { to12Hour, timeToMinutes } from './time';
export { truncateWords, ELLIPSIS } from './text';
export { progressColour } from './progress';
export type { ProgressColour } from './progress';
export { getQueryParam, readStateObject, STATE_PARAM } from './query';
