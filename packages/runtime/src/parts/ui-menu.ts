// The menu buttons' code (their keys, focus return and open menu): a part of the runtime,
// fetched when the first menu opens (see deferred-menu-button.tsx).
import { MenuButton } from '@yuno/ui';
import { registerPart } from '@yuno/runtime';

export { MenuButton };

registerPart('ui-menu', { MenuButton });
