/** Texts of the batch lists where the spec gives none. */
export const LIST_TEXT = {
  loading: 'Loading batches…',
  failedTitle: 'Batches could not be loaded',
  retry: 'Try again',
  showAll: 'Show all',
} as const;
