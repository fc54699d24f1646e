import { describe, expect, it } from 'vitest';
import { buildLoginUrl, isFirefoxPrivateWindow, scopeFor, trackingFor } from './loginUrl';

describe('buildLoginUrl', () => {
  const base = {
    loginUrl: 'https://accounts.example/auth',
    clientId: 'client-1',
    redirectUri: 'https://site.example/login/',
    state: { redirect_url: '/search/?state=%7B%7D&x=1', mode: 'login' as const },
  };

  it("adds Google's parameters and the state as encoded JSON", () => {
    const url = new URL(buildLoginUrl(base));
    expect(url.origin + url.pathname).toBe('https://accounts.example/auth');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe('https://site.example/login/');
    expect(JSON.parse(url.searchParams.get('state')!)).toEqual(base.state);
    expect(buildLoginUrl(base)).toContain(`state=${encodeURIComponent(JSON.stringify(base.state))}`);
  });

  it('appends to a login address that already has a query, and passes a prompt', () => {
    const url = buildLoginUrl({ ...base, loginUrl: '/demo-login/?a=1', prompt: 'select_account' });
    expect(url.startsWith('/demo-login/?a=1&client_id=')).toBe(true);
    expect(new URLSearchParams(url.split('?')[1]).get('prompt')).toBe('select_account');
  });

  it('adds the access of a scope variant', () => {
    expect(scopeFor('calendar')).toBe('openid email profile https://www.googleapis.com/auth/calendar');
    expect(scopeFor('contacts')).toContain('contacts.readonly');
    const url = new URL(buildLoginUrl({ ...base, state: { ...base.state, scope: 'drive' } }));
    expect(url.searchParams.get('scope')).toContain('auth/drive');
  });
});

describe('trackingFor', () => {
  it('records the landing page and the ad parameters present', () => {
    expect(trackingFor('/ielts', '?utm_source=ads&gclid=g1&other=x', 'IELTS')).toEqual({
      landing_page: { url: '/ielts', title: 'IELTS' },
      utmSource: 'ads',
      gclid: 'g1',
    });
  });
});

describe('isFirefoxPrivateWindow', () => {
  const ff = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
  it('is true for Firefox without service workers only', () => {
    expect(isFirefoxPrivateWindow({ userAgent: ff })).toBe(true);
    expect(isFirefoxPrivateWindow({ userAgent: ff, serviceWorker: {} } as unknown as Navigator)).toBe(false);
    expect(isFirefoxPrivateWindow({ userAgent: 'Mozilla/5.0 Chrome/130.0' })).toBe(false);
  });
});
