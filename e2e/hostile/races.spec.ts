/**
 * Races, on the production bundles: 1,000 rapid filter changes and page clicks on the course
 * search end on the last state (the boxes, the address and the results agree with it), and a
 * slow answer for an older state never replaces a newer one: course search, header
 * suggestions and the data table.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, openDemo, widget, axe, baseUrl, nextFrames, scrollToPages } from '../support';
import { Tally, expectSettled } from './support';

const tally = new Tally('races');
test.afterAll(() => tally.print());
test.describe.configure({ timeout: 240_000 });

const OPERATIONS = 1000;
const SLOW_MS = 3000;

interface Executed {
  kind: 'toggle' | 'page';
  value: string;
}

/**
 * Runs the operations inside the page, as fast as events can be dispatched: toggles of the
 * availability and personalization boxes, and clicks on page numbers while results are shown
 * (every 25 operations the answers may catch up, so pages exist to be clicked).
 * A seeded generator keeps the run the same every time. Returns what was actually done.
 */
function hammer(page: Page, count: number): Promise<Executed[]> {
  return widget(page, 'course-search').evaluate(async (host, total) => {
    const root = host.shadowRoot!;
    let seed = 20260302;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const done: { kind: 'toggle' | 'page'; value: string }[] = [];
    const boxes = () => [...root.querySelectorAll<HTMLInputElement>('.yuno-options input[type="checkbox"]')];
    const idle = () => root.querySelector('[aria-busy="true"]') === null;
    for (let i = 0; i < total; i++) {
      // Every 25 operations, let the answers catch up (at most 3 s), so page numbers get clicked too.
      if (i % 25 === 0) for (let waited = 0; !idle() && waited < 3000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      const busy = !idle();
      const pages = busy ? [] : [...root.querySelectorAll<HTMLButtonElement>('button[data-key^="page-"]')].filter((b) => !b.disabled);
      if (pages.length && random() < 0.35) {
        const button = pages[Math.floor(random() * pages.length)];
        button.click();
        done.push({ kind: 'page', value: button.dataset.key!.slice(5) });
      } else {
        const list = boxes();
        // The panel keeps its options while new counts load: a person's next box never vanishes.
        if (!list.length) throw new Error(`the filter boxes vanished at operation ${i}`);
        const box = list[Math.floor(random() * list.length)];
        box.click();
        done.push({ kind: 'toggle', value: box.closest('label')?.querySelector('.yuno-option__text')?.firstChild?.textContent?.trim() ?? String(i) });
      }
      // Mostly back to back; now and then a frame, so answers land in the middle of the run.
      await new Promise((resolve) => (i % 40 === 39 ? requestAnimationFrame(resolve) : setTimeout(resolve, 0)));
    }
    return done;
  }, count);
}

/** Each availability and personalization box by its label, checked or not. */
function boxStates(page: Page): Promise<Record<string, boolean>> {
  return widget(page, 'course-search').evaluate((host) =>
    Object.fromEntries(
      [...host.shadowRoot!.querySelectorAll<HTMLInputElement>('.yuno-options input[type="checkbox"]')].map((box) => [
        box.closest('label')?.querySelector('.yuno-option__text')?.firstChild?.textContent?.trim() ?? '',
        box.checked,
      ]),
    ),
  );
}

test('1,000 rapid filter changes and page clicks end on the last state', async ({ page }) => {
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  const status = search.getByRole('status').filter({ hasText: /online courses available/ });
  await expect(status).toBeVisible();
  // The filter options come with their own answer, which can land after the results' under load.
  await expect.poll(async () => Object.keys(await boxStates(page)).length, { message: 'the filter boxes are shown' }).toBeGreaterThan(0);
  const initial = new Map(Object.entries(await boxStates(page)));
  // The page numbers' code comes as the bar nears the view, as a person scrolls to it.
  await expect(await scrollToPages(search)).toBeVisible();

  const executed = await hammer(page, OPERATIONS);
  expect(executed).toHaveLength(OPERATIONS);
  const expected = new Map(initial);
  for (const op of executed) if (op.kind === 'toggle') expected.set(op.value, !expected.get(op.value));
  const last = executed[executed.length - 1];
  const expectedPage = last.kind === 'page' ? Number(last.value) : 1;
  const pageClicks = executed.filter((o) => o.kind === 'page').length;
  expect(pageClicks, 'page clicks happened during the run').toBeGreaterThan(0);
  test
    .info()
    .annotations.push({ type: 'operations', description: `${OPERATIONS - pageClicks} filter changes, ${pageClicks} page clicks; ends on page ${expectedPage}` });

  // A last page click reaches the address once its wait has passed; then its answer arrives.
  const addressPage = () => {
    const state = JSON.parse(new URL(page.url()).searchParams.get('state') ?? '{}');
    return (state.offset ?? 0) / (state.limit ?? 20) + 1;
  };
  await expect.poll(addressPage, { message: 'the last page click reaches the address' }).toBe(expectedPage);
  await page.waitForLoadState('networkidle');
  await expectSettled(page, '(after 1,000 operations)');

  // The boxes show the last state.
  expect(await boxStates(page)).toEqual(Object.fromEntries(expected));
  // The address carries the same state, and the results are the server's answer for it.
  const state = JSON.parse(new URL(page.url()).searchParams.get('state') ?? '{}');
  const offset = state.offset ?? 0;
  expect(offset / (state.limit ?? 20) + 1, 'page in the address').toBe(expectedPage);
  const answer = await page.request.post(`${baseUrl()}/wp-json/yuno/v4/courses/search`, { data: { ...state, limit: state.limit ?? 20, offset } });
  const body = await answer.json();
  const count = body.code === 200 ? body.count : 0;
  if (count > 0) {
    await expect(status).toHaveText(`${count} online courses available`);
    await expect(search.getByRole('article').first()).toContainText(body.data[0].title);
    if (count > (state.limit ?? 20)) await expect(search.getByRole('button', { name: `Page ${expectedPage}`, exact: true })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(search.getByRole('button', { name: 'Clear Filters' }).last()).toBeVisible();
  }
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: OPERATIONS, outcomes: expected.size + 4 });
});

/**
 * Delays the answers that `isOld` picks by SLOW_MS; counts them. `landed()` resolves once each
 * delayed answer has reached the page (or its request was given up) and the page has painted.
 */
async function delayOld(page: Page, pattern: string, isOld: (route: Route) => boolean) {
  const passed: Promise<unknown>[] = [];
  const delayed = {
    count: 0,
    landed: async () => {
      await Promise.all(passed);
      await nextFrames(page);
    },
  };
  await page.route(pattern, async (route) => {
    if (isOld(route)) {
      delayed.count += 1;
      let done!: () => void;
      passed.push(new Promise<void>((resolve) => (done = resolve)));
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      await route.continue().catch(() => {});
      await route
        .request()
        .response()
        .then((response) => response?.finished())
        .catch(() => {});
      done();
      return;
    }
    await route.continue().catch(() => {});
  });
  return delayed;
}

/** Samples a text in a widget every frame from now on; returns the read function. */
async function sampleText(page: Page, name: string, selector: string) {
  await page.evaluate(
    ([widgetName, sel]) => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      const tick = () => {
        const root = document.querySelector(`[data-yuno-widget="${widgetName}"]`)?.shadowRoot;
        const text = [...(root?.querySelectorAll(sel) ?? [])].map((el) => el.textContent?.trim()).join(' | ');
        if (text && seen[seen.length - 1] !== text) seen.push(text);
        requestAnimationFrame(tick);
      };
      tick();
    },
    [name, selector],
  );
  return () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

test('course search: a slow answer for an older filter never replaces the newer one', async ({ page }) => {
  const delayed = await delayOld(page, '**/wp-json/yuno/v4/courses/search', (route) => {
    const body = route.request().postDataJSON() ?? {};
    return (body.availability ?? []).includes('night') && (body.personalization ?? []).length === 0;
  });
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByRole('status').filter({ hasText: /online courses available/ })).toBeVisible();
  const nightLabel =
    (await search
      .getByRole('checkbox', { name: /^Night/ })
      .locator('xpath=ancestor::label')
      .textContent()) ?? '';
  const nightOnly = Number(/\((\d+)\)/.exec(nightLabel)?.[1]);
  const seen = await sampleText(page, 'course-search', '.yuno-search__bar [role="status"]');
  await search.getByRole('checkbox', { name: /^Night/ }).click();
  await search.getByRole('checkbox', { name: /^1-to-1/ }).click();
  await expect.poll(() => delayed.count, { message: 'the Night-only search was asked for' }).toBe(1);
  await delayed.landed();
  await page.waitForLoadState('networkidle');
  const shown = await seen();
  const final = shown[shown.length - 1];
  expect(final).not.toBe(`${nightOnly} online courses available`);
  expect(shown, 'the Night-only count was never shown').not.toContain(`${nightOnly} online courses available`);
  await expect(search.getByRole('checkbox', { name: /^Night/ })).toBeChecked();
  await expect(search.getByRole('checkbox', { name: /^1-to-1/ })).toBeChecked();
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 2, outcomes: 5 });
});

test('header suggestions: a slow answer for older text never replaces the newer one', async ({ page }) => {
  const delayed = await delayOld(page, '**/wp-json/yuno/v4/courses/suggestions*', (route) => new URL(route.request().url()).searchParams.get('text') === 'ielts');
  await openDemo(page, '/search/', { as: 'learner' });
  const box = widget(page, 'header').getByRole('combobox', { name: 'Search courses' });
  await box.fill('ielts');
  await expect.poll(() => delayed.count, { message: 'the suggestions for "ielts" were asked for' }).toBe(1);
  await box.fill('python');
  const listbox = widget(page, 'header').getByRole('listbox');
  await expect(listbox).toContainText(/python/i);
  const seen = await sampleText(page, 'header', '[role="option"]');
  await delayed.landed();
  expect(delayed.count).toBe(1);
  await expect(listbox).toContainText(/python/i);
  await expect(listbox).not.toContainText(/ielts/i);
  expect(
    (await seen()).some((text) => /ielts/i.test(text)),
    'IELTS suggestions shown after Python',
  ).toBe(false);
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 2, outcomes: 4 });
});

test('data table: a slow answer for an older filter never replaces the newer one', async ({ page }) => {
  const delayed = await delayOld(
    page,
    '**/wp-json/yuno/v4/instructors/*/learners*',
    (route) => new URL(route.request().url()).searchParams.get('learner_type') === 'contacts',
  );
  await openDemo(page, '/instructor/', { as: 'instructor' });
  const table = page.locator(`[data-yuno-widget="data-table"][data-yuno-props*='"instructor-learners"']`);
  await expect(table.getByRole('table').first()).toBeVisible();
  const filter = table.getByRole('combobox', { name: 'By Learner Type' });
  await filter.selectOption({ label: 'My Contacts' });
  // The older answer must be on its way before the newer choice: two choices within one frame
  // rightly ask only for the newer list, and then there is no race to check.
  await expect.poll(() => delayed.count, { message: 'the contacts list was asked for' }).toBe(1);
  await filter.selectOption({ label: 'My Referrals' });
  await delayed.landed();
  await page.waitForLoadState('networkidle');
  const answer = await page.request.get(`${baseUrl()}/wp-json/yuno/v4/instructors/4201/learners?learner_type=referrals&limit=100&offset=0`);
  const referrals = (await answer.json()).data as { learner: { name: string } }[];
  const firstRow = table.getByRole('table').first().getByRole('row').nth(1);
  await expect(firstRow).toContainText(referrals[0].learner.name);
  await expect(filter).toHaveValue('referrals');
  expect(await axe(page)).toEqual([]);
  tally.add(test.info(), { payloads: 2, outcomes: 4 });
});

test('a burst of filter changes sends a bounded number of search and filter requests, aborting the superseded ones', async ({ page }) => {
  // Each search answer takes a second, so every request of the burst is still on its way when
  // the next change comes; the page notes each call (its time, and whether it was aborted).
  await page.addInitScript(() => {
    const calls: { kind: string; at: number; signal?: AbortSignal }[] = [];
    (window as unknown as { __calls: typeof calls }).__calls = calls;
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const kind = url.includes('/courses/search') ? 'search' : url.includes('/courses/filters') ? 'filters' : '';
      if (kind) calls.push({ kind, at: performance.now(), signal: init?.signal ?? undefined });
      return original(input, init);
    };
  });
  await openDemo(page, '/search/', { mock: { courseSearch: 'slow:1000' } });
  const search = widget(page, 'course-search');
  const status = search.getByRole('status').filter({ hasText: /online courses available/ });
  await expect(status).toBeVisible();
  await expect.poll(async () => Object.keys(await boxStates(page)).length, { message: 'the filter boxes are shown' }).toBeGreaterThan(0);
  const CHANGES = 300;
  const burst = await search.evaluate(async (host, total) => {
    const boxes = () => [...host.shadowRoot!.querySelectorAll<HTMLInputElement>('.yuno-options input[type="checkbox"]')];
    (window as unknown as { __calls: unknown[] }).__calls.length = 0;
    const started = performance.now();
    for (let i = 0; i < total; i++) {
      const list = boxes();
      list[(i * 7) % list.length].click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    return { started, ended: performance.now() };
  }, CHANGES);
  await expectSettled(page, `(after ${CHANGES} changes)`);
  const calls = await page.evaluate(() =>
    (window as unknown as { __calls: { kind: string; at: number; signal?: AbortSignal }[] }).__calls.map(({ kind, at, signal }) => ({
      kind,
      at,
      aborted: signal?.aborted ?? false,
    })),
  );
  const GAP_MS = 200;
  for (const kind of ['search', 'filters']) {
    const mine = calls.filter((call) => call.kind === kind);
    // At most one request per gap while the burst lasted, and one for its end.
    expect(mine.length, `${kind} requests`).toBeLessThanOrEqual(Math.floor((burst.ended - burst.started) / GAP_MS) + 2);
    for (let i = 1; i < mine.length; i++) expect(mine[i].at - mine[i - 1].at, `${kind} request ${i}: time since the one before`).toBeGreaterThanOrEqual(GAP_MS - 5);
  }
  // Every search request of the burst was superseded while on its way, and aborted; the last one answered.
  const searches = calls.filter((call) => call.kind === 'search');
  expect(searches.map((call) => call.aborted)).toEqual([...searches.slice(1).map(() => true), false]);
  test.info().annotations.push({
    type: 'requests',
    description: `${CHANGES} changes in ${Math.round(burst.ended - burst.started)} ms: ${searches.length} search, ${calls.length - searches.length} filter requests`,
  });

  // The last state wins: the results are the server's answer for the state in the address.
  const state = JSON.parse(new URL(page.url()).searchParams.get('state') ?? '{}');
  const answer = await page.request.post(`${baseUrl()}/wp-json/yuno/v4/courses/search`, { data: { ...state, limit: state.limit ?? 20, offset: state.offset ?? 0 } });
  const body = await answer.json();
  if (body.code === 200) await expect(status).toHaveText(`${body.count} online courses available`);
  else await expect(search.getByRole('button', { name: 'Clear Filters' }).last()).toBeVisible();
  tally.add(test.info(), { payloads: CHANGES, outcomes: 4 });
});
