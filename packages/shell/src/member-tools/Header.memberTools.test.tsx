/**
 * The signed-in header's tools arrive as a part (loadMemberTools): visitors never fetch it;
 * a signed-in person's header fetches it at once, shows its loader until it arrives (then the
 * whole header at once), and when it cannot be had keeps Logout reachable and offers Retry.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordRequests, renderAs, requestsTo, serveMockApi } from '@yuno/test-support';
import { events, ROUTES } from '@yuno/core';
import * as tools from '../parts/header-member-tools';
import { goTo, watchNavigation } from '../test-support/components';
import { Header } from '../header/Header';

const { loadMemberTools } = vi.hoisted(() => ({ loadMemberTools: vi.fn() }));
vi.mock('./loadMemberTools', () => ({ loadMemberTools }));

serveMockApi();
const requests = recordRequests();
beforeEach(() => {
  loadMemberTools.mockReset();
});

const banner = () => screen.getByRole('banner');

describe('header: the signed-in tools arrive later', () => {
  it('is not fetched for a visitor', async () => {
    renderAs(<Header />, { as: 'visitor' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(loadMemberTools).not.toHaveBeenCalled();
  });

  it('is fetched at once for a signed-in person; the loading header stays until it arrives, then the whole header shows', async () => {
    let arrive!: () => void;
    loadMemberTools.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(tools))));
    renderAs(<Header />, { as: 'org-admin-multi' });
    // Requested while user info is still loading, not after it.
    expect(loadMemberTools).toHaveBeenCalledTimes(1);
    // User info is in and the role's menu asked for, without waiting for the tools: the header
    // still shows its loader, never a bar whose account button comes later.
    await waitFor(() => expect(requestsTo(requests, '/menus/')).toHaveLength(1));
    expect(within(banner()).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(within(banner()).queryByRole('navigation')).toBeNull();
    await act(async () => arrive());
    expect(await within(banner()).findByRole('button', { name: /^Account: / })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: /^Switch organisation/ })).toBeTruthy();
    expect(within(banner()).getByRole('navigation')).toBeTruthy();
    expect(within(banner()).queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(loadMemberTools).toHaveBeenCalledTimes(1);
  });

  it('keeps Logout reachable and offers Retry when the tools cannot be fetched; Retry brings them', async () => {
    const user = userEvent.setup();
    loadMemberTools.mockRejectedValue(new Error('offline'));
    renderAs(<Header />, { as: 'instructor' });
    // The signed-in header replaces the loading one once user info is in.
    await screen.findByRole('navigation');
    const logout = await within(banner()).findByRole('link', { name: 'Logout' });
    expect(logout.getAttribute('href')).toBe(ROUTES.logout);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Your account menu couldn't be loaded.");
    loadMemberTools.mockResolvedValue(tools);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(banner()).findByRole('button', { name: /^Account: / })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Invite link' })).toBeTruthy();
    expect(within(banner()).queryByRole('link', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('brings the signed-in session rules: a pending learner is sent to sign-up once it arrives, not before', async () => {
    goTo('/learner/');
    const nav = watchNavigation();
    let arrive!: () => void;
    loadMemberTools.mockReturnValue(new Promise((resolve) => (arrive = () => resolve(tools))));
    renderAs(<Header />, { as: 'learner-pending' });
    await waitFor(() => expect(events.last('user:loaded')?.user).toBeTruthy());
    // The rule's own delay (50 ms) passes three times over without the part.
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(nav.go).not.toHaveBeenCalled();
    await act(async () => arrive());
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/sign-up'));
    goTo('/');
  });
});
