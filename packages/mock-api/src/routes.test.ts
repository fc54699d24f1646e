import { describe, expect, it } from 'vitest';
import { coreRoutes } from '../../core/src/http/routes';
import { tableRoutes } from '../../data-table/src/routes';
import { allRoutes, gatherRoutes } from './routes';

describe('every route', () => {
  it("holds core's routes and each package's", () => {
    for (const name of ['userInfo', 'footer', 'referralCode', 'sidebarMenu', 'inviteLink', 'courseCard', 'instructorAvailability', 'learners', 'courseBatches'])
      expect(allRoutes, name).toHaveProperty(name);
    expect(Object.keys(allRoutes).length).toBeGreaterThan(Object.keys(coreRoutes).length + Object.keys(tableRoutes).length);
  });

  it('starts every path with an API version', () => {
    for (const [name, { path }] of Object.entries(allRoutes)) expect(path, name).toMatch(/^v[1-4]\//);
  });

  it('refuses a name two packages declare', () => {
    expect(() => gatherRoutes(coreRoutes, { footer: { path: 'v4/other-footer' } })).toThrow('The route "footer" is declared twice');
  });
});
