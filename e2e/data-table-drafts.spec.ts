/**
 * A group dialog whose save fails closes (spec: "the modal closes") but loses nothing:
 * reopening it shows what was typed. Cancelling drops it.
 */
import { test, expect, openDemo, widget } from './support';

test('a failed create keeps the title and learners for the next opening; Cancel drops them', async ({ page }) => {
  await openDemo(page, '/instructor/', { as: 'instructor', mock: { createGroup: 'fail' } });
  const learners = widget(page, 'data-table').filter({ has: page.getByRole('tab', { name: 'My Groups' }) });
  const someone = (await learners.getByRole('table', { name: 'My learners' }).getByRole('rowheader').first().textContent())!.trim();
  await learners.getByRole('tab', { name: 'My Groups' }).click();
  const create = learners.getByRole('button', { name: 'Create group' });
  const dialog = page.getByRole('dialog', { name: 'Create group' });
  const title = dialog.getByRole('textbox', { name: 'Group title' });
  const chosen = dialog.getByRole('list', { name: 'Chosen learners' });

  await create.click();
  await title.fill('Evening stars');
  await dialog.getByRole('combobox', { name: 'Learners' }).fill(someone.slice(0, 4));
  await dialog.getByRole('option', { name: new RegExp(someone) }).click();
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The server could not finish this request.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await create.click();
  await expect(title).toHaveValue('Evening stars');
  await expect(chosen).toContainText(someone);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await create.click();
  await expect(title).toHaveValue('');
  await expect(chosen).toHaveCount(0);
});
