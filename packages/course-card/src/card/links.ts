/**
 * Links of a course card. Every URL from the data passes the one sanitiser again here
 * (a card may be given raw data through props), and the call-to-action carries the course
 * and, if there is one, the academy.
 */
import { safeUrl } from '@yuno/core';

/** Only used to parse site-relative addresses; never part of the result. */
const PARSE_BASE = 'https://relative.invalid';

/** The call-to-action URL plus `course_id` and, if present, `academy_id`; '' when unsafe or missing. */
export function ctaHref(url: string, courseId: number, academyId?: number | null): string {
  const safe = safeUrl(url);
  if (!safe) return '';
  const relative = safe.startsWith('/');
  const target = new URL(safe, PARSE_BASE);
  if (courseId > 0) target.searchParams.set('course_id', String(courseId));
  if (academyId && academyId > 0) target.searchParams.set('academy_id', String(academyId));
  return relative ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
