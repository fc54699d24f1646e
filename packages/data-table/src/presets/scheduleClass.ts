/**
 * Schedule New Class, and each row's Schedule class, offered to instructors an organisation has
 * mapped to a course (spec 2, "Roles and permissions": they may schedule classes only then);
 * one who is not mapped is told why instead (where the toolbar's link would be).
 */
import { EMPTY_STATE_MESSAGES, ROUTES, SCHEDULE_NEW_CLASS_TEXT } from '@yuno/core';
import type { ActionGate, ViewAction } from '../config/types';

/** The instructor's courses: one asked for per page, however many actions wait on it. */
export const SCHEDULE_GATE: ActionGate = { route: 'instructorCourses', params: { userId: 'self' }, otherwise: EMPTY_STATE_MESSAGES.instructorNoAccess };

export const SCHEDULE_CLASS_ACTION: ViewAction = {
  kind: 'link',
  label: SCHEDULE_NEW_CLASS_TEXT,
  href: ROUTES.classSchedule,
  roles: ['Instructor'],
  gate: SCHEDULE_GATE,
};
