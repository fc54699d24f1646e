/**
 * `MenuButton` as the kit hands it on in the browser bundles. Closed, a menu button is only
 * its button: what opens it (its state, keys, focus return) and the open menu are the `ui-menu`
 * part, fetched when someone first opens a menu. Until then this renders the same closed
 * button; a click, Enter, Space or an arrow key on it shows it expanded and fetches the part,
 * and the MenuButton takes its place open as asked, focus on the item the key or click asked
 * for (its new button is never left with the focus to lose: it comes with its menu open). If
 * the part cannot be fetched the person is told (a toast), the button closes and the next
 * press tries again. Source, tests and the ESM library use the real one.
 */
import { useState } from 'react';
import type { ComponentType } from 'react';
import { ERROR_MESSAGES, TOAST_DURATION_MS, toast } from '@yuno/core';
import { MenuButtonFrame, useMenuBase, type MenuButtonProps } from '@yuno/ui';
import { importMenuPart } from './load-menu-part';

type Real = ComponentType<MenuButtonProps>;
let real: Real | null = null;

export function DeferredMenuButton(props: MenuButtonProps) {
  const base = useMenuBase();
  const [Loaded, setLoaded] = useState<Real | null>(() => real);
  // What the first press asked for: a second press before the code comes asks nothing new.
  const [openAt, setOpenAt] = useState<MenuButtonProps['openAt']>();

  const ask = (at: MenuButtonProps['openAt']) => {
    if (openAt || props.items.length === 0) return;
    setOpenAt(at);
    importMenuPart().then(
      (part) => setLoaded(() => (real = part.MenuButton)),
      () => {
        setOpenAt(undefined);
        toast(ERROR_MESSAGES.common, 'danger', TOAST_DURATION_MS.error);
      },
    );
  };

  if (Loaded) return <Loaded {...props} openAt={openAt} />;
  return (
    <MenuButtonFrame
      {...props}
      base={base}
      // Asked for, it shows as opening (as the MenuButton does while its menu's code comes).
      open={openAt !== undefined}
      on={{
        // Enter and Space click the button too.
        onClick: () => ask('first'),
        onKeyDown: (event) => {
          const at = event.key === 'ArrowDown' ? 'first' : event.key === 'ArrowUp' ? 'last' : undefined;
          if (!at) return;
          event.preventDefault();
          ask(at);
        },
      }}
    />
  );
}

/** Forgets the loaded MenuButton (tests). */
export function resetDeferredMenuButton(): void {
  real = null;
}
