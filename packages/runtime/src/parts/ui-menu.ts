// The open menu of the menu buttons (its items, keys and styles): a part of the runtime,
// fetched the first time a menu opens (see deferred-menu.tsx).
import { MenuList } from '@yuno/ui';
import { registerPart } from '@yuno/runtime';

export { MenuList };

registerPart('ui-menu', { MenuList });
