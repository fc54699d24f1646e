/** Texts of the availability panel where the spec gives none. */
export const PANEL_TEXT = {
  /** Dialog title until the course's own title is known. */
  fallbackTitle: 'Batch availability',
  /** The panel's own code could not be fetched (offline, blocked). */
  bodyFailedTitle: 'Availability could not be loaded',
  retry: 'Try again',
} as const;

/** Texts of the panel's body, apart so that the panel's own bundle does not carry them. */
export const PANEL_BODY_TEXT = {
  detailFailedTitle: 'This course could not be loaded',
  /** Announced when the batches of an applied filter arrive (one wording for 1 and for many). */
  batchCount: 'Batches: {n}',
} as const;
