/**
 * `MenuButton` as the kit hands it on in the browser bundles: the closed button until someone
 * opens it; then the menu buttons' code (the ui-menu part) arrives and the menu opens as asked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, events } from '@yuno/core';
import { MenuButton, type MenuButtonProps, type MenuItem } from '@yuno/ui';
import * as menuPart from './parts/ui-menu';
import { DeferredMenuButton, resetDeferredMenuButton } from './deferred-menu-button';
import { holdImport } from '@yuno/test-support/held-import';

const { importMenuPart } = vi.hoisted(() => ({ importMenuPart: vi.fn() }));
vi.mock('./load-menu-part', () => ({ importMenuPart }));

/** The part's request, held until the test lets it through (or fails it). */
const holdPart = () => holdImport(importMenuPart, menuPart);

const ITEMS: MenuItem[] = [
  { id: 'ielts', label: 'IELTS', href: '/ielts/' },
  { id: 'english', label: 'English speaking', href: '/english-speaking/' },
  { id: 'coding', label: 'Coding for kids', href: '/coding-for-kids/' },
];
const PROPS: MenuButtonProps = { label: 'Explore', items: ITEMS, className: 'yuno-nav__menu', buttonClassName: 'yuno-nav__link' };

const button = () => screen.getByRole('button', { name: 'Explore' });
const focused = () => document.activeElement;
/** Markup with the generated ids made alike: two renders get different ones. */
const sameIds = (html: string) => html.replace(/yuno-menu-[^"]*?-(button|menu)/g, 'yuno-menu-ID-$1');

beforeEach(() => {
  importMenuPart.mockReset();
  resetDeferredMenuButton();
});

afterEach(() => {
  cleanup();
  events.reset();
});

describe('the deferred MenuButton, before its code arrives', () => {
  it('renders what the MenuButton renders closed, and fetches nothing until someone opens it', async () => {
    const standIn = render(<DeferredMenuButton {...PROPS} />).container.innerHTML;
    cleanup();
    const real = render(<MenuButton {...PROPS} />).container.innerHTML;
    expect(sameIds(standIn)).toBe(sameIds(real));
    cleanup();

    const user = userEvent.setup();
    render(
      <>
        <DeferredMenuButton {...PROPS} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'After' }));
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(importMenuPart).not.toHaveBeenCalled();
  });
});

describe('the deferred MenuButton, opened', () => {
  it('by a click: opens on the first item as the code arrives; Escape closes it with focus back on its button', async () => {
    const part = holdPart();
    const user = userEvent.setup();
    render(<DeferredMenuButton {...PROPS} />);
    await user.click(button());
    // A second press while the code comes asks for nothing more.
    await user.click(button());
    expect(importMenuPart).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(button());

    await part.arrive();
    expect(screen.getByRole('menu', { name: 'Explore' })).toBeTruthy();
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'IELTS' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(focused()).toBe(button());
  });

  it('by the keyboard: Enter opens on the first item, ArrowUp on the last', async () => {
    const user = userEvent.setup();
    importMenuPart.mockResolvedValue(menuPart);
    render(<DeferredMenuButton {...PROPS} />);
    button().focus();
    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Coding for kids' }));
    cleanup();

    render(<DeferredMenuButton {...PROPS} label="Courses" />);
    screen.getByRole('button', { name: 'Courses' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu', { name: 'Courses' })).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'IELTS' }));
  });

  it('a menu button mounted after the code came is the MenuButton at once', async () => {
    importMenuPart.mockResolvedValue(menuPart);
    const user = userEvent.setup();
    render(<DeferredMenuButton {...PROPS} />);
    await user.click(button());
    await screen.findByRole('menu');
    cleanup();

    render(<DeferredMenuButton {...PROPS} />);
    await user.click(button());
    // No fetch, no wait: the real one opened it in the same press.
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(importMenuPart).toHaveBeenCalledTimes(1);
  });
});

describe('the deferred MenuButton, when its code cannot be fetched', () => {
  it('tells the person, stays closed, and the next press tries again', async () => {
    const toasts = vi.fn();
    events.on('toast', toasts);
    const user = userEvent.setup();
    const first = holdPart();
    render(<DeferredMenuButton {...PROPS} />);
    await user.click(button());
    await first.fail();
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(toasts).toHaveBeenCalledWith({ message: ERROR_MESSAGES.common, tone: 'danger', duration: 5000 });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    const second = holdPart();
    await user.click(button());
    expect(importMenuPart).toHaveBeenCalledTimes(2);
    await second.arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'IELTS' }));
  });
});
