import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { learnersTabUrl, setScenario } from '@yuno/mock-api';
import { ToastRegion, getActiveElement } from '@yuno/ui';
import { events } from '@yuno/core';
import { goTo, watchNavigation } from '../test-support/components';
import { mockBoxLayout } from '@yuno/test-support/box-layout';
import { SideMenu } from './SideMenu';

serveMockApi();

/** A phone's window (the stylesheet makes the menu a drawer) or a wide one. */
function mobile(matches: boolean) {
  mockBoxLayout({ 'yuno-side': matches ? 'drawer' : '' });
}

describe('SideMenu', () => {
  afterEach(() => goTo('/'));

  it("is headed 'Learn' for a Learner, with the server's sections and the Account section's profile", async () => {
    goTo('/learner/');
    renderAs(<SideMenu />, { as: 'learner' });
    const nav = await screen.findByRole('navigation', { name: 'Learn' });
    expect(within(nav).getByRole('heading', { name: 'Learn', level: 2 })).toBeTruthy();
    const home = await within(nav).findByRole('link', { name: 'Home' });
    expect(home.getAttribute('href')).toBe('/learner/');
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('heading', { name: 'Account' })).toBeTruthy();
    // Cut with an ellipsis when long: the whole value stays readable in the title.
    expect(within(nav).getByText('Aarav Mehta').title).toBe('Aarav Mehta');
    expect(within(nav).getByText('aarav.mehta@example.com').title).toBe('aarav.mehta@example.com');
    expect(within(nav).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout/');
  });

  it('marks only the page being shown: Home on the instructor page, the tab on one of its tabs', async () => {
    goTo('/instructor/?as=instructor');
    const { unmount } = renderAs(<SideMenu />, { as: 'instructor' });
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My Learners' }).getAttribute('aria-current')).toBeNull();
    unmount();

    goTo(learnersTabUrl('groups'));
    renderAs(<SideMenu />, { as: 'instructor' });
    // The group holding the current page is open.
    expect((await screen.findByRole('button', { name: 'My Learners: more pages' })).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'My Groups' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current'))
        .map((link) => link.textContent),
    ).toEqual(['My Groups']);
  });

  it("is headed 'Insights' for everyone else", async () => {
    renderAs(<SideMenu />, { as: 'instructor' });
    expect(await screen.findByRole('navigation', { name: 'Insights' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Schedule' })).toBeTruthy();
  });

  it("hides when the page's header turns the side menu off, whichever mounts first", async () => {
    const { Header } = await import('../header/Header');
    renderAs(
      <>
        <SideMenu />
        <Header showSideMenu={false} />
      </>,
      { as: 'learner' },
    );
    await screen.findByRole('button', { name: /^Account: / });
    expect(screen.queryByRole('navigation', { name: 'Learn' })).toBeNull();
    events.emit('side-menu:visibility', { visible: true });
    expect(await screen.findByRole('navigation', { name: 'Learn' })).toBeTruthy();
  });

  it('renders nothing for a visitor', () => {
    const { container } = renderAs(<SideMenu />);
    expect(container.textContent).toBe('');
  });

  it('expands sub-items (disclosure)', async () => {
    renderAs(<SideMenu />, { as: 'learner' });
    const toggle = await screen.findByRole('button', { name: 'My Courses: more pages' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Past' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Past' }).getAttribute('href')).toBe('/learner-courses/?tab=past');
  });

  it("Generate Code creates a learner's referral code, then shows it", async () => {
    renderAs(<SideMenu />, { as: 'learner' });
    const item = await screen.findByRole('button', { name: 'Generate Code' });
    await userEvent.click(item);
    expect(await screen.findByText("You don't have a referral code yet.")).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Generate Code' })[1]);
    const field = await screen.findByRole('textbox', { name: 'Your referral code' });
    expect((field as HTMLInputElement).value).toBe('AARAV4101');
  });

  it('moves keyboard focus from Generate Code to the new code that replaces it', async () => {
    renderAs(<SideMenu />, { as: 'learner' });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
    const generate = (await screen.findAllByRole('button', { name: 'Generate Code' }))[1];
    generate.focus();
    await userEvent.keyboard('{Enter}');
    const field = await screen.findByRole('textbox', { name: 'Your referral code' });
    expect(document.activeElement).toBe(field);
  });

  it('keeps keyboard focus on Generate Code when generating fails', async () => {
    setScenario('generateReferralCode', 'fail');
    const seen = vi.fn();
    renderAs(<SideMenu />, { as: 'learner' });
    events.on('toast', seen);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
    const generate = (await screen.findAllByRole('button', { name: 'Generate Code' }))[1];
    generate.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(seen).toHaveBeenCalled());
    await waitFor(() => expect(generate.getAttribute('aria-busy')).toBeNull());
    // The same button, still focused: it was never replaced.
    expect(document.activeElement).toBe(generate);
  });

  it("shows an instructor's code directly", async () => {
    renderAs(<SideMenu />, { as: 'instructor' });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
    expect(((await screen.findByRole('textbox', { name: 'Your referral code' })) as HTMLInputElement).value).toBe('PRIYA4201');
  });

  it("shows the server's message in a 5 s danger toast when generating fails", async () => {
    setScenario('generateReferralCode', 'fail');
    const seen = vi.fn();
    renderAs(
      <>
        <SideMenu />
        <ToastRegion />
      </>,
      { as: 'learner' },
    );
    events.on('toast', seen);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Generate Code' }))[1]);
    // The mock's failure answer carries the message 'The server could not finish this request.'.
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ message: 'The server could not finish this request.', tone: 'danger', duration: 5000 }));
    expect(within(await screen.findByRole('alert')).getByText('The server could not finish this request.')).toBeTruthy();
  });

  it('collapses to a mini menu, kept for the session', async () => {
    const first = renderAs(<SideMenu />, { as: 'learner' });
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse the menu' }));
    expect(sessionStorage.getItem('sidebarCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand the menu' }).getAttribute('aria-expanded')).toBe('false');
    first.unmount();
    renderAs(<SideMenu />, { as: 'learner' });
    expect(await screen.findByRole('button', { name: 'Expand the menu' })).toBeTruthy();
    // Mini: the labels stay as accessible names.
    expect(await screen.findByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('is reduced on mobile whatever was stored, and opens as a drawer closed by Escape', async () => {
    mobile(true);
    sessionStorage.setItem('sidebarCollapsed', 'false');
    renderAs(<SideMenu />, { as: 'learner' });
    const toggle = await screen.findByRole('button', { name: 'Open the menu: Learn' });
    expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(toggle);
    expect(await screen.findByRole('navigation', { name: 'Learn' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('navigation'), { key: 'Escape' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the menu: Learn' }));
  });

  it('as a drawer, is a native modal dialog: Tab wraps inside, Escape returns to the toggle', async () => {
    mobile(true);
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    // As on the page: the widget in a shadow root, the rest of the page outside it.
    const behind = document.body.appendChild(document.createElement('button'));
    const host = document.body.appendChild(document.createElement('div'));
    const container = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    try {
      renderAs(<SideMenu />, { as: 'learner', container });
      const q = within(container);
      await userEvent.click(await q.findByRole('button', { name: 'Open the menu: Learn' }));
      const dialog = q.getByRole('dialog', { name: 'Learn' });
      // Opened with showModal(): the browser makes the page behind inert, to screen readers too
      // (jsdom has no inert; the browser tests check it).
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal.mock.contexts).toEqual([dialog]);
      const close = within(dialog).getByRole('button', { name: 'Close the menu' });
      const logout = await within(dialog).findByRole('link', { name: 'Logout' });

      logout.focus();
      await userEvent.tab();
      expect(getActiveElement()).toBe(close);
      await userEvent.tab({ shift: true });
      expect(getActiveElement()).toBe(logout);

      logout.focus();
      await userEvent.keyboard('{Escape}');
      expect(q.queryByRole('dialog')).toBeNull();
      expect(q.queryByRole('navigation')).toBeNull();
      expect(getActiveElement()).toBe(q.getByRole('button', { name: 'Open the menu: Learn' }));
      // Closed, it traps nothing.
      behind.focus();
      expect(document.activeElement).toBe(behind);
    } finally {
      host.remove();
      behind.remove();
    }
  });

  it('as a drawer, closes on a click on its backdrop, focus back on the toggle', async () => {
    mobile(true);
    const { container } = renderAs(<SideMenu />, { as: 'learner' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu: Learn' }));
    await screen.findByRole('link', { name: 'Logout' });
    await userEvent.click(container.querySelector('.yuno-side__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the menu: Learn' }));
  });

  it('as a drawer, closes when the browser closes its dialog (a back gesture), focus back on the toggle', async () => {
    mobile(true);
    renderAs(<SideMenu />, { as: 'learner' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the menu: Learn' }));
    const dialog = screen.getByRole('dialog', { name: 'Learn' }) as HTMLDialogElement;
    dialog.close();
    fireEvent(dialog, new Event('close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open the menu: Learn' }));
  });

  it('on wide screens is part of the page: no dialog, Tab moves on past it', async () => {
    renderAs(
      <>
        <SideMenu />
        <button type="button">Next on the page</button>
      </>,
      { as: 'learner' },
    );
    const logout = await screen.findByRole('link', { name: 'Logout' });
    expect(screen.queryByRole('dialog')).toBeNull();
    logout.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next on the page' }));
    screen.getByRole('button', { name: 'Next on the page' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next on the page' }));
  });

  it('sends a pending learner to /sign-up unless the stored user state is this page', async () => {
    const nav = watchNavigation();
    goTo('/learner/');
    sessionStorage.setItem('userState', '/learner/');
    const first = renderAs(<SideMenu />, { as: 'learner-pending' });
    await screen.findByRole('navigation', { name: 'Learn' });
    await new Promise((r) => setTimeout(r, 100));
    expect(nav.go).not.toHaveBeenCalled();
    first.unmount();
    sessionStorage.setItem('userState', '/elsewhere/');
    renderAs(<SideMenu />, { as: 'learner-pending' });
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/sign-up'));
  });
});
