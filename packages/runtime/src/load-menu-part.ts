/** The menu buttons' code (MenuButton, its open menu): its own script in the browser bundles (a part), a plain module elsewhere. */
export const importMenuPart = () => import('./parts/ui-menu');
