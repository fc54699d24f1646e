/**
 * A site's wording (`yunoConfig.strings`, printed by the WordPress plugin from its
 * `yuno_widgets_strings` filter): the production bundles render every text and every name a
 * screen reader reads in the site's words, placeholders carrying the numbers, while what
 * comes from the server (course titles) stays as it is.
 */
import type { Page } from '@playwright/test';
import { courses } from '../packages/mock-api/src/fixtures/courses';
import { test, expect, openDemo, widget, requestsTo, scrollToPages } from './support';

const SPANISH = {
  'See Availability': 'Ver disponibilidad',
  '{n} online courses available': '{n} cursos en línea disponibles',
  'Search...': 'Buscar…',
  Login: 'Entrar',
  'Page {n}': 'Página {n}',
  Pagination: 'Paginación',
};

/** Adds the strings to the page config the page prints, as the plugin would. */
async function withStrings(page: Page, strings: Record<string, string>) {
  await page.addInitScript((given) => {
    let config: Record<string, unknown> | undefined;
    Object.defineProperty(window, 'yunoConfig', {
      configurable: true,
      get: () => config,
      set: (value: Record<string, unknown>) => {
        config = { ...value, strings: given };
      },
    });
  }, strings);
}

const WORDING = '/widgets/site-strings.js';

test('the widgets speak the site’s words; server texts stay as they are', async ({ page }) => {
  await withStrings(page, SPANISH);
  // The wording's code is fetched by pages that have some, once, before the widgets mount.
  const wording = requestsTo(page, WORDING);
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(`${courses.length} cursos en línea disponibles`)).toBeVisible();
  await expect(search.getByText(`${courses.length} online courses available`)).toHaveCount(0);
  // The bar's code comes as it nears the view (a part): it speaks the site's words too.
  await scrollToPages(search);
  await expect(search.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: 'Página 2' })).toBeVisible();

  const firstCard = search.getByRole('article').first();
  // The heading also holds a hidden "(opens in a new tab)" for its link.
  const heading = (await firstCard.getByRole('heading').textContent())!;
  const title = courses
    .map((c) => c.title)
    .filter((t) => heading.startsWith(t))
    .sort((a, b) => b.length - a.length)[0];
  expect(title, 'a course title from the server, unchanged').toBeTruthy();
  // The button keeps naming its course for screen readers, in the site's words.
  const see = firstCard.getByRole('button', { name: /^Ver disponibilidad/ });
  await expect(see).toBeVisible();
  expect((await see.textContent())!.endsWith(`: ${title}`)).toBe(true);
  await expect(search.getByRole('button', { name: /^See Availability/ })).toHaveCount(0);

  const header = widget(page, 'header');
  await expect(header.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(header.getByPlaceholder('Buscar…')).toBeVisible();

  // Texts change with the state and stay in the site's words.
  await search.getByRole('radio', { name: /^IELTS/ }).check();
  const ielts = courses.filter((c) => c.category.slug === 'ielts').length;
  await expect(search.getByText(`${ielts} cursos en línea disponibles`)).toBeVisible();
  expect(wording).toHaveLength(1);
});

test('the 1-to-1 tab names each instructor’s button in the site’s words too', async ({ page }) => {
  await withStrings(page, SPANISH);
  await openDemo(page, '/course/');
  const section = widget(page, 'course-availability').first();
  await section.getByRole('tab', { name: '1-to-1 Classes' }).click();
  const buttons = section.getByRole('button', { name: /^Ver disponibilidad \S/ });
  await expect(buttons.first()).toBeVisible();
  await expect(section.getByRole('button', { name: /^See Availability/ })).toHaveCount(0);
});

test('when the wording’s code cannot be fetched the widgets still mount, in English', async ({ page, consoleErrors }) => {
  await withStrings(page, SPANISH);
  await page.route(`**${WORDING}*`, (route) => route.abort());
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(`${courses.length} online courses available`)).toBeVisible();
  await expect(widget(page, 'header').getByRole('button', { name: 'Login' })).toBeVisible();
  expect(consoleErrors.some((text) => text.includes("the site's wording could not be loaded"))).toBe(true);
});

test('without strings the widgets keep their English texts, and no wording is fetched', async ({ page }) => {
  const wording = requestsTo(page, WORDING);
  await openDemo(page, '/search/');
  const search = widget(page, 'course-search');
  await expect(search.getByText(`${courses.length} online courses available`)).toBeVisible();
  await expect(search.getByRole('button', { name: /^See Availability/ }).first()).toBeVisible();
  expect(wording).toHaveLength(0);
});
