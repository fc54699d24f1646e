/**
 * Fixtures for the browser tests against the local WordPress: the theme of the project
 * (classic or block, picked per visitor by the local site's `yuno_theme` cookie), logging
 * in as a demo user, and what the page asked of the plugin's bundles and the mock API.
 */
import type { Cookie, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '../support';
import { axe } from '../axe';
import { widgetNames } from '../../scripts/widget-registry';

export { expect };
export { widget } from '../support';

export { axe, axeFrame, PAGE_RULES } from '../axe';

/**
 * What axe finds in a theme's own markup, on a page without widgets too: a core issue, not the
 * plugin's. twentytwentyfour (WordPress 6.5) shows visitors a header navigation whose list holds
 * more than `<li>` items. themeAxe leaves exactly these findings out; the page-without-widgets
 * test expects exactly them, so the list fails as soon as the theme changes.
 */
export const THEME_FINDINGS: Record<string, string[]> = {
  twentytwentyfour: [
    'list: <ul> and <ol> must only directly contain <li>, <script> or <template> elements (.is-responsive.items-justified-right.wp-block-navigation__container)',
  ],
};

/** axe on a whole front-end page, less the theme's own known findings. */
export async function themeAxe(page: Page, theme: string): Promise<string[]> {
  const known = THEME_FINDINGS[theme] ?? [];
  return (await axe(page)).filter((finding) => !known.includes(finding));
}

export const wpUrl = () => process.env.YUNO_WP_URL || 'http://127.0.0.1:5303';
export const mockUrl = () => process.env.YUNO_MOCK_URL || 'http://127.0.0.1:5304';

/** Every widget of the embed contract. */
export const WIDGETS = widgetNames();

export const test = base.extend<{ theme: string; traffic: { bundles: string[]; api: { path: string; status: number }[] } }>({
  theme: ['twentytwentyone', { option: true }],
  page: async ({ page, theme }, use) => {
    await page.context().addCookies([{ name: 'yuno_theme', value: theme, url: wpUrl() }]);
    await use(page);
  },
  traffic: async ({ page }, use) => {
    const traffic = { bundles: [] as string[], api: [] as { path: string; status: number }[] };
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.includes('/wp-content/plugins/yuno-widgets/build/widgets/')) traffic.bundles.push(url.pathname.split('/').pop()! + url.search);
      if (url.origin === mockUrl() && url.pathname.startsWith('/wp-json/yuno/') && response.request().method() !== 'OPTIONS') {
        traffic.api.push({ path: url.pathname.slice('/wp-json/yuno/'.length), status: response.status() });
      }
    });
    await use(traffic);
  },
});

/**
 * Where the setup project (login.setup.ts) keeps each demo user's session. WordPress keeps a
 * user's sessions in one user-meta row that each login reads and rewrites: two tests logging
 * in as the same user at once can lose one session (then the next admin page asks to log in
 * again, `reauth=1`). So each user logs in once, before the tests, and the tests share it.
 */
export const sessionFile = (user: string) => join(process.cwd(), '.cache', 'wordpress-sessions', `${user}.json`);

/** The users the tests log in as (demo logins and the admin share the password `password`). */
export const LOGINS = ['admin', 'instructor'] as const;

/** Logs in through wp-login.php's form. */
export async function logInWithForm(page: Page, user: string) {
  await page.goto('/wp-login.php');
  const username = page.getByLabel('Username or Email Address');
  // wp-login.php focuses and selects this field 200 ms after load: typing before that lands in
  // the wrong field (seen once: the password in the username, the password left empty).
  await expect(username).toBeFocused();
  await username.fill(user);
  await page.getByLabel('Password', { exact: true }).fill('password');
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php')), page.getByRole('button', { name: 'Log In' }).click()]);
}

/** Logs the page in as a demo user, with the session the setup project made for that user. */
export async function logIn(page: Page, user: (typeof LOGINS)[number]) {
  const { cookies } = JSON.parse(readFileSync(sessionFile(user), 'utf8')) as { cookies: Cookie[] };
  await page.context().addCookies(cookies);
}
