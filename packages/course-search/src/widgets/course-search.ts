import { registerWidget } from '@yuno/runtime';
import { CourseSearch, courseSearchCss } from '../index';

registerWidget('course-search', {
  component: CourseSearch,
  props: {
    category: { type: 'number' },
    showSeeAvailability: { type: 'boolean', default: true },
    showLearnMore: { type: 'boolean', default: false },
    emptyStateMessage: { type: 'string' },
  },
  css: courseSearchCss,
});
