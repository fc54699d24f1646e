/** The availability widgets' props: course-availability's schema and its check beyond types (the panel takes none). */
import { propsFromBlock, type PropsSchema } from '@yuno/runtime';
import { attributes } from '../../../wp-plugin/blocks/course-availability/block.json';
import type { CourseAvailabilityProps } from './course/CourseAvailability';

export const courseAvailabilityProps: PropsSchema = propsFromBlock(attributes);

export function validateCourseAvailability(props: CourseAvailabilityProps): string | null {
  return Number.isInteger(props.courseId) && props.courseId > 0 ? null : 'The "courseId" property must be a whole number above 0.';
}
