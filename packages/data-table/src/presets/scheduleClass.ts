/**
 * Schedule New Class, offered to instructors an organisation has mapped to a course (spec 2,
 * "Roles and permissions": they may schedule classes only then); one who is not mapped is told
 * why instead.
 */
import { EMPTY_STATE_MESSAGES, ROUTES, SCHEDULE_NEW_CLASS_TEXT } from '@yuno/core';
import type { ViewAction } from '../config/types';

export const SCHEDULE_CLASS_ACTION: ViewAction = {
  kind: 'link',
  label: SCHEDULE_NEW_CLASS_TEXT,
  href: ROUTES.classSchedule,
  roles: ['Instructor'],
  gate: { route: 'instructorCourses', params: { userId: 'self' }, otherwise: EMPTY_STATE_MESSAGES.instructorNoAccess },
};
