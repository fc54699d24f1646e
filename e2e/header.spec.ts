/**
 * The shell of every page on the demo, from the production bundles: the header (public and
 * logged in), the login dialog and its Google redirect, the header search, the organisation
 * switcher, the referral code, the redirect rules, the side menu and the footer.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, openDemo, widget, axe, baseUrl, requestsTo } from './support';
import { ANDROID_PHONE } from './layout-shift';

// axe on pages with several widgets takes a few seconds on a small machine.
test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => widget(page, 'header');

test('a visitor opens the login dialog and is sent to Google sign-in with a state parameter', async ({ page }) => {
  await openDemo(page, '/?utm_source=newsletter');
  await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await header(page).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in to Yuno' });
  await expect(dialog).toBeVisible();
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(360);
  expect(await axe(page)).toEqual([]);

  // Stop at Google's door: the demo's stand-in sign-in page.
  const signIn = page.waitForRequest((request) => request.url().startsWith(`${baseUrl()}/demo-login/`));
  await dialog.getByRole('button', { name: 'Log in with Google' }).click();
  const url = new URL((await signIn).url());
  expect(url.searchParams.get('client_id')).toBe('demo-client-id');
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('scope')).toBe('openid email profile');
  expect(url.searchParams.get('redirect_uri')).toBe(`${baseUrl()}/login/`);
  const state = JSON.parse(url.searchParams.get('state')!);
  expect(state).toMatchObject({ redirect_url: '/?utm_source=newsletter&as=visitor', mode: 'login', tracking: { utmSource: 'newsletter' } });

  // The stand-in sends the chosen user back to where they were.
  await page.getByRole('link', { name: 'Continue as learner', exact: true }).click();
  await expect(page).toHaveURL(/\/\?utm_source=newsletter&as=learner$/);
  await expect(header(page).getByRole('button', { name: /^Account: Aarav Mehta/ })).toBeVisible();
});

test('the Explore menu shows its groups by name, and keeps the focused subject in view on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openDemo(page, '/');
  // At phone widths the header's links sit behind its Menu button.
  await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
  const explore = header(page).getByRole('button', { name: 'Explore' });
  await explore.focus();
  await page.keyboard.press('Enter');
  const menu = header(page).getByRole('menu', { name: 'Explore' });
  for (const group of ['Test Preparation', 'Languages', 'Professional Skills', 'Learning for Kids']) {
    await expect(menu.getByRole('group', { name: group })).toBeVisible();
  }
  await page.keyboard.press('End');
  const last = menu.getByRole('menuitem').last();
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  expect(await axe(page)).toEqual([]);
});

test('the sign-up mode, closing, and Book a Demo Class work from the keyboard', async ({ page }) => {
  await openDemo(page, '/');
  await header(page).getByRole('button', { name: 'Sign up' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign up for Yuno' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Sign up as an instructor' })).toHaveAttribute('href', '/ielts/become-an-instructor');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Sign up' })).toBeFocused();

  await header(page).getByRole('button', { name: 'Book a Demo Class' }).click();
  const demo = page.getByRole('dialog', { name: 'Book a Demo Class' });
  await expect(demo.getByRole('option', { name: 'IELTS' })).toBeAttached();
  await demo.getByRole('button', { name: 'Continue' }).click();
  await expect(demo.getByText('This field is required')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  // Picking a category goes to its landing page (no Continue needed).
  await demo.getByRole('combobox', { name: 'Subject category' }).selectOption({ label: 'IELTS' });
  await expect(page).toHaveURL(/\/for-ads\/ielts\/$/);
});

test('a learner searches a category from the header and lands on /search/?state=…', async ({ page }) => {
  await openDemo(page, '/', { as: 'learner' });
  const search = header(page).getByRole('combobox', { name: 'Search courses' });
  await expect(search).toHaveAttribute('placeholder', 'Search...');
  await search.fill('iel');
  const categories = header(page).getByRole('group', { name: 'Categories', exact: true });
  await expect(categories).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await categories.getByRole('option', { name: /^IELTS/ }).click();
  await expect(page).toHaveURL(/\/search\/\?state=/);
  const state = JSON.parse(new URL(page.url()).searchParams.get('state')!);
  expect(state).toMatchObject({ category: [101], limit: 20, offset: 0, price: { code: 'INR', min: 0, max: 120000 } });
  await expect(page.getByRole('heading', { level: 1, name: 'Online courses' })).toBeVisible();
  await expect(page.locator('[data-yuno-widget="course-search"]')).toHaveAttribute('data-yuno-mounted', 'ok');
  expect(await axe(page)).toEqual([]);
});

test('a failed suggestion lookup is asked again when the same text comes back, not 30 s later', async ({ page }) => {
  await openDemo(page, '/', { as: 'learner', mock: { courseSuggestions: 'fail' } });
  const search = header(page).getByRole('combobox', { name: 'Search courses' });
  const failed = header(page).locator('.yuno-combobox__message', { hasText: 'Suggestions could not be loaded. Keep typing to try again.' });
  await search.fill('ielts');
  await expect(failed).toBeVisible();
  await page.context().clearCookies({ name: 'yuno-mock' });
  // Another word (its answer comes), then back to the one that failed.
  const other = page.waitForResponse((response) => response.url().includes('v4/courses/suggestions') && response.url().includes('ieltsx'));
  await search.fill('ieltsx');
  await other;
  await expect(failed).toBeHidden();
  await search.fill('ielts');
  await expect(header(page).getByRole('group', { name: 'Categories', exact: true })).toBeVisible();
});

test('the header search refuses a search without a pick, without moving the page', async ({ page }) => {
  await openDemo(page, '/', { as: 'learner' });
  const search = header(page).getByRole('combobox', { name: 'Search courses' });
  const heading = page.getByRole('heading', { level: 1 });
  // The signed-in header shows whole, once its tools are in: measure that one, not its loader.
  await expect(search).toBeVisible();
  const before = { bar: (await header(page).getByRole('banner').boundingBox())!.height, heading: (await heading.boundingBox())!.y };
  await search.fill('zz');
  await search.press('Enter');
  const message = header(page).getByText('Please select the subject from list');
  await expect(message).toBeVisible();
  await expect(search).toHaveAttribute('aria-invalid', 'true');
  // The message shows under the box, over the page: the bar and what follows it stay put.
  expect((await header(page).getByRole('banner').boundingBox())!.height).toBe(before.bar);
  expect((await heading.boundingBox())!.y).toBe(before.heading);
  expect(await axe(page)).toEqual([]);
});

test('an org-admin with several organisations is sent to choose one, and switches organisation', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'org-admin-multi' });
  await expect(page).toHaveURL(/\/select-an-organization$/);
  expect(await page.evaluate(() => sessionStorage.getItem('userState'))).toBe('/learner/?as=org-admin-multi');

  const switcher = header(page).getByRole('button', { name: /^Switch organisation/ });
  await switcher.click();
  const menu = header(page).getByRole('menu');
  const second = menu.getByRole('menuitem').nth(1);
  const name = (await second.textContent())!.trim();
  expect(await axe(page)).toEqual([]);
  const posted = page.waitForRequest((r) => r.url().endsWith('/wp-json/yuno/v3/user/state') && r.method() === 'POST');
  const reloaded = page.waitForEvent('load');
  await second.click();
  expect((await posted).postDataJSON()).toEqual({ user_id: 4302, org_id: expect.any(Number) });
  await reloaded;
  await expect(header(page).getByRole('button', { name: `Switch organisation: ${name}` })).toBeVisible();
  // The active organisation's menu.
  await expect(header(page).getByRole('button', { name: `Manage ${name}` })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('userState'))).toBeNull();
});

/** Records, frame by frame, whether the page gate's loader was ever painted. */
async function watchForGateLoader(page: Page) {
  await page.addInitScript(() => {
    const roots: ParentNode[] = [document];
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      roots.push(root);
      return root;
    };
    const w = window as unknown as { gateLoaderSeen: boolean };
    w.gateLoaderSeen = false;
    const check = () => {
      if (roots.some((root) => root.querySelector('.yuno-gate [role="status"], .yuno-gate .yuno-loader'))) w.gateLoaderSeen = true;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return () => page.evaluate(() => (window as unknown as { gateLoaderSeen: boolean }).gateLoaderSeen);
}

test('a page that carries the user info in its config makes no user-info request and never shows the loader', async ({ page }) => {
  const loaderSeen = await watchForGateLoader(page);
  const userInfo = requestsTo(page, '/wp-json/yuno/v3/user/info/');
  await openDemo(page, '/instructor/', { as: 'instructor' });
  await expect(header(page).getByRole('textbox', { name: 'Referral code' })).toHaveValue('PRIYA4201');
  await expect(widget(page, 'side-menu').getByRole('navigation', { name: 'Insights' })).toBeVisible();
  expect(userInfo).toEqual([]);
  expect(await loaderSeen()).toBe(false);
});

test("a visitor's page carries the public menu: the header shows it with no request; with preloading off it asks", async ({ page }) => {
  const menu = requestsTo(page, '/wp-json/yuno/v4/menus/0/0');
  await openDemo(page, '/');
  await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  expect(menu).toEqual([]);
  await openDemo(page, '/?preload=off');
  await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' })).toBeVisible();
  expect(menu).toHaveLength(1);
});

test('a page whose user info comes over the network shows the loader until it arrives', async ({ page }) => {
  const loaderSeen = await watchForGateLoader(page);
  const userInfo = requestsTo(page, '/wp-json/yuno/v3/user/info/');
  await openDemo(page, '/instructor/', { as: 'instructor', mock: { userInfo: 'slow:400' } });
  await expect(header(page).getByRole('textbox', { name: 'Referral code' })).toHaveValue('PRIYA4201');
  expect(userInfo).toHaveLength(1);
  expect(await loaderSeen()).toBe(true);
});

test('an instructor copies the referral code; header, side menu and footer share one user-info request', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const userInfo = requestsTo(page, '/wp-json/yuno/v3/user/info/');
  // A site whose marketplace API is elsewhere: the widgets ask for the user info themselves.
  await openDemo(page, '/instructor/?preload=off', { as: 'instructor' });
  const code = header(page).getByRole('textbox', { name: 'Referral code' });
  await expect(code).toHaveValue('PRIYA4201');
  await expect(widget(page, 'side-menu').getByRole('navigation', { name: 'Insights' })).toBeVisible();
  await expect(widget(page, 'footer').getByRole('navigation', { name: 'Courses' })).toBeVisible();
  expect(userInfo).toHaveLength(1);

  await header(page).getByRole('button', { name: 'Copy referral code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copy to clipboard' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PRIYA4201');
  expect(await axe(page)).toEqual([]);
  // The copy toast lasts 1 s.
  await expect(page.getByText('Copy to clipboard')).toBeHidden({ timeout: 3_000 });

  await header(page).getByRole('button', { name: 'Invite link' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite link' });
  await expect(invite.getByRole('textbox', { name: 'Invite link' })).toHaveValue(/\/login\/\?type=signup&ref=PRIYA4201$/);
  expect(Math.round((await invite.boundingBox())!.width)).toBe(500);
  expect(await axe(page)).toEqual([]);
});

test("the side menu's My Groups opens the learners table on its groups tab, and is then the one current item, in an open group", async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const menu = widget(page, 'side-menu');
  await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: 'My Learners: more pages' }).click();
  await menu.getByRole('link', { name: 'My Groups' }).click();
  await expect(widget(page, 'data-table').getByRole('tab', { name: 'My Groups' })).toHaveAttribute('aria-selected', 'true');
  // The group holding the current page is open.
  await expect(menu.getByRole('button', { name: 'My Learners: more pages' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'My Groups' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
});

test('a de-active instructor lands on /account-disabled', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor-deactive' });
  await expect(page).toHaveURL(/\/account-disabled$/);
  await expect(header(page).getByRole('button', { name: /^Account: Rohan Kapoor/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('a learner with a pending sign-up lands on /sign-up', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner-pending' });
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(header(page).getByRole('button', { name: /^Account: Sneha Iyer/ })).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test("a role outside the page's allowed roles sees 'Not authorized' in the main area", async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'instructor' });
  await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My learning' })).toBeHidden();
  expect(await axe(page)).toEqual([]);
});

for (const preload of ['on', 'off']) {
  test(`widgets behind 'Not authorized' request nothing (user info preloaded: ${preload})`, async ({ page }) => {
    const path = `/instructor/${preload === 'off' ? '?preload=off' : ''}`;
    // The main area's tables and referral menu; the side menu's requests (outside the gate) are its own.
    const hidden = ['/classes/', '/instructors/', '/referral/code/'];
    const settle = async () => {
      // Every mount point has mounted and the page has gone quiet: whatever was asked for has been.
      await expect(page.locator('[data-yuno-widget]:not([data-yuno-mounted])')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    };
    const asked = requestsTo(page, '/wp-json/');
    await openDemo(page, path, { as: 'instructor' });
    await expect(page.locator('main').getByRole('table').first()).toBeVisible();
    await settle();
    // What the instructor's page asks for (so the check below can fail).
    for (const part of hidden)
      expect(
        asked.filter((url) => url.includes(part)),
        part,
      ).not.toEqual([]);
    asked.length = 0;
    await openDemo(page, path, { as: 'learner' });
    await expect(page.getByRole('heading', { name: 'Not authorized' })).toBeVisible();
    await settle();
    expect(asked.filter((url) => hidden.some((part) => url.includes(part)))).toEqual([]);
  });
}

test('yuno-admin gets the admin header; the account dropdown works from the keyboard', async ({ page }) => {
  await openDemo(page, '/', { as: 'yuno-admin' });
  const account = header(page).getByRole('button', { name: /^Account: Ananya Rao/ });
  await account.focus();
  await page.keyboard.press('ArrowDown');
  const menu = header(page).getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toBeFocused();
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('aria-disabled', 'true');
  // An inactive item says so in words: a visible note that is also its description.
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toHaveAccessibleDescription('Not available');
  await expect(menu.getByRole('menuitem', { name: 'Home' })).toContainText('Not available');
  await expect(menu.getByRole('menuitem', { name: 'Enrolled Courses' })).toHaveCount(0);
  await expect(header(page).getByText('ananya.rao@example.com')).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
  const banner = header(page).getByRole('banner');
  expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 32, 48)');
  // The account button's own styles arrive with it (the signed-in tools' part): light on the dark bar.
  const light = await banner.evaluate((el) => getComputedStyle(el).color);
  expect(await account.evaluate((el) => getComputedStyle(el).color)).toBe(light);
});

/** The Book a Demo form: a part, fetched when the dialog first opens. */
const BOOK_DEMO = '/widgets/header-book-demo.js';

test('the Book a Demo form is fetched when its dialog first opens, and brings its styles', async ({ page }) => {
  const fetched = requestsTo(page, BOOK_DEMO);
  await openDemo(page, '/');
  const button = header(page).getByRole('button', { name: 'Book a Demo Class' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(0);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Book a Demo Class' });
  const select = dialog.getByRole('combobox', { name: 'Subject category' });
  await expect(select).toBeFocused();
  expect(fetched).toHaveLength(1);
  // The form's own stylesheet: the field spans the form.
  const [field, form] = await select.evaluate((el) => [el.getBoundingClientRect().width, el.closest('form')!.getBoundingClientRect().width]);
  expect(field).toBe(form);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await button.click();
  await expect(select).toBeFocused();
  expect(fetched).toHaveLength(1);
});

test('when the Book a Demo form cannot be fetched, the person is told and the button works again', async ({ page }) => {
  await page.route(`**${BOOK_DEMO}*`, (route) => route.abort());
  await openDemo(page, '/');
  const button = header(page).getByRole('button', { name: 'Book a Demo Class' });
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: 'An error seems to have occurred. Please try again.' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Book a Demo Class' })).toBeHidden();
  await expect(button).toBeFocused();
  await page.unroute(`**${BOOK_DEMO}*`);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Book a Demo Class' }).getByRole('combobox', { name: 'Subject category' })).toBeFocused();
});

/** The signed-in header's tools: a part, its own script beside the widget bundles. */
const MEMBER_TOOLS = '/widgets/header-member-tools.js';

test("visitors never download the signed-in header's tools; a signed-in page does, once", async ({ page }) => {
  const fetched = requestsTo(page, MEMBER_TOOLS);
  await openDemo(page, '/');
  await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toHaveLength(0);

  await openDemo(page, '/learner/', { as: 'learner' });
  await expect(header(page).getByRole('button', { name: /^Account: Aarav Mehta/ })).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test("when the signed-in header's tools cannot be fetched, Logout stays and Retry brings them", async ({ page }) => {
  await page.route(`**${MEMBER_TOOLS}*`, (route) => route.abort());
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const logout = header(page).getByRole('link', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await expect(logout).toHaveAttribute('href', /logout/);
  const alert = header(page).getByRole('alert');
  await expect(alert).toContainText("Your account menu couldn't be loaded.");
  expect(await axe(page)).toEqual([]);

  await page.unroute(`**${MEMBER_TOOLS}*`);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(header(page).getByRole('button', { name: /^Account: Priya Sharma/ })).toBeVisible();
  await expect(header(page).getByRole('textbox', { name: 'Referral code' })).toHaveValue('PRIYA4201');
  await expect(logout).toBeHidden();
});

/** Get the app and the app prompt: a part that only an Android visitor's header fetches. */
const APP_PROMPT = '/widgets/header-app-prompt.js';

test.describe('on an Android phone', () => {
  test.use(ANDROID_PHONE);

  test('the header fetches Get the app and the app prompt as it mounts, once, and shows its bar with them', async ({ page }) => {
    const fetched = requestsTo(page, APP_PROMPT);
    await openDemo(page, '/');
    const prompt = header(page).getByRole('region', { name: 'Get the app' });
    await expect(prompt.getByText('Learn on the go with the Yuno app')).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Open' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(header(page).getByRole('banner').getByRole('link', { name: 'Get the app' })).toBeVisible();
    // The prompt's own styles arrive with it: a strip above the bar, its text and buttons in one row.
    const [strip, bar] = await Promise.all([prompt.boundingBox(), header(page).getByRole('banner').boundingBox()]);
    expect(strip!.y + strip!.height).toBeLessThanOrEqual(bar!.y);
    expect(await prompt.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    expect(fetched).toHaveLength(1);
    expect(await axe(page)).toEqual([]);
    await prompt.getByRole('button', { name: 'Close the app prompt' }).click();
    await expect(prompt).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Get the app' })).toBeVisible();
  });

  test('when they cannot be fetched, the header shows without them and the console says so', async ({ page, consoleErrors }) => {
    await page.route(`**${APP_PROMPT}*`, (route) => route.abort());
    await openDemo(page, '/');
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Get the app' })).toHaveCount(0);
    await expect(header(page).getByRole('region', { name: 'Get the app' })).toHaveCount(0);
    expect(consoleErrors.some((text) => text.includes('the part "header-app-prompt" could not be loaded'))).toBe(true);
    // Nothing else breaks: the page's other widgets mount.
    await expect(widget(page, 'footer').getByText(/© \d{4} Yuno Learning/)).toBeVisible();
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header menu and the side menu open with their toggles', async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header(page).getByRole('combobox', { name: 'Search courses' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await toggle.click();

    const side = widget(page, 'side-menu');
    await side.getByRole('button', { name: /^Open the menu: / }).click();
    const nav = side.getByRole('navigation', { name: 'Learn' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  // With Menu open, the panel is the row under the bar: Tab reads the bar's row first (Menu,
  // then what sits right of it), then goes down the panel, as the eye does.
  for (const [as, path, right] of [
    ['learner', '/learner/', /^Account: /],
    ['visitor', '/', /^Login$/],
  ] as const) {
    test(`with Menu open, Tab follows the header as it is seen: left to right, then row by row (${as})`, async ({ page }) => {
      await openDemo(page, path, { as });
      await expect(header(page).getByRole('button', { name: right })).toBeVisible();
      await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
      const stops = await tabThroughHeader(page);
      expect(stops[0].name).toBe('Menu');
      expect(stops[1].name).toMatch(right);
      expect(stops.length).toBeGreaterThan(4);
    });
  }

  for (const width of [375, 320]) {
    test(`the account menu and its profile stay on a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await openDemo(page, '/learner/', { as: 'learner' });
      await header(page)
        .getByRole('button', { name: /^Account: / })
        .click();
      for (const part of [header(page).getByRole('menu'), header(page).locator('.yuno-account__profile')]) {
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      await expect(header(page).getByRole('menuitem', { name: 'Subscribed Categories' })).toBeInViewport({ ratio: 1 });
    });
  }
});

interface Stop {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The header's focused control and its box, or null once focus has left the header. */
function focusedInHeader(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const host = document.activeElement;
    const el = host?.matches('[data-yuno-widget="header"]') ? host.shadowRoot?.activeElement : null;
    if (!el) return null;
    const { x, y, width, height } = el.getBoundingClientRect();
    const name = el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.textContent?.trim() || el.tagName;
    return { name, x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
  });
}

/** Whether a reader reaches `next` after `stop`: further right on the same row, or on a row below. */
function readsAfter(stop: Stop, next: Stop): boolean {
  const middle = (b: Stop) => b.y + b.height / 2;
  const sameRow = Math.abs(middle(stop) - middle(next)) < Math.min(stop.height, next.height) / 2;
  return sameRow ? next.x > stop.x : middle(next) > middle(stop);
}

/** Tabs from the focused control until focus leaves the header; expects each stop to read after the one before. */
async function tabThroughHeader(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let step = 0; step < 16; step += 1) {
    const stop = await focusedInHeader(page);
    if (!stop) break;
    stops.push(stop);
    await page.keyboard.press('Tab');
  }
  const misplaced = stops.slice(1).flatMap((stop, i) => (readsAfter(stops[i], stop) ? [] : [`${stops[i].name} → ${stop.name}`]));
  expect(misplaced, stops.map((stop) => `${stop.name} (${stop.x}, ${stop.y})`).join('; ')).toEqual([]);
  return stops;
}

test("Tab out of the open account menu moves on from its button, not to the page's first or last link", async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner' });
  const account = header(page).getByRole('button', { name: /^Account: / });
  // Where focus is: inside the header, or in a widget or link after it (not before it).
  const place = () =>
    page.evaluate(() => {
      const host = document.querySelector('[data-yuno-widget="header"]')!;
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) {
        if (el === host) return 'header';
        el = el.shadowRoot.activeElement;
      }
      if (!el || el === document.body) return 'nowhere';
      return host.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before';
    });
  const openOnSecondItem = async () => {
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(header(page).getByRole('menuitem', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(page).getByRole('menuitem', { name: 'Bookmarks' })).toBeFocused();
  };
  await openOnSecondItem();
  await page.keyboard.press('Tab');
  await expect(header(page).getByRole('menu')).toBeHidden();
  expect(await place()).toBe('after');
  await openOnSecondItem();
  await page.keyboard.press('Shift+Tab');
  await expect(header(page).getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('closing the notification bar from the keyboard moves focus to the header, not to the page', async ({ page }) => {
  await openDemo(page, '/');
  await header(page).getByRole('button', { name: 'Close the announcement' }).focus();
  await page.keyboard.press('Enter');
  await expect(header(page).getByRole('region', { name: 'Announcement' })).toBeHidden();
  await expect(header(page).getByRole('link', { name: 'Yuno Learning home' })).toBeFocused();
});

test('Menu opened at a laptop width, then the window widened past 1280 px: Tab follows the bar again, links before Account', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await openDemo(page, '/learner/', { as: 'learner' });
  await header(page).getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 800 });
  const menu = header(page).getByRole('button', { name: 'Menu', exact: true, includeHidden: true });
  await expect(menu).toBeHidden();
  // The width change reaches the header a moment later (its box's resize observer), and its
  // layout a frame after that: wait until the links are back on the logo's row.
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  const home = header(page).getByRole('link', { name: 'Yuno Learning home' });
  const middleOf = async (control: Locator) => {
    const box = await control.boundingBox();
    return box ? box.y + box.height / 2 : Number.NaN;
  };
  const explore = header(page).getByRole('button', { name: 'Explore' });
  await expect.poll(async () => Math.abs((await middleOf(explore)) - (await middleOf(home))), { message: "Explore back on the bar's row" }).toBeLessThan(8);
  await home.focus();
  const stops = await tabThroughHeader(page);
  expect(stops.at(-1)?.name).toMatch(/^Account: /);
  // Narrowed again, the panel waits behind Menu, closed.
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
});

/** The header's links, buttons and fields that are shown but reach past the window's edges (read in one go). */
function controlsOffScreen(banner: Element): string[] {
  return [...banner.querySelectorAll<HTMLElement>('a, button, input')]
    .filter((control) => control.checkVisibility({ visibilityProperty: true }))
    .filter((control) => {
      const { left, right } = control.getBoundingClientRect();
      return left < 0 || right > window.innerWidth;
    })
    .map((control) => control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
}

test('the header keeps to one row from tablet to laptop widths, every control on screen or behind Menu', async ({ page }) => {
  const roles = [
    ['visitor', '/'],
    ['learner', '/learner/'],
    ['instructor', '/instructor/'],
    ['org-admin-multi', '/'],
    ['yuno-admin', '/'],
  ] as const;
  for (const [as, path] of roles) {
    await openDemo(page, path, { as });
    const banner = header(page).getByRole('banner');
    await expect(banner.getByRole('button', { name: /^(Account: |Sign up$)/ })).toBeVisible();
    for (const width of [769, 800, 900, 1024, 1200, 1279, 1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      // The header picks its layout as its box resizes (a frame or more later on a busy
      // machine): each check waits for the settled header, and fails if it never settles so.
      // One row is 65–71 px (the referral code's label makes it taller); two rows are over 100.
      await expect.poll(async () => (await banner.boundingBox())?.height, { message: `${as} at ${width} px: one row` }).toBeLessThan(80);
      // Nothing off screen, and where the links are not shown, Menu is.
      await expect.poll(() => banner.evaluate(controlsOffScreen), { message: `${as} at ${width} px: controls off screen` }).toEqual([]);
      await expect
        .poll(
          async () => (await banner.getByRole('navigation', { name: 'Main' }).isVisible()) || banner.getByRole('button', { name: 'Menu', exact: true }).isVisible(),
          {
            message: `${as} at ${width} px: the links or Menu`,
          },
        )
        .toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});
