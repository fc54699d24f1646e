import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loadBudget, mockServer, recordRequests, renderAs, requestNames, serveMockApi } from '@yuno/test-support';
import { setScenario } from '@yuno/mock-api';
import { ToastRegion } from '@yuno/ui';
import { events } from '@yuno/core';
import { goTo, watchNavigation } from '../test-support/components';
import { Header } from './Header';

serveMockApi();

const openAccountMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Account: / }));
  return screen.getByRole('menu');
};

describe('Header for a logged-in user', () => {
  beforeEach(() => goTo('/learner/'));
  afterEach(() => {
    goTo('/');
  });

  it('shows a loader while user info loads, then the header for the role and announces it', async () => {
    const announced = vi.fn();
    renderAs(<Header />, { as: 'learner' });
    events.on('role:announced', announced);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(await screen.findByRole('button', { name: 'Account: Aarav Mehta, aarav.mehta@example.com, Learner' })).toBeTruthy();
    await waitFor(() => expect(announced).toHaveBeenCalledWith({ role: 'Learner' }));
    expect(events.last('user:loaded')?.user).toMatchObject({ yuno_display_name: 'Aarav Mehta' });
    expect((await screen.findByRole('link', { name: 'My Classes' })).getAttribute('href')).toBe('/learner/');
  });

  it("slow user info, then a menu that never comes: the menu's error shows within one time-out (60 s), not two", async () => {
    const check = loadBudget();
    try {
      setScenario('userInfo', 'slow', { delayMs: 45_000 });
      setScenario('headerMenuForRole', 'hang');
      renderAs(<Header />, { as: 'learner' });
      await check('/menus/', () => screen.queryByText("The menu couldn't be loaded.") !== null);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a Learner the course search bar, and nobody else', async () => {
    const learner = renderAs(<Header />, { as: 'learner' });
    expect((await screen.findByRole('combobox', { name: 'Search courses' })).getAttribute('placeholder')).toBe('Search...');
    learner.unmount();
    renderAs(<Header />, { as: 'instructor' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(screen.queryByRole('combobox', { name: 'Search courses' })).toBeNull();
  });

  it("links a learner's logo to /learner; other roles to '/'; a site's homeUrl wins", async () => {
    const logo = () => screen.getByRole('link', { name: 'Yuno Learning home' }).getAttribute('href');
    const learner = renderAs(<Header />, { as: 'learner' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(logo()).toBe('/learner');
    learner.unmount();
    const instructor = renderAs(<Header />, { as: 'instructor' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(logo()).toBe('/');
    instructor.unmount();
    renderAs(<Header homeUrl="/home/" />, { as: 'learner' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(logo()).toBe('/home/');
  });

  it('turns the search bar off with showSearch false', async () => {
    renderAs(<Header showSearch={false} />, { as: 'learner' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lists the account items in order; only Settings, Switch account and Logout are active by default, the rest say they are not available', async () => {
    renderAs(<Header />, { as: 'learner' });
    const menu = await openAccountMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.querySelector('.yuno-menu__label')!.textContent)).toEqual([
      'Home',
      'Bookmarks',
      'Enrolled Courses',
      'Subscribed Categories',
      'My Profile',
      'Settings',
      'Switch account',
      'Logout',
    ]);
    const enabled = items.filter((i) => i.getAttribute('aria-disabled') !== 'true');
    expect(enabled.map((i) => i.textContent)).toEqual(['Settings', 'Switch account', 'Logout']);
    // Each inactive item says so in words (its visible note is its description), not only in grey.
    for (const item of items.filter((i) => !enabled.includes(i))) {
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(item.textContent).toMatch(/Not available$/);
    }
    expect(within(menu).getByRole('menuitem', { name: 'Home', description: 'Not available' }).getAttribute('href')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' }).getAttribute('href')).toBe('/logout/');
    expect(screen.getByText('aarav.mehta@example.com')).toBeTruthy();
  });

  it('shows an instructor no learner-only items (Enrolled Courses, Subscribed Categories)', async () => {
    renderAs(<Header />, { as: 'instructor' });
    const menu = await openAccountMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Enrolled Courses' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Subscribed Categories' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Home' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('closes the account menu on Tab and moves on from its button, not from the top or end of the page', async () => {
    const user = userEvent.setup();
    renderAs(
      <>
        <a href="#top">Page top</a>
        <Header />
        <a href="#main">Main content</a>
      </>,
      { as: 'learner' },
    );
    const button = await screen.findByRole('button', { name: /^Account: / });
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Main content' }));
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}');
    await user.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    // The account button is the header's last control; before it comes the search's.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('Switch account stores the path and the choose-account flag after clearing session storage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    try {
      const nav = watchNavigation();
      goTo('/learner/?tab=past');
      sessionStorage.setItem('something', 'old');
      renderAs(<Header />, { as: 'learner' });
      const menu = await openAccountMenu();
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch account' }));
      expect(sessionStorage.getItem('something')).toBeNull();
      expect(sessionStorage.getItem('userState')).toBe('/learner/?tab=past');
      expect(sessionStorage.getItem('isChooseAccount')).toBe('true');
      vi.advanceTimersByTime(50);
      const url = new URL(nav.go.mock.calls.at(-1)![0]);
      expect(url.searchParams.get('prompt')).toBe('select_account');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an instructor the read-only referral code; Copy shows "Copy to clipboard" for 1 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const seen = vi.fn();
    renderAs(
      <>
        <Header />
        <ToastRegion />
      </>,
      { as: 'instructor' },
    );
    events.on('toast', seen);
    const field = await screen.findByRole('textbox', { name: 'Referral code' });
    expect((field as HTMLInputElement).value).toBe('PRIYA4201');
    expect(field.hasAttribute('readonly')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Copy referral code' }));
    expect(writeText).toHaveBeenCalledWith('PRIYA4201');
    expect(await screen.findByText('Copy to clipboard')).toBeTruthy();
    expect(seen).toHaveBeenCalledWith({ message: 'Copy to clipboard', tone: 'success', duration: 1000 });
  });

  it('opens the invite-link dialog (500 px) with the link', async () => {
    renderAs(<Header />, { as: 'instructor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite link' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite link' });
    expect(dialog.getAttribute('data-width')).toBe('500');
    expect(((await within(dialog).findByRole('textbox', { name: 'Invite link' })) as HTMLInputElement).value).toEqual(
      expect.stringContaining('/login/?type=signup&ref=PRIYA4201'),
    );
  });

  it("shows the server's message when the invite link fails, else the common message", async () => {
    setScenario('inviteLink', 'empty');
    const first = renderAs(<Header />, { as: 'instructor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('No invite link found');
    first.unmount();
    setScenario('inviteLink', 'html');
    renderAs(<Header />, { as: 'instructor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('An error seems to have occurred. Please try again.');
  });

  it('gives yuno-admin the admin header style', async () => {
    renderAs(<Header />, { as: 'yuno-admin' });
    await screen.findByRole('button', { name: /^Account: / });
    expect(screen.getByRole('banner').classList.contains('yuno-header--admin')).toBe(true);
  });

  it('shows the error header with only a Logout link and the data-not-found state when user info fails', async () => {
    setScenario('userInfo', 'http500');
    const loaded = vi.fn();
    renderAs(<Header />, { as: 'learner' });
    events.on('user:loaded', loaded);
    expect(await screen.findByRole('heading', { name: 'Data not found' })).toBeTruthy();
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Logout']);
    expect(within(banner).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout/');
    expect(within(banner).queryByRole('navigation')).toBeNull();
    await waitFor(() => expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ user: null })));
    setScenario('userInfo', 'ok');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Account: / })).toBeTruthy();
  });

  it('caches the menu in session storage only when sign-up is completed', async () => {
    const seen = recordRequests();
    const first = renderAs(<Header />, { as: 'learner' });
    await screen.findByRole('link', { name: 'My Classes' });
    first.unmount();
    renderAs(<Header />, { as: 'learner' });
    await screen.findByRole('link', { name: 'My Classes' });
    expect(requestNames(seen).filter((r) => r.startsWith('GET v4/menus/4101/role/'))).toHaveLength(1);
    expect(sessionStorage.getItem('yunoMenu')).toContain('My Classes');
  });

  it('does not cache the menu while sign-up is pending', async () => {
    localStorage.setItem('skipSignUp', 'true');
    renderAs(<Header />, { as: 'learner-pending' });
    await screen.findByRole('link', { name: 'My Classes' });
    expect(sessionStorage.getItem('yunoMenu')).toBeNull();
  });
});

describe('Organisation switcher', () => {
  afterEach(() => goTo('/'));

  it('is shown only to an org-admin with more than one organisation', async () => {
    goTo('/select-an-organization');
    renderAs(<Header />, { as: 'org-admin-multi' });
    expect(await screen.findByRole('button', { name: /^Switch organisation/ })).toBeTruthy();
  });

  it('is named by the text it shows, so voice control finds it by what a person sees (none active yet)', async () => {
    goTo('/select-an-organization');
    renderAs(<Header />, { as: 'org-admin-multi' });
    const button = await screen.findByRole('button', { name: /^Switch organisation/ });
    expect(button.getAttribute('aria-label')).toContain(button.textContent!.trim());
  });

  it('posts user_id and org_id; on 201 clears session storage and reloads', async () => {
    goTo('/select-an-organization');
    const nav = watchNavigation();
    const seen = recordRequests();
    sessionStorage.setItem('stale', 'x');
    renderAs(<Header />, { as: 'org-admin-multi' });
    await userEvent.click(await screen.findByRole('button', { name: /^Switch organisation/ }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.length).toBe(3);
    let body: unknown;
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/v3/user/state')) body = await request.clone().json();
    });
    await userEvent.click(items[1]);
    await waitFor(() => expect(nav.reload).toHaveBeenCalledTimes(1));
    expect(requestNames(seen)).toContain('POST v3/user/state');
    expect(body).toEqual({ user_id: 4302, org_id: 703 });
    expect(sessionStorage.getItem('stale')).toBeNull();
  });

  it('only logs an answer other than 201', async () => {
    goTo('/select-an-organization');
    const nav = watchNavigation();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    mockServer.use(http.post('*/wp-json/yuno/v3/user/state', () => HttpResponse.json({ code: 200, message: 'Nothing changed', data: {} })));
    renderAs(<Header />, { as: 'org-admin-multi' });
    await userEvent.click(await screen.findByRole('button', { name: /^Switch organisation/ }));
    await userEvent.click(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]);
    await waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining('200')));
    expect(nav.reload).not.toHaveBeenCalled();
  });
});
