/** The side menu's own route; the side-menu bundle adds it as it loads (widgets/side-menu.ts). */
import { list, type RouteDefs } from '@yuno/core';

export const sideMenuRoutes = {
  sidebarMenu: { path: 'v4/menus/{userId}/{orgId}/sidebar', shape: list },
} satisfies RouteDefs;

type SideMenuRoutes = typeof sideMenuRoutes;
declare module '@yuno/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds names
  interface DeclaredRoutes extends SideMenuRoutes {}
}
