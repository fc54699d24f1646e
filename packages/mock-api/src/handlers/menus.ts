/** Header menus, side menu, footer and the category list. */
import type { Role } from '../../../core/src/types';
import { organisations } from '../fixtures/academies';
import { categoryTree, demoLandingSlugs, exploreGroups } from '../fixtures/categories';
import { courses } from '../fixtures/courses';
import { footerContent } from '../fixtures/footer';
import { preLoginMenu, roleMenu } from '../fixtures/menus';
import { sidebarSections } from '../fixtures/sidebar';
import { noData, ok } from '../envelope';
import { sessionUser } from './user';
import { GET, num, type RouteDef } from './shared';

const ROLES: Role[] = ['Learner', 'Instructor', 'org-admin', 'yuno-admin'];

/** 'learner', 'LEARNER' and 'Learner' all name the same role. */
export function normaliseRole(value: string): Role | null {
  return ROLES.find((r) => r.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

const orgName = (orgId: number) => organisations.find((o) => o.id === orgId)?.name;

const NO_MENU = 'No menu found';

export const menuRoutes = {
  headerMenuForRole: {
    methods: GET,
    handle: ({ params, state }) => {
      const role = normaliseRole(params.role);
      if (!role) return noData(NO_MENU);
      const user = sessionUser(state, num(params.userId));
      const activeOrg = user?.current_state.org_id || 0;
      return ok(roleMenu(role, role === 'org-admin' && activeOrg ? orgName(activeOrg) : undefined));
    },
  },
  menu: {
    methods: GET,
    handle: ({ params, state }) => {
      const userId = num(params.userId, -1);
      if (userId === 0) return ok(preLoginMenu());
      const user = sessionUser(state, userId);
      if (!user) return noData(NO_MENU);
      // An org-admin's menu is the one of the organisation asked for, if it is theirs.
      const orgId = num(params.orgId);
      const own = user.org_id.some((o) => o.id === orgId);
      return ok(roleMenu(user.role, user.role === 'org-admin' && own ? orgName(orgId) : undefined));
    },
  },
  sidebarMenu: {
    methods: GET,
    handle: ({ params, state }) => {
      const user = sessionUser(state, num(params.userId, -1));
      return user ? ok(sidebarSections(user.role)) : noData(NO_MENU);
    },
  },
  footer: { methods: GET, handle: () => ok(footerContent()) },
  categories: {
    methods: GET,
    handle: () => {
      const data = categoryTree.map((c) => ({
        id: c.id,
        name: c.name,
        slug: c.slug,
        group: exploreGroups.find((g) => g.slug === c.group)?.name ?? '',
        group_slug: c.group,
        url: `/${c.slug}/courses/`,
        // Only some subjects have a demo-class landing page.
        demo_url: demoLandingSlugs.includes(c.slug) ? `/for-ads/${c.slug}/` : '',
        course_count: courses.filter((course) => course.category.id === c.id).length,
        sub_categories: c.children.map((s) => ({
          id: s.id,
          name: s.name,
          slug: s.slug,
          parent_id: s.parent_id,
          course_count: courses.filter((course) => course.sub.id === s.id).length,
        })),
      }));
      return ok(data, { count: data.length });
    },
  },
} satisfies Record<string, RouteDef>;
