import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { events } from '@yuno/core';
import { ANDROID_UA, IOS_UA, userAgent, watchNavigation } from '../test-support/components';
import { Header } from './Header';

serveMockApi();

const notice = { text: 'Free summer workshops for kids', url: '/free-summer-workshops-for-kids/' };

describe('Header for a visitor', () => {
  afterEach(() => {
    document.cookie = 'yunoAppPromptHidden=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('shows the logo, the pre-login menu from the server, the search box and Login / Sign up', async () => {
    renderAs(<Header />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Yuno Learning home' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('button', { name: 'Explore' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog/');
    expect(within(nav).getByRole('button', { name: 'Book a Demo Class' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Teach on Yuno' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search courses' }).getAttribute('placeholder')).toBe('Search...');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  /** Opens Explore with the keyboard, as the menu button pattern has it. */
  const openExplore = async () => {
    const user = userEvent.setup();
    renderAs(<Header />);
    const explore = await screen.findByRole('button', { name: 'Explore' });
    explore.focus();
    await user.keyboard('{Enter}');
    return { user, explore, menu: screen.getByRole('menu', { name: 'Explore' }) };
  };

  it('opens a submenu with the keyboard (menu button pattern)', async () => {
    const { user, explore, menu } = await openExplore();
    expect(within(menu).getByRole('menuitem', { name: 'IELTS' }).getAttribute('href')).toBe('/ielts/courses/');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'IELTS' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(explore);
  });

  it("shows the Explore menu's groups under their headings; arrows run through every group", async () => {
    const { user, menu } = await openExplore();
    const groups = within(menu).getAllByRole('group');
    expect(groups).toHaveLength(4);
    const names = ['Test Preparation', 'Languages', 'Professional Skills', 'Learning for Kids'];
    names.forEach((name, n) => expect(within(menu).getByRole('group', { name })).toBe(groups[n]));
    // The headings are visible text, not items.
    names.forEach((name) => expect(within(menu).getByText(name).getAttribute('role')).toBeNull());
    expect(within(menu).queryByRole('menuitem', { name: 'Languages' })).toBeNull();
    const kids = within(groups[3])
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(kids).toEqual(['Vedic Maths', 'Coding for Kids', 'Python Programming']);
    expect(within(groups[0]).getAllByRole('menuitem')[0].textContent).toBe('IELTS');
    expect(within(groups[1]).getByRole('menuitem', { name: 'English Speaking' }).getAttribute('href')).toBe('/english-speaking/courses/');
    expect(document.activeElement).toBe(within(groups[0]).getByRole('menuitem', { name: 'IELTS' }));
    // Up from the first item wraps to the last group's last item; Down crosses from one group
    // to the next (the tenth test, then the first language), never stopping on a heading.
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Python Programming');
    await user.keyboard('{Home}');
    for (let i = 0; i < 10; i += 1) await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(groups[1]).getByRole('menuitem', { name: 'English Speaking' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(groups[0]).getByRole('menuitem', { name: 'Duolingo' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(groups[3]).getByRole('menuitem', { name: 'Python Programming' }));
  });

  it('asks for the login dialog in login or signup mode', async () => {
    const seen = vi.fn();
    renderAs(<Header />);
    events.on('login:request', seen);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(seen.mock.calls.map((c) => c[0])).toEqual([{ mode: 'login' }, { mode: 'signup' }]);
  });

  it('opens the account-type chooser from the teaching item instead of navigating', async () => {
    const seen = vi.fn();
    renderAs(<Header />);
    events.on('account-type:request', seen);
    await userEvent.click(await screen.findByRole('button', { name: 'Teach on Yuno' }));
    expect(seen).toHaveBeenCalledTimes(1);
  });

  const openBookDemo = async () => {
    const nav = watchNavigation();
    const user = userEvent.setup();
    renderAs(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Book a Demo Class' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a Demo Class' });
    const select = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: 'Subject category' });
    await within(dialog).findByRole('option', { name: 'IELTS' });
    await vi.waitFor(() => expect(document.activeElement).toBe(select));
    const valueOf = (name: string) => within(select).getByRole<HTMLOptionElement>('option', { name }).value;
    // What a screen reader reads with the field: its error, through aria-describedby.
    const description = () => document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    return { nav, user, dialog, select, valueOf, description };
  };

  it('Book a Demo Class: picking a category with the mouse opens its landing page at once', async () => {
    const { nav, user, dialog, select } = await openBookDemo();
    expect(dialog.getAttribute('data-width')).toBe('388');
    await user.selectOptions(select, 'IELTS');
    expect(nav.go).toHaveBeenCalledTimes(1);
    expect(nav.go).toHaveBeenCalledWith('/for-ads/ielts/');
  });

  it('Book a Demo Class: arrows only move through the categories; Enter, or Continue, opens the one shown', async () => {
    const { nav, user, dialog, select, valueOf } = await openBookDemo();
    // A closed select changes its value on each arrow: those changes do not navigate.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: valueOf('IELTS') } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: valueOf('PTE') } });
    expect(nav.go).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(nav.go).toHaveBeenCalledTimes(1);
    expect(nav.go).toHaveBeenLastCalledWith('/for-ads/pte/');
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: valueOf('IELTS') } });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(nav.go).toHaveBeenCalledTimes(2);
    expect(nav.go).toHaveBeenLastCalledWith('/for-ads/ielts/');
    // Space opens the list, whose keys the select does not see; the pick it commits goes.
    fireEvent.keyDown(select, { key: ' ' });
    fireEvent.change(select, { target: { value: valueOf('PTE') } });
    expect(nav.go).toHaveBeenCalledTimes(3);
    expect(nav.go).toHaveBeenLastCalledWith('/for-ads/pte/');
  });

  it('Book a Demo Class: a category is required, said when the field is left empty or on Continue, and cleared on the next change', async () => {
    const { nav, user, dialog, select, valueOf, description } = await openBookDemo();
    expect(select.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toBe('This field is required');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(description()).toBe('This field is required');
    expect(document.activeElement).toBe(select);
    expect(nav.go).not.toHaveBeenCalled();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: valueOf('IELTS') } });
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText('This field is required')).toBeNull();
    fireEvent.keyDown(select, { key: 'ArrowUp' });
    fireEvent.change(select, { target: { value: '' } });
    expect(description()).toBe('This field is required');
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('clears the stored sign-up flags of a visitor on load', () => {
    localStorage.setItem('isSignUp', 'pending');
    localStorage.setItem('skipSignUp', 'true');
    renderAs(<Header />);
    expect(localStorage.getItem('isSignUp')).toBeNull();
    expect(localStorage.getItem('skipSignUp')).toBeNull();
  });

  it('shows the closable notification bar linking the workshops page', async () => {
    renderAs(<Header />, { config: { notificationBar: notice } });
    expect(screen.getByRole('link', { name: notice.text }).getAttribute('href')).toBe(notice.url);
    await userEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('link', { name: notice.text })).toBeNull();
  });

  it('moves focus on to the header when the notification bar is closed from the keyboard, not to <body>', async () => {
    const user = userEvent.setup();
    renderAs(<Header />, { config: { notificationBar: notice } });
    screen.getByRole('button', { name: 'Close the announcement' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Yuno Learning home' }));
  });

  it('on Android moves focus from the closed notification bar to the app prompt that follows it', async () => {
    userAgent(ANDROID_UA);
    const user = userEvent.setup();
    renderAs(<Header />, { config: { notificationBar: notice } });
    (await screen.findByRole('button', { name: 'Close the announcement' })).focus();
    await user.keyboard(' ');
    const prompt = screen.getByRole('region', { name: 'Get the app' });
    expect(document.activeElement).toBe(within(prompt).getByRole('link', { name: 'Open' }));
  });

  it('on Android moves focus from the closed app prompt on to the header, not to <body>', async () => {
    userAgent(ANDROID_UA);
    const user = userEvent.setup();
    renderAs(<Header />);
    (await screen.findByRole('button', { name: 'Close the app prompt' })).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Yuno Learning home' }));
  });

  it('leaves the notification bar out when the page turns it off, keeping the search box', async () => {
    renderAs(<Header showNotificationBar={false} />, { config: { notificationBar: notice } });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(screen.getByRole('search', { name: 'Search courses' })).toBeTruthy();
  });

  it('on Android shows Get the app and the app prompt; closing hides it by cookie', async () => {
    userAgent(ANDROID_UA);
    const first = renderAs(<Header />);
    expect(await screen.findByRole('link', { name: 'Get the app' })).toBeTruthy();
    const prompt = screen.getByRole('region', { name: 'Get the app' });
    expect(within(prompt).getByRole('link', { name: 'Open' })).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Close the app prompt' }));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(document.cookie).toContain('yunoAppPromptHidden=closed');
    first.unmount();
    renderAs(<Header />);
    expect(await screen.findByRole('link', { name: 'Get the app' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
  });

  it('shows no app prompt on iOS or desktop', () => {
    userAgent(IOS_UA);
    renderAs(<Header />);
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get the app' })).toBeNull();
  });

  it('opens the menu panel with a toggle (mobile layout)', async () => {
    renderAs(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.classList.contains('yuno-header__panel--open')).toBe(true);
  });

  it('Escape closes the open menu panel from the Menu button as well as from inside it', async () => {
    const user = userEvent.setup();
    renderAs(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(document.activeElement).toBe(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
