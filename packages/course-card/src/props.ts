/** The course-card widget's props: the schema the mount checks, and the check beyond types. */
import { propsFromBlock, type PropsSchema } from '@yuno/runtime';
import { attributes } from '../../../wp-plugin/blocks/course-card/block.json';

export const courseCardProps: PropsSchema = propsFromBlock(attributes, {
  // Embedded with the course's data, a card needs no id (the check below wants one or the other).
  courseId: { type: 'number' },
  course: { type: 'object' },
});

/** The card widget needs a course: its id, or its data. */
export function validateCourseCardProps(props: { courseId?: number; course?: unknown }): string | null {
  if (props.course !== undefined) return null;
  if (props.courseId === undefined) return 'Give it a "courseId" or the "course" data.';
  if (!Number.isInteger(props.courseId) || props.courseId <= 0) return 'The "courseId" property must be a positive whole number.';
  return null;
}
