/**
 * The three shell widgets on one page, with the runtime's overlay host: one user-info
 * request for all of them, 403 opening the unauthorised dialog once, the session-expired
 * dialog from the token loop.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asUser, Fresh, recordRequests, renderAs, requestNames, serveMockApi } from '@yuno/test-support';
import { events, resetUnauthorised, toast } from '@yuno/core';
import { startOverlayHost } from '@yuno/runtime';
import { setScenario } from '@yuno/mock-api';
import { goTo, watchNavigation } from './test-support/components';
import { Header } from './header/Header';
import { SideMenu } from './side-menu/SideMenu';
import { Footer } from './footer/Footer';
import './widgets/overlays';

serveMockApi();

const overlayHost = async () => {
  const host = await waitFor(() => {
    const root = document.querySelector('[data-yuno-overlay-host]')?.shadowRoot;
    const box = root ? (Array.from(root.children).find((el) => el.tagName === 'DIV') as HTMLElement | undefined) : undefined;
    if (!box) throw new Error('no overlay host yet');
    return box;
  });
  return within(host);
};

const page = () => (
  <>
    <Header />
    <SideMenu />
    <Footer />
  </>
);

afterEach(() => {
  goTo('/');
});

describe('the shell on one page', () => {
  it('makes one user-info request for the header, the side menu and the footer, and no request twice', async () => {
    goTo('/instructor/');
    const seen = recordRequests();
    renderAs(page(), { as: 'instructor' });
    await screen.findByRole('navigation', { name: 'Insights' });
    await screen.findByRole('navigation', { name: 'Courses' });
    await screen.findByRole('textbox', { name: 'Referral code' });
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Code' }));
    await screen.findByRole('textbox', { name: 'Your referral code' });
    const gets = requestNames(seen).filter((r) => r.startsWith('GET '));
    expect(gets.filter((r) => r.startsWith('GET v3/user/info/'))).toEqual(['GET v3/user/info/4201']);
    expect(new Set(gets).size).toBe(gets.length);
  });

  it('opens the unauthorised dialog once however many calls answer 403, and still shows the page', async () => {
    setScenario('sidebarMenu', 'http403');
    setScenario('footer', 'http403');
    setScenario('headerMenuForRole', 'http403');
    events.reset();
    resetUnauthorised();
    startOverlayHost();
    // The host is up before the page's requests, as on a page where it already showed a toast.
    toast('Welcome back');
    const host = await overlayHost();
    await new Promise((resolve) => setTimeout(resolve, 300));
    asUser('learner');
    render(page(), { wrapper: Fresh });
    expect(await host.findByRole('dialog', { name: 'Not authorised' })).toBeTruthy();
    await screen.findByRole('button', { name: /^Account: / });
    await screen.findByText("The footer links couldn't be loaded.");
    expect(host.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(host.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(host.queryByRole('dialog')).toBeNull());
  });

  it('opens Session Expired when the token cannot be refreshed; closing it logs out', async () => {
    // Same page bus as the test before: the overlay host keeps listening.
    setScenario('tokenRefresh', 'fail');
    const nav = watchNavigation();
    asUser('learner', { token: 'demo-token-learner-expiring' });
    render(page(), { wrapper: Fresh });
    const host = await overlayHost();
    const dialog = await host.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Your session has been expired. Please login again to resume your session.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(nav.go).toHaveBeenCalledWith('/logout');
    vi.restoreAllMocks();
  });
});
