/**
 * `MenuList` as the bundles hand it to the kit's MenuButton: the open menu's code (the ui-menu
 * part) is fetched when a menu first opens, and shows as it arrives.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { menuListCss } from '@yuno/ui';
import { DeferredMenuList } from './deferred-menu';

const items = [
  { id: 'a', label: 'Alpha' },
  { id: 'b', label: 'Beta' },
];

describe('DeferredMenuList', () => {
  it('shows nothing until the code arrives, then the menu with its styles and focus on the active item', async () => {
    const rootRef = createRef<HTMLDivElement>();
    const { container } = render(
      <div ref={rootRef}>
        <DeferredMenuList id="m" labelledBy="b" items={items} active={1} onActiveChange={vi.fn()} onClose={vi.fn()} rootRef={rootRef} />
      </div>,
    );
    // No busy indicator in the header's row while it loads: the menu is a popover.
    expect(container.firstElementChild!.childNodes).toHaveLength(0);
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Beta' })).toBe(document.activeElement));
    expect(menu.id).toBe('m');
    expect(container.querySelector('style')!.textContent).toBe(menuListCss);
  });
});
