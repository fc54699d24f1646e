import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_STATE_MESSAGES, TOAST_MESSAGES } from '@yuno/core';
import { DEMO_INSTRUCTOR_ID, instructorLearners, upcomingClasses } from '@yuno/mock-api';
import { DataTableWidget } from '@yuno/data-table';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, findToast, navigationNotice, SLOW, typeInto, widgetCanvas } from '../support/play';

/**
 * The data table's actions and the states they end in, one story each: the toasts of deleting
 * a class, enrolling in a demo class and changing a group (and a failed change, whose dialog
 * keeps what was typed when opened again), and a learner's empty class list. The tables
 * themselves are in Widgets/Data table.
 */
const meta = {
  title: 'Widgets/Data table actions',
  component: DataTableWidget,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['data-table'], docs: { story: { iframeHeight: 720 } } },
  args: { preset: 'instructor-groups', title: '', syncUrl: false },
} satisfies Meta<typeof DataTableWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Runs the first row's action `action` ('Delete', 'Rename', …): its own button when the row
 * has one action, else the item of its "Actions" menu.
 */
async function firstRowAction(canvasElement: HTMLElement, table: string, action: string) {
  const grid = await widgetCanvas(canvasElement).findByRole('table', { name: table }, SLOW);
  const [first] = await within(grid).findAllByRole('button', { name: new RegExp(`^(${action}|Actions): `) }, SLOW);
  await userEvent.click(first);
  if (first.getAttribute('aria-haspopup') === 'menu') await userEvent.click(await widgetCanvas(canvasElement).findByRole('menuitem', { name: action }, SLOW));
}

/** The open group dialog, once it has its fields. */
const dialogNamed = async (canvasElement: HTMLElement, name: string | RegExp) => within(await widgetCanvas(canvasElement).findByRole('dialog', { name }, SLOW));

/** A learner whose teacher has not scheduled anything: the spec's message in place of the table. */
export const LearnerNoClassesYet: Story = {
  parameters: { user: 'learner', mock: { homeClasses: 'empty' } },
  args: { preset: 'learner-home' },
  play: async ({ canvasElement }) => {
    await expectVisible(widgetCanvas(canvasElement).findByText(EMPTY_STATE_MESSAGES.noClassesForLearner, {}, SLOW));
  },
};

/** A class's detail page (`class-detail`, the class id in the address): the class, and Delete. */
const detailClass = upcomingClasses(DEMO_INSTRUCTOR_ID, Date.now())[1];
const onDetailPage = { user: 'instructor', address: { query: { class_id: String(detailClass.id) } } };

export const ClassDetail: Story = {
  parameters: onDetailPage,
  args: { preset: 'class-detail' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(canvas.findByRole('heading', { name: detailClass.title }, SLOW));
    await expectVisible(canvas.getByRole('button', { name: `Delete: ${detailClass.title}` }));
  },
};

/** Deleting from the detail page: the dialog, then on confirm the page goes to /instructor (spec 2, "Classes and groups"). */
export const ClassDeletedFromDetail: Story = {
  name: 'Class deleted from its detail page',
  parameters: onDetailPage,
  args: { preset: 'class-detail' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Delete: ${detailClass.title}` }, SLOW));
    const dialog = await dialogNamed(canvasElement, 'Delete class');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete class' }));
    await expectVisible(findToast(canvasElement, TOAST_MESSAGES.classDeleted));
    await expect(await navigationNotice(canvasElement, { containing: '/instructor' })).toBe('The widget would now go to /instructor');
  },
};

export const ClassDeletedToast: Story = {
  name: 'Class deleted (toast)',
  parameters: { user: 'instructor' },
  args: { preset: 'upcoming-classes' },
  play: async ({ canvasElement }) => {
    await firstRowAction(canvasElement, 'Upcoming classes', 'Delete');
    const dialog = await dialogNamed(canvasElement, 'Delete class');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete class' }));
    await expectVisible(findToast(canvasElement, TOAST_MESSAGES.classDeleted));
  },
};

export const DemoClassEnrolledToast: Story = {
  name: 'Demo class enrolled (toast)',
  parameters: { user: 'learner' },
  args: { preset: 'learner-classes' },
  play: async ({ canvasElement }) => {
    await firstRowAction(canvasElement, 'Demo classes', 'Enroll');
    await expectVisible(findToast(canvasElement, TOAST_MESSAGES.enrolled));
  },
};

export const LearnersAddedToast: Story = {
  name: 'Learners added (toast)',
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    await firstRowAction(canvasElement, 'My groups', 'Add learners');
    const dialog = await dialogNamed(canvasElement, /^Add learners to /);
    const members = dialog.queryAllByRole('listitem').map((item) => item.textContent ?? '');
    // One of the instructor's learners who is not in the group yet.
    const learners = instructorLearners(DEMO_INSTRUCTOR_ID, Date.now()).map((row) => row.learner.name);
    const newcomer = learners.find((name) => !members.some((member) => member.includes(name)))!;
    await typeInto(dialog.getByRole('combobox', { name: 'Learners' }), newcomer);
    await userEvent.click(await dialog.findByRole('option', { name: new RegExp(newcomer) }, SLOW));
    await userEvent.click(dialog.getByRole('button', { name: 'Save learners' }));
    await expectVisible(findToast(canvasElement, TOAST_MESSAGES.learnersAdded));
  },
};

/** Renames the first group to `title` with the Rename action. */
async function renameFirstGroup(canvasElement: HTMLElement, title: string) {
  await firstRowAction(canvasElement, 'My groups', 'Rename');
  const dialog = await dialogNamed(canvasElement, 'Rename group');
  const field = dialog.getByRole('textbox', { name: 'Group title' });
  // The field holds the old title: replaced as one input event (typeInto would add to it).
  await userEvent.click(field);
  fireEvent.input(field, { target: { value: title } });
  await userEvent.click(dialog.getByRole('button', { name: 'Save title' }));
  await waitFor(() => expect(widgetCanvas(canvasElement).queryByRole('dialog')).toBeNull(), SLOW);
}

export const GroupRenamedToast: Story = {
  name: 'Group renamed (toast)',
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    await renameFirstGroup(canvasElement, 'Band 8 sprint');
    await expectVisible(findToast(canvasElement, TOAST_MESSAGES.groupTitleUpdated));
  },
};

/** A group change the server refuses: its message as a danger toast (the form waits for the next opening). */
export const GroupActionFailedToast: Story = {
  name: 'Group change failed (toast)',
  parameters: { user: 'instructor', mock: { updateGroupTitle: 'fail' } },
  play: async ({ canvasElement }) => {
    await renameFirstGroup(canvasElement, 'Band 8 sprint');
    await expectVisible(findToast(canvasElement, 'The server could not finish this request.'));
  },
};

/** After a refused change, the dialog opened again holds what was typed (a draft until saved or cancelled). */
export const GroupDialogReopenedWithDraft: Story = {
  name: 'Group dialog reopened after a failed save (draft kept)',
  parameters: { user: 'instructor', mock: { updateGroupTitle: 'fail' } },
  play: async ({ canvasElement }) => {
    await renameFirstGroup(canvasElement, 'Band 8 sprint');
    await expectVisible(findToast(canvasElement, 'The server could not finish this request.'));
    await firstRowAction(canvasElement, 'My groups', 'Rename');
    const dialog = await dialogNamed(canvasElement, 'Rename group');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Group title' })).toHaveValue('Band 8 sprint'), SLOW);
  },
};
