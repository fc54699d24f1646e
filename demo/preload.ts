/**
 * The answers a page carries in its config so that the widgets' first requests need no
 * round trip, as the WordPress plugin does when the marketplace API is on the same site: the
 * signed-in user's info with their header and side menus (or a visitor's header menu), and the course of each course card and
 * course availability, asked of the mock API as the browser would ask them.
 * Left to the network: a page opened with `?preload=off` (a site whose API is elsewhere),
 * and an answer the page's mock switches change or slow down, so those states stay visible.
 */
import type { IncomingMessage } from 'node:http';
import { fillPath, type RouteName, type RouteParams } from '@yuno/core';
import { contextFromHeaders, defaultPaths, handleApiRequest, resolveScenario } from '@yuno/mock-api';

type DemoUser = { id: number; token: string; info?: { role: string; current_state: { org_id: number } } | null } | undefined;

/** A mount point's props as its widget reads them; props it cannot read give nothing to preload. */
export function readProps(text: string): Record<string, unknown> & { courseId?: unknown; course?: unknown } {
  try {
    const props: unknown = JSON.parse(
      text
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    return props && typeof props === 'object' ? (props as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The calls a page's widgets make first that depend only on their props. */
function firstCalls(body: string, user: DemoUser): Array<[RouteName, RouteParams]> {
  const calls: Array<[RouteName, RouteParams]> = user?.id ? [['userInfo', { userId: user.id }]] : [];
  // A visitor's header shows the public menu (a signed-in person's depends on their role).
  if (!user?.id && body.includes('data-yuno-widget="header"')) calls.push(['menu', { userId: 0, orgId: 0 }]);
  // Known from their info: the role's header menu (an org-admin's waits for the active
  // organisation) and the side menu, whose bar would otherwise change height as they come.
  const info = user?.id ? user.info : null;
  if (info && info.role !== 'org-admin' && body.includes('data-yuno-widget="header"')) calls.push(['headerMenuForRole', { userId: user!.id, role: info.role }]);
  if (info && body.includes('data-yuno-widget="side-menu"')) calls.push(['sidebarMenu', { userId: user!.id, orgId: info.current_state.org_id || 0 }]);
  for (const [, name, props] of body.matchAll(/data-yuno-widget="(course-card|course-availability)" data-yuno-props='([^']*)'/g)) {
    const given = readProps(props);
    const courseId = Number(given.courseId);
    // A card given its course's data asks for nothing.
    if (Number.isInteger(courseId) && courseId > 0 && !(name === 'course-card' && given.course))
      calls.push([name === 'course-card' ? 'courseCard' : 'course', { courseId }]);
  }
  return calls;
}

export function preloadedAnswers(req: IncomingMessage, url: URL, user: DemoUser, body: string): Record<string, unknown> {
  if (url.searchParams.get('preload') === 'off') return {};
  const headers: Record<string, string> = { cookie: req.headers.cookie ?? '', ...(user?.id ? { authorization: `Bearer ${user.token}` } : {}) };
  const context = contextFromHeaders(headers);
  const answers: Record<string, unknown> = {};
  for (const [route, params] of firstCalls(body, user)) {
    if (resolveScenario(route, context.scenarios).mode !== 'ok') continue;
    const path = fillPath(defaultPaths[route], params);
    const answer = handleApiRequest({ method: 'GET', path, query: new URLSearchParams(), body: undefined, headers }, context);
    if (answer.status === 200 && !answer.hang && !answer.delayMs) answers[path] = answer.body;
  }
  return answers;
}
