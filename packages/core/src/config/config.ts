/**
 * The page config: `window.yunoConfig`, set by the page (or the WordPress plugin) before the
 * runtime loads. Read once, validated field by field, with defaults, so a missing or
 * mistyped value never breaks a widget.
 */
import { routeOverrides } from '../http/routes';
import { safeUrl } from '../safety/safeUrl';

export type Environment = 'local' | 'stage' | 'production';

/** API base by environment; a page that sets `apiBase` itself wins. */
export const API_BASES: Record<Environment, string> = {
  local: '/wp-json/yuno',
  stage: 'https://stage.yunolearning.com/wp-json/yuno',
  production: 'https://www.yunolearning.com/wp-json/yuno',
};

/** Host of the footer's links by environment (the spec's dev, stage, prod). */
export const SITE_HOSTS: Record<Environment, string> = {
  local: '',
  stage: 'https://stage.yunolearning.com',
  production: 'https://www.yunolearning.com',
};

export interface YunoConfig {
  apiBase: string;
  env: Environment;
  /** 0 means logged out. */
  userId: number;
  token: string;
  /** The page's paths by route name, over the routes' defaults (http/routes.ts). */
  routes: Record<string, string>;
  /** Google sign-in address (or the configured identity login address). */
  loginUrl: string;
  googleClientId: string;
  /** Footer messaging link number, digits only. */
  chatNumber: string;
  notificationBar: { text: string; url: string } | null;
  emptyStateMessage: string;
  /** Request time-out in ms; 0 = none. */
  timeout: number;
  /** The site's wording: English text as a widget renders it → the site's text (see strings/). */
  strings: Record<string, string>;
  /** Host used by the footer's links. */
  siteHost: string;
  /**
   * Answers the page already holds, by path below the API base with its query
   * (`v3/user/info/5`): a widget's first read of each (`useApi`) shows it without a request.
   */
  preload: Map<string, unknown>;
  /** Where the overlays bundle (and the parts built beside it) are; '' = beside the runtime's script. */
  overlaysUrl: string;
}

const DEFAULTS: Omit<YunoConfig, 'routes' | 'preload'> = {
  apiBase: API_BASES.local,
  env: 'local',
  userId: 0,
  token: '',
  loginUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  googleClientId: '',
  chatNumber: '',
  notificationBar: null,
  emptyStateMessage: 'No courses match these filters.',
  timeout: 60_000,
  strings: {},
  siteHost: '',
  overlaysUrl: '',
};

const isEnv = (v: unknown): v is Environment => v === 'local' || v === 'stage' || v === 'production';
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** Validates a raw config object; pure, so it can be tested without a window. */
export function parseConfig(raw: unknown): YunoConfig {
  const input = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const env = isEnv(input.env) ? input.env : DEFAULTS.env;
  const userId = Number(input.userId);
  const timeout = Number(input.timeout);
  const bar = input.notificationBar as Record<string, unknown> | undefined;
  const strings: Record<string, string> = {};
  if (input.strings && typeof input.strings === 'object') {
    for (const [key, value] of Object.entries(input.strings)) if (typeof value === 'string') strings[key] = value;
  }
  return {
    apiBase: str(input.apiBase, API_BASES[env]).replace(/\/+$/, '') || API_BASES[env],
    env,
    userId: Number.isInteger(userId) && userId > 0 ? userId : 0,
    token: str(input.token, ''),
    routes: routeOverrides(input.routes),
    loginUrl: str(input.loginUrl, DEFAULTS.loginUrl),
    googleClientId: str(input.googleClientId, ''),
    chatNumber: str(input.chatNumber, '').replace(/[^\d]/g, ''),
    notificationBar: bar && typeof bar.text === 'string' && bar.text ? { text: bar.text, url: str(bar.url, '') } : null,
    emptyStateMessage: str(input.emptyStateMessage, DEFAULTS.emptyStateMessage),
    timeout: Number.isFinite(timeout) && timeout >= 0 ? timeout : DEFAULTS.timeout,
    strings,
    siteHost: str(input.siteHost, SITE_HOSTS[env]),
    preload: preloadedAnswers(input.preload),
    // A script address: only http(s) or site-relative, like any URL the widgets use.
    overlaysUrl: safeUrl(input.overlaysUrl),
  };
}

/** Only answers shaped like the API's: an object body (a wrong one is then fetched). */
const preloadedAnswers = (raw: unknown) =>
  new Map(Object.entries(raw && typeof raw === 'object' ? raw : {}).filter(([, body]) => body && typeof body === 'object' && !Array.isArray(body)));

let current: YunoConfig | null = null;

/** The page's config, read from `window.yunoConfig` the first time it is asked for. */
export function getConfig(): YunoConfig {
  if (!current) {
    const raw = typeof window !== 'undefined' ? (window as { yunoConfig?: unknown }).yunoConfig : undefined;
    current = parseConfig(raw);
  }
  return current;
}

/** Replaces parts of the config (token refresh, tests). */
export function updateConfig(patch: Partial<YunoConfig>): YunoConfig {
  current = { ...getConfig(), ...patch };
  return current;
}

/** Forgets the parsed config so the next read sees `window.yunoConfig` again (tests, demo). */
export function resetConfig(raw?: unknown): YunoConfig {
  current = raw === undefined ? null : parseConfig(raw);
  return getConfig();
}

export const isLoggedIn = (config: YunoConfig = getConfig()) => config.userId !== 0;
