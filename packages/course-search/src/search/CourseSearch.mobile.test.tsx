import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { categoryTree, courses } from '@yuno/mock-api';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { CourseSearch } from './CourseSearch';
import { addressState, filterBodies, findCount, searchBodies, setAddress, spyRequests, stateQuery, viewport, user } from '../test-support/components';

serveMockApi();

const TOTAL = courses.length;
const ielts = categoryTree.find((c) => c.slug === 'ielts')!;
const inIelts = courses.filter((c) => c.category.id === ielts.id).length;

beforeEach(() => {
  setAddress('/search/');
  viewport(true);
});

async function openFilters() {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  return within(await screen.findByRole('dialog', { name: 'Filters' }));
}

describe('mobile filters (≤ 768 px)', () => {
  it("sit in a panel behind 'Filters', with 'Clear Filters' and 'Apply filters'", async () => {
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const dialog = await openFilters();
    expect(dialog.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Apply filters' })).toBeTruthy();
    expect(dialog.getByRole('radio', { name: 'All categories' })).toBeTruthy();
  });

  it("nothing applies before 'Apply filters'; then the search follows in one request", async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const dialog = await openFilters();
    await user.click(dialog.getByRole('radio', { name: /^IELTS/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^Morning/ }));
    // The panel's counts follow the draft, but the results and the address do not move.
    await waitFor(() => expect(filterBodies(spy).at(-1)).toMatchObject({ category: [ielts.id] }));
    expect(searchBodies(spy)).toHaveLength(1);
    expect(addressState()).toBeNull();
    expect(screen.getByText(`${TOTAL} online courses available`)).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Apply filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(searchBodies(spy)).toHaveLength(2));
    expect(searchBodies(spy)[1]).toMatchObject({ category: [ielts.id], availability: ['morning'], offset: 0 });
    expect(addressState()).toMatchObject({ category: [ielts.id], availability: ['morning'] });
  });

  it('closing the panel without applying discards the draft', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    let dialog = await openFilters();
    await user.click(dialog.getByRole('checkbox', { name: /^Evening/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openFilters();
    expect((dialog.getByRole('checkbox', { name: /^Evening/ }) as HTMLInputElement).checked).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(searchBodies(spy)).toHaveLength(1);
  });

  it("'Clear Filters' in the panel clears the draft; the search changes on 'Apply filters'", async () => {
    const spy = spyRequests();
    setAddress(stateQuery({ category: [ielts.id], availability: ['morning'] }));
    renderAs(<CourseSearch />);
    await findCount(inIelts);
    const dialog = await openFilters();
    await user.click(dialog.getByRole('button', { name: 'Clear Filters' }));
    expect((dialog.getByRole('checkbox', { name: /^Morning/ }) as HTMLInputElement).checked).toBe(false);
    expect(searchBodies(spy)).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Apply filters' }));
    // The category of the address stays (Reset takes it from the address state).
    await waitFor(() => expect(searchBodies(spy).at(-1)).toMatchObject({ category: [ielts.id], availability: [] }));
  });

  it('applying an unchanged draft makes no request', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    const dialog = await openFilters();
    await user.click(dialog.getByRole('button', { name: 'Apply filters' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(searchBodies(spy)).toHaveLength(1);
  });
});

describe('mobile filters, once applied', () => {
  it('say so with a count on Filters and a chip for each; a chip takes its filter off', async () => {
    const spy = spyRequests();
    renderAs(<CourseSearch />);
    await findCount(TOTAL);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).toBeNull();
    const dialog = await openFilters();
    await user.click(dialog.getByRole('radio', { name: /^IELTS/ }));
    await user.click(dialog.getByRole('checkbox', { name: /^Morning/ }));
    await user.click(dialog.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(addressState()).toMatchObject({ category: [ielts.id], availability: ['morning'] }));
    expect(await screen.findByRole('button', { name: 'Filters 2 applied' })).toBeTruthy();
    const chips = within(screen.getByRole('list', { name: 'Applied filters' }));
    expect(chips.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Remove IELTS', 'Remove Morning']);
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['IELTS×', 'Morning×']);

    await user.click(chips.getByRole('button', { name: 'Remove Morning' }));
    await waitFor(() => expect(searchBodies(spy).at(-1)).toMatchObject({ category: [ielts.id], availability: [] }));
    expect(addressState()).toMatchObject({ category: [ielts.id], availability: [] });
    expect(await screen.findByRole('button', { name: 'Filters 1 applied' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Applied filters' }))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove IELTS']);
  });
});
