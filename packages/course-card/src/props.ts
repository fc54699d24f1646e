/** The card widget needs a course: its id, or its data. */
export function validateCourseCardProps(props: { courseId?: number; course?: unknown }): string | null {
  if (props.course !== undefined) return null;
  if (props.courseId === undefined) return 'Give it a "courseId" or the "course" data.';
  if (!Number.isInteger(props.courseId) || props.courseId <= 0) return 'The "courseId" property must be a positive whole number.';
  return null;
}
