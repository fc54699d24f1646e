/**
 * The API's routes, by name: each with its default path (below the API base, starting with its
 * version; where the spec gives one it is used as written) and the least shape of its answer
 * (safety/shapes.ts; a route without one is an action whose answer its caller reads).
 * A route is declared once, beside the code that calls it: here the ones the runtime's own code,
 * the block editor, the shell of every page and the marketing page call; a package declares its
 * others in a `routes.ts`, and
 * each bundle that calls them adds them to the page's table as it loads (`defineRoutes`), so a
 * page carries only the paths and shapes of the widgets it shows.
 * The page config can replace any path by name (`yunoConfig.routes = { name: 'v9/path/{id}' }`),
 * also of a route added after the config was read.
 * `{name}` placeholders are filled from the call's params and URL-encoded.
 */
import { asRole, isRecord } from '../safety';
import { list, withId, type Shape } from '../safety/shapes';
import type { referralRoutes } from '../referral/routes';

export interface RouteDef {
  path: string;
  shape?: Shape;
}
export type RouteDefs = Record<string, RouteDef>;
export type RouteParams = Record<string, string | number | boolean | null | undefined>;

// A menu is a list of items; the site may send a single item on its own.
const menu: Shape = (data) => list(data) || isRecord(data);

export const coreRoutes = {
  // shell, account and session (spec 1, section 7): on every page
  userInfo: { path: 'v3/user/info/{userId}', shape: (data) => isRecord(data) && asRole(data.role) !== null },
  headerMenuForRole: { path: 'v4/menus/{userId}/role/{role}', shape: menu },
  menu: { path: 'v4/menus/{userId}/{orgId}', shape: menu },
  switchOrganization: { path: 'v3/user/state' },
  courseSuggestions: { path: 'v4/courses/suggestions', shape: isRecord },
  tokenExpiry: { path: 'v1/user/expire/time' },
  tokenRefresh: { path: 'v1/google/refresh/token' },
  footer: { path: 'v4/footer', shape: (data) => isRecord(data) && Array.isArray(data.columns) },
  categories: { path: 'v4/categories', shape: list },
  // course discovery (spec 2, section 7): the marketing page's search, and the editor's
  courseFilters: { path: 'v4/courses/filters', shape: list },
  courseSearch: { path: 'v4/courses/search', shape: list },
  course: { path: 'v1/courses/{courseId}', shape: withId },
} satisfies RouteDefs;

type CoreRoutes = typeof coreRoutes;
type ReferralRoutes = typeof referralRoutes;
/**
 * Every declared route, so that a call with an unknown name does not compile. A package adds its
 * own beside its declaration: `declare module '@yuno/core' { interface DeclaredRoutes extends Its {} }`.
 */
export interface DeclaredRoutes extends CoreRoutes, ReferralRoutes {}
export type RouteName = keyof DeclaredRoutes & string;

// No prototype: a name such as "constructor" is not a route.
const declared: RouteDefs = Object.assign(Object.create(null), coreRoutes);

/**
 * Adds routes to the page's table: called by the module that calls them, as it loads, so the
 * bundles that hold it bring them. Adding one again changes nothing.
 */
export function defineRoutes(...tables: RouteDefs[]): void {
  Object.assign(declared, ...tables);
}

/** The route's declaration; a name no loaded code declared is an error, not a request to "undefined". */
export function declaredRoute(route: string): RouteDef {
  const def = declared[route];
  if (!def) throw new Error(`Unknown route "${route}": none of the widgets loaded so far declares it`);
  return def;
}

/** True when the answer's data has the shape the route's widget needs (or the route names none). */
export const fitsRoute = (route: RouteName, data: unknown): boolean => declaredRoute(route).shape?.(data) ?? true;

/** Fills `{name}` placeholders; a missing param is an error, not a silent "undefined" in a URL. */
export function fillPath(template: string, params: RouteParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing route parameter "${key}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * The page's paths by route name, from its config: every name with a path, kept also for routes
 * not declared yet (a bundle that loads later takes its override too).
 */
export function routeOverrides(overrides?: unknown): Record<string, string> {
  const routes: Record<string, string> = Object.create(null);
  if (isRecord(overrides)) {
    for (const [name, path] of Object.entries(overrides)) {
      if (typeof path === 'string' && path.trim() !== '') routes[name] = path.trim().replace(/^\/+/, '');
    }
  }
  return routes;
}
