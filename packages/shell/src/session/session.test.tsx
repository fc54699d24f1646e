import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer, recordRequests, renderAs, requestNames, serveMockApi } from '@yuno/test-support';
import { demoUsers, setScenario } from '@yuno/mock-api';
import { events, getConfig } from '@yuno/core';
import { goTo, watchNavigation } from '../test-support/components';
import { Header } from '../header/Header';
import { SideMenu } from '../side-menu/SideMenu';

serveMockApi();

afterEach(() => {
  vi.useRealTimers();
  goTo('/');
});

describe('redirect rules', () => {
  it('sends a de-active instructor to /account-disabled, unless already there', async () => {
    goTo('/instructor/');
    const nav = watchNavigation();
    const first = renderAs(<Header />, { as: 'instructor-deactive' });
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/account-disabled'));
    first.unmount();
    nav.go.mockClear();
    goTo('/account-disabled');
    renderAs(<Header />, { as: 'instructor-deactive' });
    await screen.findByRole('button', { name: /^Account: / });
    await new Promise((r) => setTimeout(r, 100));
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('sends a pending learner to /sign-up', async () => {
    goTo('/learner/');
    const nav = watchNavigation();
    renderAs(<Header />, { as: 'learner-pending' });
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/sign-up'));
  });

  it('skips the sign-up redirect on the sign-up page and when a skip or payment flag is stored', async () => {
    const nav = watchNavigation();
    for (const setup of [() => goTo('/sign-up'), () => localStorage.setItem('skipSignUp', 'true'), () => localStorage.setItem('paymentState', '{}')]) {
      goTo('/learner/');
      localStorage.clear();
      setup();
      const view = renderAs(<Header />, { as: 'learner-pending' });
      await screen.findByRole('button', { name: /^Account: / });
      await new Promise((r) => setTimeout(r, 120));
      view.unmount();
    }
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('on a page with the header and the side menu, a stored skip-sign-up flag keeps a pending learner there; so does a stored user state naming the page', async () => {
    const nav = watchNavigation();
    for (const setup of [() => localStorage.setItem('skipSignUp', 'true'), () => sessionStorage.setItem('userState', '/learner/')]) {
      goTo('/learner/');
      localStorage.clear();
      sessionStorage.clear();
      setup();
      const view = renderAs(
        <>
          <Header />
          <SideMenu />
        </>,
        { as: 'learner-pending' },
      );
      await screen.findByRole('button', { name: /^Account: / });
      await screen.findByRole('navigation', { name: 'Learn' });
      // Both rules redirect 50 ms after user info: three times that has passed.
      await new Promise((r) => setTimeout(r, 150));
      view.unmount();
    }
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('sends an org-admin with several organisations and none active to /select-an-organization, remembering the page', async () => {
    goTo('/learner/?x=1');
    const nav = watchNavigation();
    renderAs(<Header />, { as: 'org-admin-multi' });
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/select-an-organization'));
    expect(sessionStorage.getItem('userState')).toBe('/learner/?x=1');
  });

  it("makes an org-admin's only organisation the active one and loads its menu", async () => {
    const nav = watchNavigation();
    const seen = recordRequests();
    renderAs(<Header />, { as: 'org-admin' });
    expect(await screen.findByRole('button', { name: /^Manage / })).toBeTruthy();
    expect(requestNames(seen)).toContain('POST v3/user/state');
    expect(requestNames(seen)).toContain('GET v4/menus/4301/701');
    expect(requestNames(seen)).not.toContain('GET v4/menus/4301/0');
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('sends an org-admin without organisations to /create-organization-account', async () => {
    const nav = watchNavigation();
    const info = { ...demoUsers['org-admin'].info!, has_org: false, org_id: [] };
    mockServer.use(http.get('*/wp-json/yuno/v3/user/info/:id', () => HttpResponse.json({ code: 200, message: 'ok', data: info })));
    renderAs(<Header />, { as: 'org-admin' });
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/create-organization-account'));
  });
});

describe('token refresh loop', () => {
  const fake = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });

  it('refreshes a token with 10 minutes or fewer left, and every widget uses the new one', async () => {
    fake();
    const seen = recordRequests();
    const changed = vi.fn();
    const auth: string[] = [];
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/expire/time')) auth.push(request.headers.get('authorization') ?? '');
    });
    renderAs(<Header />, { as: 'learner', config: { token: 'demo-token-learner-expiring' } });
    events.on('token:changed', changed);
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    const token = changed.mock.calls[0][0].token as string;
    expect(token).toMatch(/^demo-token-learner-r\d+$/);
    expect(getConfig().token).toBe(token);
    expect(requestNames(seen).filter((r) => r.startsWith('POST v1/google/refresh/token'))).toHaveLength(1);
    // The expiry is read again with the new token, a minute after the first reading.
    expect(auth).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(auth).toHaveLength(2));
    expect(auth).toEqual(['Bearer demo-token-learner-expiring', `Bearer ${token}`]);
  });

  it('waits (minutes − 10) minutes before reading the expiry again', async () => {
    fake();
    const seen = recordRequests();
    renderAs(<Header />, { as: 'learner' });
    const reads = () => requestNames(seen).filter((r) => r.startsWith('POST v1/user/expire/time')).length;
    await waitFor(() => expect(reads()).toBe(1));
    // The demo token has 58 minutes left: the next reading is 48 minutes later.
    await act(() => vi.advanceTimersByTimeAsync(47 * 60_000));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('opens Session Expired when the refresh fails', async () => {
    setScenario('tokenRefresh', 'fail');
    const expired = vi.fn();
    renderAs(<Header />, { as: 'learner', config: { token: 'demo-token-learner-expiring' } });
    events.on('session:expired', expired);
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
  });

  it('opens Session Expired when the token is not valid any more', async () => {
    const expired = vi.fn();
    renderAs(<Header />, { as: 'learner', config: { token: 'revoked' } });
    events.on('session:expired', expired);
    await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
  });

  it('opens Session Expired once and stops reading, for HTTP 401 as for 401 in the body', async () => {
    fake();
    const answers = {
      'HTTP 401': () => HttpResponse.json({ code: 'rest_not_logged_in', message: 'You are not currently logged in.', data: { status: 401 } }, { status: 401 }),
      'code 401 in the body': () => HttpResponse.json({ code: 401, message: 'Unauthorized', data: null }),
    };
    for (const [what, answer] of Object.entries(answers)) {
      mockServer.use(http.post('*/wp-json/yuno/v1/user/expire/time', answer));
      const seen = recordRequests();
      const expired = vi.fn();
      const view = renderAs(<Header />, { as: 'learner' });
      const off = events.on('session:expired', expired);
      await waitFor(() => expect(expired, what).toHaveBeenCalledTimes(1));
      await act(() => vi.advanceTimersByTimeAsync(30 * 60_000));
      expect(expired, what).toHaveBeenCalledTimes(1);
      expect(
        requestNames(seen).filter((r) => r.startsWith('POST v1/user/expire/time')),
        what,
      ).toHaveLength(1);
      off();
      view.unmount();
    }
  });

  it('does not run for a visitor', async () => {
    const seen = recordRequests();
    renderAs(<Header />);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(requestNames(seen).some((r) => r.includes('expire/time'))).toBe(false);
  });
});
