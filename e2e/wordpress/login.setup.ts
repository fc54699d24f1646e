/**
 * Logs each demo user in once, before the WordPress tests, and keeps the session for them
 * (see `sessionFile` in support.ts for why the tests do not each log in).
 */
import { expect, LOGINS, logInWithForm, sessionFile, test } from './support';

for (const user of LOGINS) {
  test(`${user} logs in through wp-login.php`, async ({ page }) => {
    await logInWithForm(page, user);
    // A logged-in visit to the dashboard stays there instead of going back to the login form.
    await page.goto('/wp-admin/');
    await expect(page).not.toHaveURL(/wp-login\.php/);
    await page.context().storageState({ path: sessionFile(user) });
  });
}
