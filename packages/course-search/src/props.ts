/** The course-search widget's props: the schema the mount checks. */
import type { PropsSchema } from '@yuno/runtime';

export const courseSearchProps: PropsSchema = {
  category: { type: 'number' },
  showSeeAvailability: { type: 'boolean', default: true },
  showLearnMore: { type: 'boolean', default: false },
  emptyStateMessage: { type: 'string' },
};
