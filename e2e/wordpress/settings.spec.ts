/**
 * Settings → Yuno widgets after a save it refused: the page that follows puts the focus on the
 * first field in error, which its message describes, so a keyboard or screen-reader user does
 * not have to hunt for it. Nothing is changed: a refused value keeps the saved one, and every
 * other field is sent with the value it had.
 */
import { axe, expect, logIn, test } from './support';

test('after a refused save the first field in error has the focus and its message as description', async ({ page, pageErrors }) => {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/options-general.php?page=yuno-widgets');
  const chat = page.getByLabel('Chat number', { exact: true });
  const link = page.getByLabel('Notification bar link', { exact: true });
  const saved = { chat: await chat.inputValue(), link: await link.inputValue() };

  // The link is below the chat number: the focus goes to the first on the page.
  await link.fill('not a link at all');
  await chat.fill('+91 98765 abc');
  await Promise.all([page.waitForURL(/settings-updated=true/), page.getByRole('button', { name: 'Save Changes' }).click()]);

  await expect(page.getByRole('alert')).toContainText('These settings were not saved');
  await expect(chat).toBeFocused();
  await expect(chat).toHaveValue(saved.chat);
  await expect(chat).toHaveAttribute('aria-invalid', 'true');
  await expect(chat).toHaveAccessibleDescription(/^“\+91 98765 abc” is not a phone number: .* The messaging number linked from the footer/);
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription('“not a link at all” is not a web address (https://… or a path on this site such as /courses/).');
  await expect(link).toHaveValue(saved.link);
  expect(await axe(page, { include: ['.wrap'] })).toEqual([]);

  // The next visit is a fresh page: nothing is marked any more.
  await page.reload();
  await expect(chat).not.toBeFocused();
  await expect(page.locator('[aria-invalid]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
