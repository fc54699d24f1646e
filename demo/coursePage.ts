/**
 * The demo's course page shows the course its address names (`/course/?course_id=N`, the link
 * every card and suggestion makes), as the real site has one page per course. Without a usable
 * id it shows the first course; an id the catalogue does not have is still handed to the
 * widgets, which show their own "could not be loaded" state.
 */
import { courseById } from '@yuno/mock-api';
import { escapeHtml } from './html';

export const DEFAULT_COURSE_ID = 1001;

export interface CoursePageFields {
  courseId: number;
  /** Plain text: the caller escapes it for HTML. */
  title: string;
  topic: string;
}

export function coursePageFields(url: URL): CoursePageFields {
  const asked = Number(url.searchParams.get('course_id'));
  const courseId = Number.isSafeInteger(asked) && asked > 0 ? asked : DEFAULT_COURSE_ID;
  const course = courseById(courseId);
  if (!course) return { courseId, title: 'Course not found', topic: '' };
  return { courseId, title: course.title, topic: `${course.category.name} · ${course.sub.name}` };
}

/** A page template with its own placeholders filled: the course page's course (others as they are). */
export function fillPage(file: string, url: URL, template: string): string {
  if (file !== 'course.html') return template;
  const { courseId, title, topic } = coursePageFields(url);
  return template.replaceAll('{{courseId}}', String(courseId)).replaceAll('{{courseTitle}}', escapeHtml(title)).replaceAll('{{courseTopic}}', escapeHtml(topic));
}
