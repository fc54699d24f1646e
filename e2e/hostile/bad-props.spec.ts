/**
 * Bad props, on the production bundles: props that are not JSON, of the wrong type, out of
 * range, missing required ids, and unknown widget names. Each bad mount point shows its own
 * inline message and the console names the widget; every good widget on the page mounts.
 */
import { test, expect, axe } from '../support';
import { Tally, fixturePage, mountPoint } from './support';

const tally = new Tally('bad props');
test.afterAll(() => tally.print());
test.describe.configure({ timeout: 120_000 });

interface BadMount {
  name: string;
  props: unknown;
  /** A fragment of the inline message. */
  says: string;
}

const BAD: BadMount[] = [
  { name: 'course-card', props: '{courseId: 1001', says: 'Its props are not valid JSON.' },
  { name: 'course-card', props: '[1, 2, 3]', says: 'Props must be a JSON object.' },
  { name: 'course-card', props: '"just a string"', says: 'Props must be a JSON object.' },
  { name: 'course-card', props: { courseId: 'abc' }, says: '"courseId" property must be a number' },
  { name: 'course-card', props: { courseId: -4 }, says: 'The "courseId" property must be a positive whole number.' },
  { name: 'course-card', props: {}, says: 'Give it a "courseId" or the "course" data.' },
  { name: 'course-card', props: { courseId: 1001, course: 'not an object' }, says: '"course" property must be an object' },
  { name: 'course-card', props: { courseId: 1001, showLearnMore: 'sometimes' }, says: '"showLearnMore" property must be true or false' },
  { name: 'course-search', props: '{"category":}', says: 'Its props are not valid JSON.' },
  { name: 'course-search', props: { category: 'ielts' }, says: '"category" property must be a number' },
  { name: 'course-search', props: { showSeeAvailability: [] }, says: '"showSeeAvailability" property must be true or false' },
  { name: 'course-availability', props: {}, says: 'The "courseId" property is required.' },
  { name: 'course-availability', props: { courseId: 0 }, says: 'The "courseId" property must be a whole number above 0.' },
  { name: 'course-availability', props: { courseId: 1.5 }, says: 'The "courseId" property must be a whole number above 0.' },
  { name: 'data-table', props: {}, says: 'The "preset" property is required.' },
  { name: 'data-table', props: { preset: 'everything' }, says: 'The "preset" property must be one of:' },
  { name: 'data-table', props: { preset: 42 }, says: 'The "preset" property must be one of:' },
  { name: 'referral-menu', props: { headingLevel: 9 }, says: 'The "headingLevel" property must be 2, 3 or 4.' },
  { name: 'referral-menu', props: { headingLevel: 'two' }, says: '"headingLevel" property must be a number' },
  { name: 'header', props: { allowedRoles: ['Wizard'] }, says: 'The "allowedRoles" property has unknown roles (Wizard)' },
  { name: 'header', props: { allowedRoles: 7 }, says: '"allowedRoles" property must be a list of strings' },
  { name: 'header', props: { homeUrl: 'javascript:alert(1)' }, says: 'The "homeUrl" property must be an http(s) or site-relative address.' },
  { name: 'header', props: '{"showSearch": true,}', says: 'Its props are not valid JSON.' },
  { name: 'side-menu', props: '{', says: 'Its props are not valid JSON.' },
  { name: 'footer', props: 'null null', says: 'Its props are not valid JSON.' },
  { name: 'availability-panel', props: '<b>', says: 'Its props are not valid JSON.' },
  { name: 'no-such-widget', props: {}, says: 'There is no widget called “no-such-widget” here: is its script on the page?' },
  { name: 'Course-Card', props: { courseId: 1001 }, says: 'There is no widget called “Course-Card” here: is its script on the page?' },
  { name: '', props: {}, says: 'There is no widget called “” here: is its script on the page?' },
];

const GOOD = [
  mountPoint('course-card', { courseId: 1001 }, 'id="good-card"'),
  mountPoint('course-card', { courseId: '1002' }, 'id="good-card-string-id"'),
  mountPoint('referral-menu', { headingLevel: 3 }, 'id="good-referral"'),
  mountPoint('data-table', { preset: 'learner-classes', syncUrl: false }, 'id="good-table"'),
  mountPoint('course-availability', { courseId: 1001 }, 'id="good-availability"'),
  mountPoint('header', { allowedRoles: ['learner'] }, 'id="good-header"'),
];

test('every bad mount point shows its own message and names itself; the good ones mount', async ({ page, consoleErrors }) => {
  const body = BAD.map((bad, i) => mountPoint(bad.name, bad.props, `id="bad-${i}"`)).join('\n') + GOOD.join('\n');
  await fixturePage(page, body, { as: 'learner' });

  for (let i = 0; i < BAD.length; i++) {
    const bad = BAD[i];
    const mount = page.locator(`#bad-${i}`);
    await expect(mount, `mount ${i} (${bad.name})`).toHaveAttribute('data-yuno-mounted', 'error');
    await expect(mount.getByRole('alert'), `mount ${i} (${bad.name} ${JSON.stringify(bad.props)})`).toContainText(bad.says);
    await expect(mount.getByRole('alert')).toContainText(`Yuno widget “${bad.name || '(no name)'}” could not be shown.`);
  }
  const named = new Set(BAD.map((b) => b.name || '(no name)'));
  for (const name of named)
    expect(
      consoleErrors.some((e) => e.includes(`widget "${name}"`)),
      `a console error naming "${name}"`,
    ).toBe(true);

  for (const id of ['good-card', 'good-card-string-id', 'good-referral', 'good-table', 'good-availability', 'good-header']) {
    await expect(page.locator(`#${id}`), id).toHaveAttribute('data-yuno-mounted', 'ok');
  }
  await expect(page.locator('#good-card').getByRole('link').first()).toBeVisible();
  await expect(page.locator('#good-card-string-id').getByRole('link').first()).toBeVisible();
  await expect(page.locator('#good-referral').getByRole('heading', { level: 3 })).toBeVisible();
  await expect(page.locator('#good-availability').getByRole('tab').first()).toBeVisible();
  await expect(page.locator('#good-header').getByRole('link', { name: 'Yuno Learning home' })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: BAD.length, outcomes: BAD.length * 3 + named.size + GOOD.length * 2 + 1 });
});

test('a mount point fixed after its error mounts the widget; a removed one is unmounted', async ({ page }) => {
  await fixturePage(page, mountPoint('course-card', '{oops', 'id="fixable"'), { bundles: ['course-card'] });
  const mount = page.locator('#fixable');
  await expect(mount.getByRole('alert')).toContainText('Its props are not valid JSON.');
  // The site corrects the props and asks again (unmount, then mount).
  await page.evaluate(() => {
    const el = document.getElementById('fixable')!;
    window.yuno!.unmount(el);
    el.setAttribute('data-yuno-props', '{"courseId":1003}');
    window.yuno!.mount(el.parentElement!);
  });
  await expect(mount).toHaveAttribute('data-yuno-mounted', 'ok');
  await expect(mount.getByRole('link').first()).toBeVisible();
  await page.evaluate(() => document.getElementById('fixable')!.remove());
  await expect(page.locator('#fixable')).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 1, outcomes: 4 });
});
