/**
 * The least each answer's `data` must be for its widget to show it, by route. A successful
 * answer of another shape (a list where an object belongs, no role in user info, a card
 * without a title) is read as a failed request: the widget shows its error with a retry,
 * never an empty view that looks like real content. Fields beyond these are normalised as
 * they are read (`safety/normalise*`), so a missing detail degrades the view, not the widget.
 * Routes not named here (answers to actions) are read by their callers.
 */
import { asNumber, asRole, isRecord } from '../safety';
import type { RouteName } from './routes';

type Shape = (data: unknown) => boolean;

const list: Shape = Array.isArray;
const object: Shape = isRecord;
const withText =
  (key: string): Shape =>
  (data) =>
    isRecord(data) && typeof data[key] === 'string';
const withId: Shape = (data) => isRecord(data) && asNumber(data.id) > 0;
// A table's rows: a list, or an object holding it (`{ rows: [...] }`).
const rows: Shape = (data) => list(data) || (isRecord(data) && list(data.rows));
// A menu is a list of items; the site may send a single item on its own.
const menu: Shape = (data) => list(data) || object(data);

export const ANSWER_SHAPES: Partial<Record<RouteName, Shape>> = {
  userInfo: (data) => isRecord(data) && asRole(data.role) !== null,
  headerMenuForRole: menu,
  menu,
  sidebarMenu: list,
  courseSuggestions: object,
  referralCode: withText('referral_code'),
  inviteLink: withText('invitation_link'),
  footer: (data) => isRecord(data) && Array.isArray(data.columns),
  categories: list,
  courseFilters: list,
  courseSearch: list,
  courseCard: (data) => withId(data) && withText('title')(data),
  courseDetail: object,
  course: withId,
  batches: list,
  enrollmentStatus: object,
  instructorAvailability: object,
  learners: rows,
  learnerSuggestions: rows,
  groups: rows,
  upcomingClasses: rows,
  classDetail: withId,
  demoClasses: rows,
  homeClasses: rows,
  learnerCourses: rows,
  payments: rows,
  enrollments: rows,
  instructorCourses: rows,
  courseBatches: rows,
};

/** True when the answer's data has the shape the route's widget needs (or the route names none). */
export const fitsRoute = (route: RouteName, data: unknown): boolean => ANSWER_SHAPES[route]?.(data) ?? true;
