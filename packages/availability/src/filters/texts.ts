/** Texts of the 'Class Days & Time' filter where the spec gives none. */
export const FILTER_TEXT = {
  days: 'Days',
  times: 'Times',
  apply: 'Apply',
  clear: 'Clear',
  /** After the toggle's name when a filter is on, e.g. 'Class Days & Time (3)'. */
  selectedCount: '({n})',
} as const;
