/**
 * Settings → Yuno widgets after a save it refused: the page that follows puts the focus on the
 * first field in error, which its message describes and which shows what was typed, so a
 * keyboard or screen-reader user does not have to hunt for it or type it again. Nothing is
 * changed: a refused value keeps the saved one, and every other field is sent with the value
 * it had. Saving and the Check connection button say what the API answered.
 */
import { axe, expect, logIn, test } from './support';

// Each save leaves its notices for the admin's next page: one save at a time.
test.describe.configure({ mode: 'serial' });

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
  await expect(chat).toHaveValue('+91 98765 abc');
  await expect(chat).toHaveAttribute('aria-invalid', 'true');
  await expect(chat).toHaveAccessibleDescription(/^“\+91 98765 abc” is not a phone number: .* The messaging number linked from the footer/);
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription('“not a link at all” is not a web address (https://… or a path on this site such as /courses/).');
  await expect(link).toHaveValue('not a link at all');
  expect(await axe(page, { include: ['.wrap'] })).toEqual([]);

  // The next visit is a fresh page: nothing is marked any more.
  await page.reload();
  await expect(chat).not.toBeFocused();
  await expect(page.locator('[aria-invalid]')).toHaveCount(0);
  await expect(chat).toHaveValue(saved.chat);
  await expect(link).toHaveValue(saved.link);
  expect(pageErrors).toEqual([]);
});

test('Check connection says what answered at the saved API, and so does every save', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/options-general.php?page=yuno-widgets');
  const mock = process.env.YUNO_MOCK_URL || 'http://127.0.0.1:5304';
  const said = page.getByRole('status').filter({ hasText: 'Connection:' });
  await expect(said).toHaveCount(0);
  await Promise.all([page.waitForURL(/page=yuno-widgets/), page.getByRole('button', { name: 'Check connection' }).click()]);
  await expect(said).toContainText(`Connection: Connected: the marketplace API answered at ${mock}/wp-json/yuno/v4/categories (HTTP 200`);

  await Promise.all([page.waitForURL(/settings-updated=true/), page.getByRole('button', { name: 'Save Changes' }).click()]);
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(said).toContainText(`Connected: the marketplace API answered at ${mock}/wp-json/yuno/v4/categories`);
});

test('HTML taken out of the notification text is reported with what was saved', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/wp-admin/options-general.php?page=yuno-widgets');
  const text = page.getByLabel('Notification bar text', { exact: true });
  const saved = await text.inputValue();
  await text.fill(`<b>${saved}</b>`);
  await Promise.all([page.waitForURL(/settings-updated=true/), page.getByRole('button', { name: 'Save Changes' }).click()]);
  await expect(page.getByRole('status').filter({ hasText: 'Notification bar text:' })).toContainText(
    `Notification bar text: Its HTML was removed: the widgets show it as plain text. Saved as “${saved}”.`,
  );
  await expect(text).toHaveValue(saved);
});
