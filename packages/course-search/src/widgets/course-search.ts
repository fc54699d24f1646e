import { registerWidget } from '@yuno/runtime';
import { CourseSearch, courseSearchCss } from '../index';
import { courseSearchProps } from '../props';

registerWidget('course-search', { component: CourseSearch, props: courseSearchProps, css: courseSearchCss });
