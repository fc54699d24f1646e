import { registerWidget } from '@yuno/runtime';
import { CourseAvailability, type CourseAvailabilityProps } from '../course/CourseAvailability';
import { courseAvailabilityProps, validateCourseAvailability } from '../props';
import { courseAvailabilityCss } from '../styles';

registerWidget<CourseAvailabilityProps>('course-availability', {
  component: CourseAvailability,
  props: courseAvailabilityProps,
  css: courseAvailabilityCss,
  validate: validateCourseAvailability,
});
