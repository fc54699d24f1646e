/**
 * The Google sign-in address (spec 1 §4): the configured login address with Google's usual
 * parameters and a `state` carrying where to come back to. A scope variant asks for more
 * access (calendar, admin reports, drive or contacts).
 */
import type { SignInTrackingPayload } from '@yuno/core';

export type LoginMode = 'login' | 'signup';
export type ScopeVariant = 'calendar' | 'adminReports' | 'drive' | 'contacts';

export const BASE_SCOPES = ['openid', 'email', 'profile'] as const;

export const SCOPE_VARIANTS: Record<ScopeVariant, string> = {
  calendar: 'https://www.googleapis.com/auth/calendar',
  adminReports: 'https://www.googleapis.com/auth/admin.reports.audit.readonly',
  drive: 'https://www.googleapis.com/auth/drive.file',
  contacts: 'https://www.googleapis.com/auth/contacts.readonly',
};

export const isScopeVariant = (v: unknown): v is ScopeVariant => typeof v === 'string' && v in SCOPE_VARIANTS;

export function scopeFor(variant?: ScopeVariant): string {
  return [...BASE_SCOPES, ...(variant ? [SCOPE_VARIANTS[variant]] : [])].join(' ');
}

export interface LoginState {
  /** Site-relative path and query to return to. */
  redirect_url: string;
  mode: LoginMode;
  scope?: ScopeVariant;
  tracking?: Partial<SignInTrackingPayload>;
}

export interface LoginUrlOptions {
  /** Already sanitised. */
  loginUrl: string;
  clientId: string;
  /** Where Google sends the answer (the site's login route). */
  redirectUri: string;
  state: LoginState;
  /** 'select_account' shows Google's account chooser (Switch account). */
  prompt?: string;
}

export function buildLoginUrl({ loginUrl, clientId, redirectUri, state, prompt }: LoginUrlOptions): string {
  const params: Array<[string, string]> = [
    ['client_id', clientId],
    ['response_type', 'code'],
    ['scope', scopeFor(state.scope)],
    ['redirect_uri', redirectUri],
    ['access_type', 'offline'],
  ];
  if (prompt) params.push(['prompt', prompt]);
  params.push(['state', JSON.stringify(state)]);
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}${query}`;
}

const TRACKED_QUERY: Array<[string, keyof SignInTrackingPayload]> = [
  ['utm_source', 'utmSource'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_medium', 'utmMedium'],
  ['utm_term', 'utmTerm'],
  ['adgroupid', 'adGroupID'],
  ['utm_content', 'adContent'],
  ['gclid', 'gclid'],
];

/** The sign-in tracking fields this page knows: where the visitor landed and the ad parameters. */
export function trackingFor(path: string, search: string, title: string): Partial<SignInTrackingPayload> {
  const query = new URLSearchParams(search);
  const tracking: Partial<SignInTrackingPayload> = { landing_page: { url: path, title } };
  for (const [param, field] of TRACKED_QUERY) {
    const value = query.get(param);
    if (value) (tracking as Record<string, unknown>)[field] = value;
  }
  return tracking;
}

/** Firefox private windows have no service workers; the sign-in redirect waits longer there. */
export function isFirefoxPrivateWindow(nav: Pick<Navigator, 'userAgent'>): boolean {
  return /firefox\//i.test(nav.userAgent) && !('serviceWorker' in nav);
}
