import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_INSTRUCTOR_ID, instructorLearners, setScenario } from '@yuno/mock-api';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from '../presets/DataTableWidget';

serveMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

const learners = () => instructorLearners(DEMO_INSTRUCTOR_ID, Date.now());
const referrals = () => learners().filter((r) => r.type === 'referral');
const rowNames = () =>
  within(screen.getByRole('table', { name: 'My learners' }))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);
/** What the table's polite status regions say now (the pager's and the filters' own included). */
const said = () =>
  within(screen.getByRole('group', { name: 'My learners' }))
    .getAllByRole('status')
    .map((s) => s.textContent)
    .filter(Boolean);
/** Long enough for effects after paint (Preact runs them a frame later): "nothing said" is then true. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

async function open() {
  const user = userEvent.setup();
  renderAs(<DataTableWidget preset="instructor-learners" />, { as: 'instructor' });
  await waitFor(() => expect(rowNames()[0]).toBe(learners()[0].learner.name));
  return user;
}

describe("a screen reader is told a table's results", () => {
  it('after a filter is chosen; not on the first load, nor for a page (the pager says it)', async () => {
    const user = await open();
    await settle();
    expect(said()).toEqual([]);

    // The last page is a new request: its answer is the pager's to tell.
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(rowNames()[0]).toBe(learners()[120].learner.name));
    // The pager says it once its effect has run (a frame later on Preact, later still under load).
    await waitFor(() => expect(said()).toEqual(['Page 7 of 7']));
    await settle();
    expect(said()).toEqual(['Page 7 of 7']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'By Learner Type' }), 'My Referrals');
    await waitFor(() => expect(said()).toEqual([`${referrals().length} results`]));
    expect(rowNames()[0]).toBe(referrals()[0].learner.name);
  });

  it("after a filter's tag is removed", async () => {
    history.replaceState(null, '', `/?state=${encodeURIComponent(JSON.stringify({ 'instructor-learners': { filters: { type: 'referrals' } } }))}`);
    const user = userEvent.setup();
    renderAs(<DataTableWidget preset="instructor-learners" />, { as: 'instructor' });
    await waitFor(() => expect(rowNames()[0]).toBe(referrals()[0].learner.name));
    await settle();
    expect(said()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove filter By Learner Type: My Referrals' }));
    await waitFor(() => expect(said()).toEqual([`${learners().length} results`]));
  });

  it('after a search picks a learner: "1 result"', async () => {
    const user = await open();
    const target = learners()[5].learner;
    await user.type(screen.getByRole('combobox', { name: 'Learner' }), target.name);
    await user.click(await screen.findByRole('option', { name: new RegExp(target.name) }));
    await waitFor(() => expect(said()).toEqual(['1 result']));
    expect(rowNames()).toEqual([target.name]);
  });

  it('as the empty state says it when a filter brings nothing', async () => {
    const user = await open();
    setScenario('learners', 'empty');
    await user.selectOptions(screen.getByRole('combobox', { name: 'By Learner Type' }), 'My Contacts');
    await waitFor(() => expect(said()).toEqual(['No learners found']));
    expect(screen.getByText('No learners found', { selector: '.yuno-empty-state__message' })).toBeTruthy();
  });

  it('not when the answer fails (the alert says so), but once Try again brings it', async () => {
    const user = await open();
    setScenario('learners', 'http500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'By Learner Type' }), 'My Referrals');
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not finish this request.');
    await settle();
    expect(said()).toEqual([]);

    setScenario('learners', 'ok');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(said()).toEqual([`${referrals().length} results`]));
  });
});
