import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../config';
import { coreRoutes, defineRoutes, fillPath, fitsRoute, routeOverrides, type RouteName } from './routes';
import { routeUrl } from './request';

afterEach(() => {
  resetConfig();
});

describe('route map', () => {
  it('uses the paths the spec gives', () => {
    expect(coreRoutes.switchOrganization.path).toBe('v3/user/state');
    expect(coreRoutes.userInfo.path).toBe('v3/user/info/{userId}');
    expect(coreRoutes.menu.path).toBe('v4/menus/{userId}/{orgId}');
    expect(coreRoutes.courseSearch.path).toBe('v4/courses/search');
    expect(coreRoutes.tokenRefresh.path).toBe('v1/google/refresh/token');
    expect(coreRoutes.tokenExpiry.path).toBe('v1/user/expire/time');
  });

  it('fills and encodes placeholders, and refuses a missing one', () => {
    expect(fillPath('v1/x/{id}/{slug}', { id: 4, slug: 'a b/c' })).toBe('v1/x/4/a%20b%2Fc');
    expect(() => fillPath('v1/x/{id}', {})).toThrow(/Missing route parameter "id"/);
    expect(() => fillPath('v1/x/{id}', { id: '' })).toThrow();
  });

  it("keeps the page's path for every name it gives, trimmed, and nothing that is not a path", () => {
    expect(routeOverrides({ footer: ' /v2/footer ', notYetLoaded: 'v1/x', batches: '', userInfo: 42 })).toEqual({ footer: 'v2/footer', notYetLoaded: 'v1/x' });
    expect(routeOverrides(null)).toEqual({});
    expect(routeOverrides(['v1/x'])).toEqual({});
  });
});

// Routes only these tests declare, as a bundle that loads late would (their names are not in
// `RouteName`, which only the packages' declarations extend).
const late = { testLateRoute: { path: 'v4/late/{id}', shape: Array.isArray }, testLateAction: { path: 'v4/late' } };
const lateRoute = 'testLateRoute' as RouteName;
const lateAction = 'testLateAction' as RouteName;

describe('declaring routes', () => {
  it('serves the runtime’s own routes with no bundle loaded', () => {
    resetConfig({ apiBase: '/wp-json/yuno', userId: 5 });
    expect(routeUrl('userInfo', { userId: 5 })).toBe('/wp-json/yuno/v3/user/info/5');
    expect(routeUrl('courseSearch', undefined, { limit: 2 })).toBe('/wp-json/yuno/v4/courses/search?limit=2');
  });

  it("gives a route declared after the config was read the config's path, as it does the runtime's", () => {
    resetConfig({ apiBase: '/api', routes: { testLateRoute: 'v9/site/late/{id}', footer: 'v9/footer' } });
    expect(routeUrl('footer')).toBe('/api/v9/footer');
    expect(() => routeUrl(lateRoute, { id: 3 })).toThrow('Unknown route "testLateRoute": none of the widgets loaded so far declares it');

    defineRoutes(late);
    expect(routeUrl(lateRoute, { id: 3 })).toBe('/api/v9/site/late/3');
    expect(routeUrl(lateAction)).toBe('/api/v4/late');
    expect(fitsRoute(lateRoute, [])).toBe(true);
    expect(fitsRoute(lateRoute, {})).toBe(false);
    expect(fitsRoute(lateAction, 'anything')).toBe(true);
  });

  it('refuses a name nothing declares, clearly, even one the config gives a path', () => {
    resetConfig({ routes: { madeUp: 'v1/made-up' } });
    // @ts-expect-error an unknown name does not compile
    expect(() => routeUrl('madeUp')).toThrow('Unknown route "madeUp": none of the widgets loaded so far declares it');
    expect(() => routeUrl('constructor' as RouteName)).toThrow('Unknown route "constructor"');
    expect(() => fitsRoute('toString' as RouteName, {})).toThrow('Unknown route "toString"');
  });
});
