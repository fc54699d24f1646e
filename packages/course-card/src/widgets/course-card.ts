import { registerWidget } from '@yuno/runtime';
import { CourseCardWidget, courseCardCss, validateCourseCardProps } from '../index';
import { courseCardProps } from '../props';

registerWidget('course-card', { component: CourseCardWidget, props: courseCardProps, css: courseCardCss, validate: validateCourseCardProps });
