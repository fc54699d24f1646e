/**
 * The single entry of the mock API: match the path to a named route, apply the scenario,
 * run the route's handler against this session's state.
 */
import type { RouteName } from '../../../core/src/http/routes';
import { noRoute } from '../envelope';
import { matchRoute } from '../router';
import { applyScenario, getLatency, resolveScenario, scenarioResponse } from '../scenarios';
import { DEFAULT_SESSION, getSessionState } from '../state';
import type { MockContext, MockRequest, MockResponse } from '../types';
import { batchRoutes, NO_BATCHES, NO_COURSE_MAPPED } from './batches';
import { classRoutes, NO_CLASS, NO_CLASSES, NO_CLASSES_FOR_LEARNER, NOT_ENROLLED } from './classes';
import { courseRoutes } from './courses';
import { enrolmentRoutes } from './enrolment';
import { groupRoutes } from './groups';
import { menuRoutes } from './menus';
import { orgRoutes } from './org';
import { referralRoutes } from './referral';
import { searchRoutes } from './search';
import { input, num, type RouteCall, type RouteDef } from './shared';
import { tableRoutes } from './tables';
import { tokenRoutes } from './token';
import { userRoutes } from './user';

/** Every route of the widgets' route map has a handler: the compiler checks it. */
export const routeHandlers: Record<RouteName, RouteDef> = {
  ...userRoutes,
  ...menuRoutes,
  ...searchRoutes,
  ...courseRoutes,
  ...batchRoutes,
  ...enrolmentRoutes,
  ...referralRoutes,
  ...tokenRoutes,
  ...orgRoutes,
  ...tableRoutes,
  ...groupRoutes,
  ...classRoutes,
};

/** The message of the 'empty' scenario, as each route would say it. */
const EMPTY_MESSAGES: Partial<Record<RouteName, string>> = {
  courseSearch: 'No courses found',
  courseSuggestions: 'No suggestions found',
  batches: NO_BATCHES,
  courseBatches: 'No batches found',
  learners: 'No learners found',
  groups: 'No groups found',
  upcomingClasses: NO_CLASSES,
  classDetail: NO_CLASS,
  demoClasses: 'No demo classes found',
  homeClasses: NO_CLASSES_FOR_LEARNER,
  learnerCourses: NOT_ENROLLED,
  payments: 'No payments found',
  enrollments: 'No enrollments found',
  referralCode: 'No referral code found',
  inviteLink: 'No invite link found',
  instructorCourses: NO_COURSE_MAPPED,
  userInfo: 'User not found',
};

export const emptyMessage = (route: RouteName) => EMPTY_MESSAGES[route] ?? 'No data found';

function allows(def: RouteDef, method: string): boolean {
  const m = method.toUpperCase();
  return def.methods.includes(m) || (m === 'HEAD' && def.methods.includes('GET'));
}

const withLatency = (response: MockResponse, ms: number): MockResponse => (ms > 0 ? { ...response, delayMs: (response.delayMs ?? 0) + ms } : response);

export function handleApiRequest(req: MockRequest, ctx: MockContext = {}): MockResponse {
  const match = matchRoute(req.path);
  if (!match) return noRoute();
  const def = routeHandlers[match.name];
  if (!allows(def, req.method)) return noRoute();
  const latency = ctx.latencyMs ?? getLatency();
  const scenario = resolveScenario(match.name, ctx.scenarios);
  const call: RouteCall = {
    req,
    params: match.params,
    state: getSessionState(ctx.sessionId ?? DEFAULT_SESSION),
    now: new Date(ctx.now ?? Date.now()),
  };
  const replaced = scenarioResponse(scenario, emptyMessage(match.name), num(input(call, 'offset')));
  if (replaced) return withLatency(replaced, latency);
  return withLatency(applyScenario(scenario, def.handle(call)), latency);
}
