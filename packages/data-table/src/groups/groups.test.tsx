import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { events } from '@yuno/core';
import { ToastRegion } from '@yuno/ui';
import { DEMO_INSTRUCTOR_ID, instructorGroups, instructorLearners, setScenario } from '@yuno/mock-api';
import { renderAs, serveMockApi } from '@yuno/test-support';
import { DataTableWidget } from '../presets/DataTableWidget';

serveMockApi();
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => history.replaceState(null, '', '/'));

const groups = () => instructorGroups(DEMO_INSTRUCTOR_ID, Date.now());
const pool = () => instructorLearners(DEMO_INSTRUCTOR_ID, Date.now()).map((r) => r.learner);
const table = () => screen.findByRole('table', { name: 'My groups' });
const rowOf = (t: HTMLElement, name: string) => within(t).getByRole('rowheader', { name }).closest('tr')!;

function open(preset: 'instructor-groups' | 'instructor-learners' = 'instructor-groups') {
  const user = userEvent.setup();
  const toasts: Array<{ message: string; tone?: string; duration?: number }> = [];
  renderAs(
    <>
      <DataTableWidget preset={preset} />
      <ToastRegion />
    </>,
    { as: 'instructor' },
  );
  events.on('toast', (t) => void toasts.push(t));
  return { user, toasts };
}

/** Runs a row's action from its Actions menu (a group row has three). */
async function rowAction(user: ReturnType<typeof userEvent.setup>, group: string, action: string) {
  await user.click(within(rowOf(await table(), group)).getByRole('button', { name: `Actions: ${group}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

/** Types into the learner picker and picks the suggestion for this learner. */
async function pickLearner(user: ReturnType<typeof userEvent.setup>, name: string) {
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('combobox', { name: 'Learners' }), name);
  await user.click(await within(dialog).findByRole('option', { name: new RegExp(name) }));
}

describe('groups', () => {
  it('is the My Groups tab of the learners table, with the groups and their actions', async () => {
    const { user } = open('instructor-learners');
    await user.click(await screen.findByRole('tab', { name: 'My Groups' }));
    const t = await table();
    expect(
      within(t)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(groups().map((g) => g.group_name));
    const first = groups()[0];
    const row = rowOf(t, first.group_name);
    // Three actions: one "Actions" menu button named with its row, rather than three links in a cell.
    await user.click(await within(row).findByRole('button', { name: `Actions: ${first.group_name}` }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Add learners', 'Rename', 'Schedule class']);
    expect(within(menu).getByRole('menuitem', { name: 'Schedule class' }).getAttribute('href')).toBe(`/class-schedule?groupID=${first.group_id}`);
    await user.keyboard('{Escape}');
    expect(JSON.parse(new URLSearchParams(location.search).get('state')!)).toEqual({ 'instructor-learners': { tab: 'groups' } });
  });

  it('create: validates with the spec messages, then shows the new group on top with a toast', async () => {
    const { user, toasts } = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByText('Field should not be blank')).toBeTruthy();
    expect(within(dialog).getByText('Please add at least 1 learner from list')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Group title' }).getAttribute('aria-invalid')).toBe('true');

    await user.type(within(dialog).getByRole('textbox', { name: 'Group title' }), 'Band 8 sprint');
    expect(within(dialog).queryByText('Field should not be blank')).toBeNull();
    await user.type(within(dialog).getByRole('combobox', { name: 'Learners' }), 'zz');
    expect(within(dialog).getByText('Please select the user from list')).toBeTruthy();
    await user.clear(within(dialog).getByRole('combobox', { name: 'Learners' }));

    const [a, b] = pool();
    await pickLearner(user, a.name);
    await pickLearner(user, b.name);
    expect(
      within(screen.getByRole('list', { name: 'Chosen learners' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([a.name, b.name]);
    expect(within(dialog).queryByText(/Please/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const t = await table();
    expect(within(t).getAllByRole('rowheader')[0].textContent).toBe('Band 8 sprint');
    expect(within(rowOf(t, 'Band 8 sprint')).getByText('2')).toBeTruthy();
    expect(toasts).toContainEqual({ message: 'Group successfully created', tone: 'success', duration: undefined });
    expect(screen.getByText('Group successfully created')).toBeTruthy();
  });

  it('create failure: the server message as a danger toast, and the dialog closes', async () => {
    setScenario('createGroup', 'fail');
    const { user, toasts } = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await user.type(screen.getByRole('textbox', { name: 'Group title' }), 'Doomed');
    await pickLearner(user, pool()[0].name);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create group' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not finish this request.');
    expect(toasts).toContainEqual({ message: 'The server could not finish this request.', tone: 'danger', duration: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await table()).queryByRole('rowheader', { name: 'Doomed' })).toBeNull();
  });

  it('add learners: sends the change and updates the count, with its toast', async () => {
    const { user, toasts } = open();
    const group = groups()[0];
    await rowAction(user, group.group_name, 'Add learners');
    const dialog = await screen.findByRole('dialog', { name: `Add learners to ${group.group_name}` });
    const chosen = within(dialog).getByRole('list', { name: 'Chosen learners' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(group.total_users);
    // Saving nothing new is refused.
    await user.click(within(dialog).getByRole('button', { name: 'Save learners' }));
    expect(within(dialog).getByText('Please add at least 1 learner from list')).toBeTruthy();
    const newcomer = pool().find((l) => !group.user.some((u) => u.id === l.id))!;
    await pickLearner(user, newcomer.name);
    await user.click(within(dialog).getByRole('button', { name: 'Save learners' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf(await table(), group.group_name)).getByText(String(group.total_users + 1))).toBeTruthy();
    expect(toasts).toContainEqual({ message: 'Learners added successfully', tone: 'success', duration: undefined });
  });

  it('rename: a blank title is refused; a new one shows with its toast', async () => {
    const { user, toasts } = open();
    const group = groups()[1];
    await rowAction(user, group.group_name, 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    const field = within(dialog).getByRole('textbox', { name: 'Group title' });
    expect((field as HTMLInputElement).value).toBe(group.group_name);
    await user.clear(field);
    expect(within(dialog).getByText('Field should not be blank')).toBeTruthy();
    await user.type(field, 'Weekend Speakers{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await table()).getByRole('rowheader', { name: 'Weekend Speakers' })).toBeTruthy();
    expect(toasts).toContainEqual({ message: 'Group title updated successfully', tone: 'success', duration: undefined });
  });

  it('removing a chosen learner moves focus to the next chip, else the previous one, else the Learners field', async () => {
    const { user } = open();
    const group = groups().find((g) => g.user.length >= 3)!;
    await rowAction(user, group.group_name, 'Add learners');
    const dialog = await screen.findByRole('dialog', { name: `Add learners to ${group.group_name}` });
    const remove = (name: string) => within(dialog).getByRole('button', { name: `Remove ${name}` });
    const names = within(dialog)
      .getAllByRole('button', { name: /^Remove / })
      .map((b) => b.getAttribute('aria-label')!.slice('Remove '.length));
    remove(names[0]).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(remove(names[1]));
    remove(names.at(-1)!).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(remove(names.at(-2)!));
    // The focused one each time, until none is left.
    for (let left = names.length - 2; left > 0; left -= 1) {
      expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Remove /);
      await user.keyboard('{Enter}');
    }
    expect(within(dialog).queryByRole('list', { name: 'Chosen learners' })).toBeNull();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Learners' }));
  });

  it('a refused create or rename moves focus to the first invalid field, whose error describes it', async () => {
    const { user } = open();
    const describedBy = (el: Element) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent;
    await user.click(await screen.findByRole('button', { name: 'Create group' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const title = within(dialog).getByRole('textbox', { name: 'Group title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(describedBy(title)).toBe('Field should not be blank');
    await user.type(title, 'Band 8 sprint');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    const learners = within(dialog).getByRole('combobox', { name: 'Learners' });
    await waitFor(() => expect(document.activeElement).toBe(learners));
    expect(describedBy(learners)).toBe('Please add at least 1 learner from list');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const group = groups()[1];
    await rowAction(user, group.group_name, 'Rename');
    dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Group title' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save title' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Group title' })));
  });

  it('rename failure: the server message, and the dialog closes', async () => {
    setScenario('updateGroupTitle', 'fail');
    const { user, toasts } = open();
    const group = groups()[1];
    await rowAction(user, group.group_name, 'Rename');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save title' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts).toContainEqual({ message: 'The server could not finish this request.', tone: 'danger', duration: 5000 });
    expect(within(await table()).getByRole('rowheader', { name: group.group_name })).toBeTruthy();
  });

  it('a failed create keeps its draft, even across tabs; a success clears it', async () => {
    setScenario('createGroup', 'fail');
    const { user } = open('instructor-learners');
    await user.click(await screen.findByRole('tab', { name: 'My Groups' }));
    await table();
    const [a, b] = pool();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    await user.type(screen.getByRole('textbox', { name: 'Group title' }), 'Doomed');
    await pickLearner(user, a.name);
    await pickLearner(user, b.name);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'My Learners (All)' }));
    await user.click(await screen.findByRole('tab', { name: 'My Groups' }));
    await user.click(await screen.findByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    expect((within(dialog).getByRole('textbox', { name: 'Group title' }) as HTMLInputElement).value).toBe('Doomed');
    expect(
      within(within(dialog).getByRole('list', { name: 'Chosen learners' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([a.name, b.name]);
    expect(within(dialog).queryByText(/Please|Field should/)).toBeNull();

    setScenario('createGroup', 'ok');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(await table()).getAllByRole('rowheader')[0].textContent).toBe('Doomed');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    expect((within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Group title' }) as HTMLInputElement).value).toBe('');
  });

  it('Cancel and Escape drop a draft', async () => {
    setScenario('updateGroupTitle', 'fail');
    const { user } = open();
    const group = groups()[1];
    const rename = async () => {
      await rowAction(user, group.group_name, 'Rename');
      return within(await screen.findByRole('dialog', { name: 'Rename group' })).getByRole('textbox', { name: 'Group title' }) as HTMLInputElement;
    };
    for (const leave of ['{Escape}', 'Cancel']) {
      const field = await rename();
      await user.clear(field);
      await user.type(field, 'Weekend Speakers{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect((await rename()).value).toBe('Weekend Speakers');
      if (leave === 'Cancel') await user.click(screen.getByRole('button', { name: 'Cancel' }));
      else await user.keyboard(leave);
      expect((await rename()).value).toBe(group.group_name);
      await user.keyboard('{Escape}');
    }
  });

  it('a failed rename or members change keeps the draft of that dialog and group only', async () => {
    setScenario('updateGroupTitle', 'fail');
    setScenario('updateGroupLearners', 'fail');
    const { user } = open();
    const [first, second] = groups();
    const openOn = async (action: string, group: ReturnType<typeof groups>[number]) => {
      await rowAction(user, group.group_name, action);
      return screen.findByRole('dialog');
    };
    const titleIn = (dialog: HTMLElement) => (within(dialog).getByRole('textbox', { name: 'Group title' }) as HTMLInputElement).value;
    const chosenIn = (dialog: HTMLElement) =>
      within(within(dialog).getByRole('list', { name: 'Chosen learners' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    const renaming = await openOn('Rename', second);
    await user.clear(within(renaming).getByRole('textbox', { name: 'Group title' }));
    await user.type(within(renaming).getByRole('textbox', { name: 'Group title' }), 'Weekend Speakers{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openOn('Add learners', second);
    const newcomer = pool().find((l) => !second.user.some((u) => u.id === l.id))!;
    await pickLearner(user, newcomer.name);
    await user.click(screen.getByRole('button', { name: 'Save learners' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(titleIn(await openOn('Rename', second))).toBe('Weekend Speakers');
    await user.keyboard('{Escape}');
    expect(titleIn(await openOn('Rename', first))).toBe(first.group_name);
    await user.keyboard('{Escape}');
    expect(chosenIn(await openOn('Add learners', second))).toEqual([...second.user.map((u) => u.name), newcomer.name]);
    await user.keyboard('{Escape}');
    expect(chosenIn(await openOn('Add learners', first))).toEqual(first.user.map((u) => u.name));
  });

  it('Escape closes a dialog without saving', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
