import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, useMockApi } from '@yuno/runtime/src/testing';
import { events } from '@yuno/core';
import { ANDROID_UA, IOS_UA, userAgent, watchNavigation } from '../test/helpers';
import { Header } from './Header';

useMockApi();

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

  it('opens a submenu with the keyboard (menu button pattern)', async () => {
    const user = userEvent.setup();
    renderAs(<Header />);
    const explore = await screen.findByRole('button', { name: 'Explore' });
    explore.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Explore' });
    expect(within(menu).getByRole('menuitem', { name: 'IELTS' }).getAttribute('href')).toBe('/ielts/courses/');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'IELTS' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(explore);
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

  it('Book a Demo Class: a category is required, and the chosen one opens its landing page', async () => {
    const nav = watchNavigation();
    const user = userEvent.setup();
    renderAs(<Header />);
    await user.click(await screen.findByRole('button', { name: 'Book a Demo Class' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a Demo Class' });
    expect(dialog.getAttribute('data-width')).toBe('388');
    const select = await within(dialog).findByRole('combobox', { name: 'Subject category' });
    await within(dialog).findByRole('option', { name: 'IELTS' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('This field is required')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(nav.assign).not.toHaveBeenCalled();
    await user.selectOptions(select, 'IELTS');
    expect(within(dialog).queryByText('This field is required')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(nav.assign).toHaveBeenCalledWith('/for-ads/ielts/');
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

  it('leaves the notification bar out when the page turns it off, keeping the search box', async () => {
    renderAs(<Header showNotificationBar={false} />, { config: { notificationBar: notice } });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull();
    expect(screen.getByRole('search', { name: 'Search courses' })).toBeTruthy();
  });

  it('on Android shows Get the app and the app prompt; closing hides it by cookie', async () => {
    userAgent(ANDROID_UA);
    const first = renderAs(<Header />);
    expect(screen.getByRole('link', { name: 'Get the app' })).toBeTruthy();
    const prompt = screen.getByRole('region', { name: 'Get the app' });
    expect(within(prompt).getByRole('link', { name: 'Open' })).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Close the app prompt' }));
    expect(screen.queryByRole('region', { name: 'Get the app' })).toBeNull();
    expect(document.cookie).toContain('yunoAppPromptHidden=closed');
    first.unmount();
    renderAs(<Header />);
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
});
