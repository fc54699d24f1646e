/** What a course-availability mount point accepts. */
import type { PropsSchema } from '@yuno/runtime';
import type { CourseAvailabilityProps } from './CourseAvailability';

export const courseAvailabilityProps: PropsSchema = {
  courseId: { type: 'number', required: true },
};

export function validateCourseAvailability(props: CourseAvailabilityProps): string | null {
  return Number.isInteger(props.courseId) && props.courseId > 0 ? null : 'The "courseId" property must be a whole number above 0.';
}
