/**
 * Menus in the browser bundles. A menu button renders its button on load, but nothing needs
 * the open menu before someone opens it, so MenuList (its items, keys and styles: the
 * `ui-menu` part) is not in the kit: the first menu to open fetches it and shows it as it
 * arrives, with focus on the item the key or click asked for. The runtime hands
 * `DeferredMenuList` on as `MenuList`; source, tests and the ESM library use the real one.
 */
import type { MenuListProps } from '@yuno/ui';
import { lazyComponent } from './lazy-component';

/** If the part cannot be fetched the person is told (a toast) and the menu closes, so the button tries again. */
export const DeferredMenuList = lazyComponent<MenuListProps>(
  () => import('./parts/ui-menu').then((part) => part.MenuList),
  (props) => props.onClose(true),
  null,
);
