/** Texts of the course availability section where the spec gives none. */
export const COURSE_TEXT = {
  tabsLabel: 'Class types',
  loading: 'Loading availability…',
  courseFailedTitle: 'Availability could not be loaded',
  courseMissing: 'This course could not be found.',
  retry: 'Try again',
  availabilityFailed: 'Availability could not be loaded.',
  noAvailability: 'No availability found',
  available: 'Available',
  notAvailable: 'Not available',
  gridCaption: 'Weekly availability of {name}',
  /** Under the grid while slots remain beyond the first 50 (or the next 50). */
  loadMore: 'Load more',
} as const;
