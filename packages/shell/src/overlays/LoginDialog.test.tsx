import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { events } from '@yuno/core';
import { FIREFOX_UA, goTo, userAgent, watchNavigation } from '../test-support/components';
import { LoginDialog } from './LoginDialog';

serveMockApi();

const stateOf = (url: string) => JSON.parse(new URL(url).searchParams.get('state')!);
// Exact timings: only the test moves the clock, and events are fired synchronously.
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LoginDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    goTo('/ielts/courses/?utm_source=ads');
  });
  afterEach(() => {
    vi.useRealTimers();
    goTo('/');
  });

  it('opens in the asked mode at 360 px, and switches between log in and sign up', () => {
    renderAs(<LoginDialog detail={{ mode: 'signup' }} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign up for Yuno' });
    expect(dialog.getAttribute('data-width')).toBe('360');
    expect(screen.getByRole('link', { name: 'Sign up as an instructor' }).getAttribute('href')).toBe('/ielts/become-an-instructor');
    click('Log in');
    expect(screen.getByRole('dialog', { name: 'Log in to Yuno' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up as an instructor' })).toBeNull();
  });

  it('stores the return path and goes to Google sign-in after 50 ms with a state parameter', () => {
    const nav = watchNavigation();
    renderAs(<LoginDialog detail={{ mode: 'login' }} onClose={() => {}} />, { config: { googleClientId: 'cid-1' } });
    click('Log in with Google');
    expect(sessionStorage.getItem('userState')).toBe('/ielts/courses/?utm_source=ads');
    expect(screen.getByRole('status').textContent).toContain('Taking you to Google sign-in…');
    advance(49);
    expect(nav.go).not.toHaveBeenCalled();
    advance(1);
    expect(nav.go).toHaveBeenCalledTimes(1);
    const url = nav.go.mock.calls[0][0];
    expect(url.startsWith('https://login.test/auth?')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('client_id')).toBe('cid-1');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('redirect_uri')).toBe(`${window.location.origin}/login/`);
    expect(url).toContain(`state=${encodeURIComponent(JSON.stringify(stateOf(url)))}`);
    expect(stateOf(url)).toMatchObject({ redirect_url: '/ielts/courses/?utm_source=ads', mode: 'login', tracking: { utmSource: 'ads' } });
  });

  it('waits 5 s in a Firefox private window', () => {
    userAgent(FIREFOX_UA);
    const nav = watchNavigation();
    renderAs(<LoginDialog detail={{}} onClose={() => {}} />);
    click('Log in with Google');
    advance(4_999);
    expect(nav.go).not.toHaveBeenCalled();
    advance(1);
    expect(nav.go).toHaveBeenCalledTimes(1);
  });

  it('asks for the extra access of a scope variant', () => {
    const nav = watchNavigation();
    renderAs(<LoginDialog detail={{ mode: 'login', scope: 'calendar' } as never} onClose={() => {}} />);
    click('Log in with Google');
    advance(50);
    const url = new URL(nav.go.mock.calls[0][0]);
    expect(url.searchParams.get('scope')).toBe('openid email profile https://www.googleapis.com/auth/calendar');
    expect(stateOf(url.href).scope).toBe('calendar');
  });

  it('on close clears the payment and quiz flags, cancels the redirect and clears the mode after 300 ms', () => {
    const nav = watchNavigation();
    localStorage.setItem('paymentState', '{"course":1}');
    localStorage.setItem('isQuiz', 'true');
    localStorage.setItem('other', 'kept');
    const onClose = vi.fn();
    renderAs(<LoginDialog detail={{ mode: 'signup' }} onClose={onClose} />);
    click('Sign up with Google');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('paymentState')).toBeNull();
    expect(localStorage.getItem('isQuiz')).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    advance(299);
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(nav.go).not.toHaveBeenCalled();
  });

  it('opens again in the new mode when asked while closing', () => {
    const onClose = vi.fn();
    renderAs(<LoginDialog detail={{ mode: 'login' }} onClose={onClose} />);
    click('Close');
    act(() => events.emit('login:request', { mode: 'signup' }));
    expect(screen.getByRole('dialog', { name: 'Sign up for Yuno' })).toBeTruthy();
    advance(1_000);
    expect(onClose).not.toHaveBeenCalled();
  });
});
