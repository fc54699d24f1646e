import { registerWidget } from '@yuno/runtime';
import { CourseCardWidget, courseCardCss, validateCourseCardProps } from '../index';

registerWidget('course-card', {
  component: CourseCardWidget,
  props: {
    courseId: { type: 'number' },
    course: { type: 'object' },
    showSeeAvailability: { type: 'boolean', default: true },
    showLearnMore: { type: 'boolean', default: false },
  },
  css: courseCardCss,
  validate: validateCourseCardProps,
});
