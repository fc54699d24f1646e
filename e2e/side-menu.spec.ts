/**
 * The side menu's keyboard focus on the demo's account pages, from the production bundles:
 * at phone widths the drawer is a modal dialog (Tab stays in it, the page behind is inert,
 * Escape and the backdrop close it); on wide screens it is part of the page; Generate Code
 * keeps the focus.
 */
import type { Page } from '@playwright/test';
import { test, expect, openDemo, widget, axe, nextFrames } from './support';

// axe over a whole account page (several widgets) is slow on a small machine.
test.setTimeout(120_000);

const side = (page: Page) => widget(page, 'side-menu');

/** What the browser's accessibility tree offers a screen reader, as 'role: name'. */
async function exposed(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.filter((node) => !node.ignored && node.name?.value).map((node) => `${node.role?.value}: ${node.name?.value}`);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open drawer keeps Tab inside it; Escape closes it, back to its toggle', async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    await side(page)
      .getByRole('button', { name: /^Open the menu: / })
      .click();
    const drawer = side(page).getByRole('dialog', { name: 'Learn' });
    expect(await drawer.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    const logout = drawer.getByRole('link', { name: 'Logout' });
    const close = drawer.getByRole('button', { name: 'Close the menu' });
    expect(await axe(page)).toEqual([]);

    await logout.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(logout).toBeFocused();
    // The tables behind the backdrop cannot take focus, even when asked to.
    await widget(page, 'data-table')
      .getByRole('tab')
      .first()
      .evaluate((tab: HTMLElement) => tab.focus());
    await expect(logout).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(side(page).getByRole('button', { name: /^Open the menu: / })).toBeFocused();
  });

  test('the open drawer hides the page behind it from screen readers, until it closes', async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    const behind = ['heading: My learning', 'tab: My Schedule', 'link: Yuno Learning home', 'button: Open the menu: Learn'];
    await expect(widget(page, 'data-table').getByRole('tab', { name: 'My Schedule' })).toBeVisible();
    expect(await exposed(page)).toEqual(expect.arrayContaining(behind));

    await side(page)
      .getByRole('button', { name: /^Open the menu: / })
      .click();
    await expect(side(page).getByRole('link', { name: 'Logout' })).toBeVisible();
    const open = await exposed(page);
    expect(open).toEqual(expect.arrayContaining(['dialog: Learn', 'button: Close the menu', 'link: Logout']));
    expect(open.filter((node) => behind.includes(node) || node.startsWith('button: Account: '))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(side(page).getByRole('button', { name: /^Open the menu: / })).toBeFocused();
    expect(await exposed(page)).toEqual(expect.arrayContaining(behind));
  });

  test('a click on the backdrop closes the drawer', async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    await side(page)
      .getByRole('button', { name: /^Open the menu: / })
      .click();
    await expect(side(page).getByRole('link', { name: 'Logout' })).toBeVisible();
    // Right of the drawer (at most 85 % of the width): the backdrop.
    await page.mouse.click(365, 400);
    await expect(side(page).getByRole('dialog')).toHaveCount(0);
    await expect(side(page).getByRole('button', { name: /^Open the menu: / })).toBeFocused();
  });

  test('the page behind the open drawer does not scroll, by wheel or by touch', async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    await side(page)
      .getByRole('button', { name: /^Open the menu: / })
      .click();
    await expect(side(page).getByRole('link', { name: 'Logout' })).toBeVisible();
    const scrolled = () => page.evaluate(() => window.scrollY);
    expect(await scrolled()).toBe(0);
    // Over the backdrop, then over the drawer past the end of its own list.
    await page.mouse.move(365, 400);
    await page.mouse.wheel(0, 600);
    await page.mouse.move(100, 400);
    for (let turn = 0; turn < 4; turn += 1) await page.mouse.wheel(0, 600);
    const cdp = await page.context().newCDPSession(page);
    for (const x of [365, 100]) {
      await cdp.send('Input.synthesizeScrollGesture', { x, y: 500, yDistance: -400, gestureSourceType: 'touch', speed: 2000 });
    }
    // The gestures have ended; a scroll they caused would show by the next frames.
    await nextFrames(page);
    expect(await scrolled()).toBe(0);

    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 600);
    await expect.poll(scrolled).toBeGreaterThan(0);
  });

  test('Generate Code hands the focus to the new code', async ({ page }) => {
    await openDemo(page, '/learner/', { as: 'learner' });
    await side(page)
      .getByRole('button', { name: /^Open the menu: / })
      .click();
    await side(page).getByRole('button', { name: 'Generate Code' }).click();
    const generate = side(page).getByRole('button', { name: 'Generate Code' }).nth(1);
    await generate.focus();
    await page.keyboard.press('Enter');
    const field = side(page).getByRole('textbox', { name: 'Your referral code' });
    await expect(field).toHaveValue('AARAV4101');
    await expect(field).toBeFocused();
  });
});

test('on a wide screen the side menu is part of the page: Tab moves on past Logout', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner' });
  const logout = side(page).getByRole('link', { name: 'Logout' });
  await expect(side(page).getByRole('dialog')).toHaveCount(0);
  await logout.focus();
  await page.keyboard.press('Tab');
  await expect(logout).not.toBeFocused();
  expect(await side(page).evaluate((host) => host.shadowRoot?.activeElement ?? null)).toBeNull();
});

test('a failed Generate Code leaves the focus on the button, with the message in a toast', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner', mock: { generateReferralCode: 'fail' } });
  await side(page).getByRole('button', { name: 'Generate Code' }).click();
  const generate = side(page).getByRole('button', { name: 'Generate Code' }).nth(1);
  await generate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'The server could not finish this request.' })).toBeVisible();
  await expect(generate).not.toHaveAttribute('aria-busy', 'true');
  await expect(generate).toBeFocused();
});

test('collapsed, the profile picture stays a 32 px circle beside the icons', async ({ page }) => {
  await openDemo(page, '/learner/', { as: 'learner' });
  await side(page).getByRole('button', { name: 'Collapse the menu' }).click();
  const avatar = side(page).locator('.yuno-side__profile .yuno-avatar');
  await expect(avatar).toBeVisible();
  const box = (await avatar.boundingBox())!;
  expect([box.width, box.height]).toEqual([32, 32]);
  // Inside the rail, centred like the icons.
  const rail = (await side(page).locator('.yuno-side').boundingBox())!;
  expect(Math.abs(box.x + box.width / 2 - (rail.x + rail.width / 2))).toBeLessThanOrEqual(1);
});
