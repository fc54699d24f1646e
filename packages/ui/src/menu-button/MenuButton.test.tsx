import { describe, expect, it, vi } from 'vitest';
import { cleanup as cleanupRender, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuButton } from './MenuButton';
import type { MenuItem } from './MenuButton';
import { isPrintableKey, moveIndex, typeaheadIndex } from './menuNav';
import { menuListCss, uiCssWithoutDialogs } from '../styles';

function setup(extra: Partial<Parameters<typeof MenuButton>[0]> = {}) {
  const select = {
    profile: vi.fn(),
    settings: vi.fn(),
    switch: vi.fn(),
    logout: vi.fn(),
  };
  const items: MenuItem[] = [
    { id: 'profile', label: 'Profile', onSelect: select.profile },
    { id: 'settings', label: 'Settings', onSelect: select.settings },
    { id: 'switch', label: 'Switch account', onSelect: select.switch, disabled: true },
    { id: 'help', label: 'Help center', href: '/help' },
    { id: 'logout', label: 'Sign out', onSelect: select.logout },
  ];
  const user = userEvent.setup();
  render(
    <div>
      <p>Outside</p>
      <MenuButton label="Account" items={items} {...extra} />
      <button type="button">After</button>
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Account' });
  return { user, button, select, items };
}

const menuitems = () => screen.getAllByRole('menuitem');

describe('MenuButton', () => {
  it("brings the open menu's styles with the menu, not with the button", async () => {
    const { user, button } = setup();
    const styles = () => [...document.querySelectorAll('style')].filter((style) => style.textContent === menuListCss);
    expect(styles()).toHaveLength(0);
    expect(uiCssWithoutDialogs).not.toContain('.yuno-menu__list');
    await user.click(button);
    expect(styles()).toHaveLength(1);
  });

  it('is a collapsed button with aria-haspopup="menu"', () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on Enter with focus on the first item, labelled by the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(document.activeElement).toBe(menuitems()[0]);
    expect(menuitems().map((i) => i.tabIndex)).toEqual(menuitems().map((_, n) => (n === 0 ? 0 : -1)));
  });

  it('opens on Space and on ArrowDown at the first item, on ArrowUp at the last', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard(' ');
    expect(document.activeElement).toBe(menuitems()[0]);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menuitems()[0]);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(menuitems()[4]);
  });

  it('opens as it mounts when asked (openAt), on the first or the last item, and reports it', () => {
    const onOpenChange = vi.fn();
    const { button } = setup({ openAt: 'last', onOpenChange });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    cleanupRender();
    setup({ openAt: 'first' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
  });

  it('stays closed when asked to open with no items', () => {
    render(<MenuButton label="Empty" items={[]} openAt="first" />);
    expect(screen.getByRole('button', { name: 'Empty' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves with arrows (wrapping), Home and End', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menuitems()[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(menuitems()[4]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(menuitems()[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(menuitems()[4]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(menuitems()[0]);
  });

  it('moves by typeahead to the next item starting with the letter', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('s');
    expect(document.activeElement?.textContent).toBe('Settings');
    await new Promise((r) => setTimeout(r, 600));
    await user.keyboard('s');
    expect(document.activeElement?.textContent).toBe('Switch account');
    await new Promise((r) => setTimeout(r, 600));
    await user.keyboard('h');
    expect(document.activeElement?.textContent).toBe('Help center');
  });

  it('activates an item with Enter: closes, calls onSelect, focus back on the button', async () => {
    const { user, button, select } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(select.settings).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('activates an item with Space without reopening the menu', async () => {
    const { user, button, select } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    expect(select.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('activates an item on click', async () => {
    const { user, button, select } = setup();
    await user.click(button);
    expect(document.activeElement).toBe(menuitems()[0]);
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(select.profile).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('marks disabled items aria-disabled and does not activate them', async () => {
    const { user, button, select } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    const disabled = screen.getByRole('menuitem', { name: 'Switch account' });
    expect(disabled.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(disabled);
    await user.keyboard('{Enter}');
    expect(select.switch).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(disabled);
    expect(select.switch).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('shows a note beside an item, naming the item by its label and describing it by the note', async () => {
    const user = userEvent.setup();
    render(
      <MenuButton
        label="Account"
        items={[
          { id: 'home', label: 'Home', disabled: true, note: 'Not available' },
          { id: 'settings', label: 'Settings' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    const home = screen.getByRole('menuitem', { name: 'Home', description: 'Not available' });
    expect(home.textContent).toBe('HomeNot available');
    expect(screen.getByRole('menuitem', { name: 'Settings' }).getAttribute('aria-describedby')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Settings' }));
  });

  it('renders items with href as links with role menuitem', async () => {
    const { user, button } = setup();
    await user.click(button);
    const link = screen.getByRole('menuitem', { name: 'Help center' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/help');
  });

  it('closes on Escape with focus back on the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Tab and moves on to the control after the button', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // Not from the top of the page, as when focus went down with the menu.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('closes on a pointer down outside; the button toggles it', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('uses label as aria-label when buttonContent is given, and reports open changes', async () => {
    const onOpenChange = vi.fn();
    const { user } = setup({ buttonContent: <img alt="" src="data:," />, align: 'end', onOpenChange });
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-label')).toBe('Account');
    await user.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});

describe('MenuButton with groups', () => {
  it('renders each group as a group named by its visible heading; keys run through all items, never the headings', async () => {
    const user = userEvent.setup();
    const items: MenuItem[] = [
      {
        id: 'tests',
        label: 'Test Preparation',
        items: [
          { id: 'ielts', label: 'IELTS', href: '/ielts/' },
          { id: 'toefl', label: 'TOEFL', href: '/toefl/' },
        ],
      },
      { id: 'langs', label: 'Languages', items: [{ id: 'french', label: 'French', href: '/french/' }] },
      { id: 'blog', label: 'Blog', href: '/blog/' },
    ];
    render(<MenuButton label="Explore" items={items} />);
    const button = screen.getByRole('button', { name: 'Explore' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Explore' });
    const tests = within(menu).getByRole('group', { name: 'Test Preparation' });
    const langs = within(menu).getByRole('group', { name: 'Languages' });
    expect(
      within(tests)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['IELTS', 'TOEFL']);
    expect(
      within(langs)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['French']);
    expect(menuitems().map((i) => i.textContent)).toEqual(['IELTS', 'TOEFL', 'French', 'Blog']);
    expect(screen.getByText('Languages').tabIndex).toBe(-1);
    expect(document.activeElement?.textContent).toBe('IELTS');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('French');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Blog');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('IELTS');
    await user.keyboard('f');
    expect(document.activeElement?.textContent).toBe('French');
    expect(menuitems().map((i) => i.tabIndex)).toEqual([-1, -1, 0, -1]);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Blog');
  });
});

describe('menu keyboard logic', () => {
  it('moveIndex wraps and jumps', () => {
    expect(moveIndex('ArrowDown', -1, 3)).toBe(0);
    expect(moveIndex('ArrowUp', -1, 3)).toBe(2);
    expect(moveIndex('ArrowDown', 2, 3)).toBe(0);
    expect(moveIndex('ArrowUp', 0, 3)).toBe(2);
    expect(moveIndex('Home', 1, 3)).toBe(0);
    expect(moveIndex('End', 1, 3)).toBe(2);
    expect(moveIndex('x', 1, 3)).toBeNull();
    expect(moveIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('typeaheadIndex searches after the current item, wraps, and handles words', () => {
    const labels = ['Profile', 'Settings', 'Switch account', 'Help', 'Sign out'];
    expect(typeaheadIndex(labels, 0, 's')).toBe(1);
    expect(typeaheadIndex(labels, 1, 's')).toBe(2);
    expect(typeaheadIndex(labels, 4, 's')).toBe(1);
    expect(typeaheadIndex(labels, 1, 'si')).toBe(4);
    expect(typeaheadIndex(labels, 1, 'SE')).toBe(1);
    expect(typeaheadIndex(labels, 1, 'ss')).toBe(2);
    expect(typeaheadIndex(labels, 0, 'z')).toBe(-1);
    expect(typeaheadIndex([], 0, 'a')).toBe(-1);
  });

  it('isPrintableKey ignores modifiers, space and named keys', () => {
    const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
      key,
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      ...mods,
    });
    expect(isPrintableKey(k('a'))).toBe(true);
    expect(isPrintableKey(k(' '))).toBe(false);
    expect(isPrintableKey(k('Enter'))).toBe(false);
    expect(isPrintableKey(k('a', { ctrlKey: true }))).toBe(false);
  });
});
