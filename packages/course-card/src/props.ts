/** The course-card widget's props: the schema the mount checks, and the check beyond types. */
import type { PropsSchema } from '@yuno/runtime';

export const courseCardProps: PropsSchema = {
  courseId: { type: 'number' },
  course: { type: 'object' },
  showSeeAvailability: { type: 'boolean', default: true },
  showLearnMore: { type: 'boolean', default: false },
};

/** The card widget needs a course: its id, or its data. */
export function validateCourseCardProps(props: { courseId?: number; course?: unknown }): string | null {
  if (props.course !== undefined) return null;
  if (props.courseId === undefined) return 'Give it a "courseId" or the "course" data.';
  if (!Number.isInteger(props.courseId) || props.courseId <= 0) return 'The "courseId" property must be a positive whole number.';
  return null;
}
