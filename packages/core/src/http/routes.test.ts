import { describe, expect, it } from 'vitest';
import { defaultRoutes, fillPath, resolveRoutes } from './routes';

describe('route map', () => {
  it('uses the paths the spec gives', () => {
    expect(defaultRoutes.switchOrganization).toBe('v3/user/state');
    expect(defaultRoutes.userInfo).toBe('v3/user/info/{userId}');
    expect(defaultRoutes.menu).toBe('v4/menus/{userId}/{orgId}');
    expect(defaultRoutes.courseSearch).toBe('v4/courses/search');
    expect(defaultRoutes.tokenRefresh).toBe('v1/google/refresh/token');
    expect(defaultRoutes.tokenExpiry).toBe('v1/user/expire/time');
  });

  it('starts every path with an API version', () => {
    for (const path of Object.values(defaultRoutes)) expect(path).toMatch(/^v[1-4]\//);
  });

  it('fills and encodes placeholders, and refuses a missing one', () => {
    expect(fillPath('v1/x/{id}/{slug}', { id: 4, slug: 'a b/c' })).toBe('v1/x/4/a%20b%2Fc');
    expect(() => fillPath('v1/x/{id}', {})).toThrow(/Missing route parameter "id"/);
    expect(() => fillPath('v1/x/{id}', { id: '' })).toThrow();
  });

  it('accepts overrides for known routes only', () => {
    const routes = resolveRoutes({ footer: 'v2/footer', madeUp: 'v1/x', batches: '' });
    expect(routes.footer).toBe('v2/footer');
    expect(routes.batches).toBe(defaultRoutes.batches);
    expect(resolveRoutes(null)).toEqual(defaultRoutes);
  });
});
