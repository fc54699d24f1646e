/** Texts of the availability panel where the spec gives none. */
export const PANEL_TEXT = {
  /** Dialog title until the course's own title is known. */
  fallbackTitle: 'Batch availability',
  detailFailedTitle: 'This course could not be loaded',
  /** The panel's own code could not be fetched (offline, blocked). */
  bodyFailedTitle: 'Availability could not be loaded',
  retry: 'Try again',
} as const;
