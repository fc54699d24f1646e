/**
 * Every route the widgets call, gathered from their declarations (core's, and each package's
 * `routes.ts` beside the code that calls them), for what needs them all: this mock, the demo's
 * preloads and the checks. Never bundled: a page carries only its widgets' routes.
 */
import type { RouteDef, RouteDefs, RouteName } from '../../core/src/http/routes';
import { coreRoutes } from '../../core/src/http/routes';
import { referralRoutes } from '../../core/src/referral/routes';
import { availabilityRoutes } from '../../availability/src/routes';
import { courseAvailabilityRoutes } from '../../availability/src/course/routes';
import { courseCardRoutes } from '../../course-card/src/routes';
import { tableRoutes } from '../../data-table/src/routes';
import { memberToolsRoutes } from '../../shell/src/member-tools/routes';
import { sideMenuRoutes } from '../../shell/src/side-menu/routes';

/** The tables as one; a name declared twice is an error, since the page's table would keep one of them. */
export function gatherRoutes(...tables: RouteDefs[]): RouteDefs {
  const all: RouteDefs = {};
  for (const table of tables) {
    for (const [name, def] of Object.entries(table)) {
      if (name in all) throw new Error(`The route "${name}" is declared twice`);
      all[name] = def;
    }
  }
  return all;
}

export const allRoutes = gatherRoutes(
  coreRoutes,
  referralRoutes,
  sideMenuRoutes,
  memberToolsRoutes,
  courseCardRoutes,
  availabilityRoutes,
  courseAvailabilityRoutes,
  tableRoutes,
) as Record<RouteName, RouteDef>;

/** Every route's default path, by name. */
export const defaultPaths = Object.fromEntries(Object.entries(allRoutes).map(([name, def]) => [name, def.path])) as Record<RouteName, string>;
