import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EMPTY_STATE_MESSAGES, ERROR_MESSAGES, LEARNER_TYPE_FILTER, TOAST_MESSAGES } from '@yuno/core';
import { DEMO_INSTRUCTOR_ID, instructorLearners } from '@yuno/mock-api';
import { DataTableWidget, PRESET_NAMES } from '@yuno/data-table';
import { loadPreset } from '../../packages/data-table/src/presets/load';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, findToast, overlayCanvas, SLOW, typeInto, widgetCanvas } from '../support/play';
import { partUnavailable } from '../support/parts';
import { mobileGlobals } from '../support/viewports';

/**
 * The `data-table` widget: a table picked by `preset` (the instructor's learners and groups,
 * upcoming classes, a learner's demo classes, payments, enrolments, the instructor's courses),
 * with nested tabs, filters and their tags, column hiding, paging, progress bars,
 * user-with-picture cells, status tags, copy cells and actions. Its state may go into the
 * address (`?state=`). The empty state is the server's message.
 */
const meta = {
  title: 'Widgets/Data table',
  component: DataTableWidget,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['data-table'], docs: { story: { iframeHeight: 720 } } },
  args: { preset: 'instructor-learners', title: '', syncUrl: true },
  argTypes: {
    preset: { control: 'select', options: PRESET_NAMES, description: 'Which table' },
    title: { control: 'text', description: 'A heading above the table; none when empty (the table keeps its own caption for screen readers)' },
    syncUrl: { description: 'Keep the tab, filters and page in the address (?state=)' },
  },
} satisfies Meta<typeof DataTableWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, name: string) => widgetCanvas(canvasElement).findByRole('table', { name }, SLOW);

/** The learners as an account column shows them: learner, course, attendance and Schedule class; the rest wait in Columns. */
export const InstructorLearners: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const learners = await table(canvasElement, 'My learners');
    await expectVisible(learners);
    await expect(within(learners).getByRole('columnheader', { name: 'Attendance' })).toBeInTheDocument();
    await expect(within(learners).queryByRole('columnheader', { name: 'Org admin' })).toBeNull();
    await expectVisible(widgetCanvas(canvasElement).getByRole('button', { name: 'Columns (6 hidden)' }));
  },
};

/** The learners at 375 px: each row a card, every value beside its column's label. */
export const InstructorLearnersMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'My learners'));
  },
};

export const InstructorGroups: Story = {
  parameters: { user: 'instructor' },
  args: { preset: 'instructor-groups' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'My groups'));
  },
};

export const CreateAGroup: Story = {
  name: 'Create a group',
  parameters: { user: 'instructor' },
  args: { preset: 'instructor-groups' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await table(canvasElement, 'My groups');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Create group' }));
    await typeInto(dialog.getByRole('textbox', { name: 'Group title' }), 'Band 8 sprint');
    const [learner] = instructorLearners(DEMO_INSTRUCTOR_ID, Date.now()).map((row) => row.learner);
    await typeInto(dialog.getByRole('combobox', { name: 'Learners' }), learner.name);
    await userEvent.click(await dialog.findByRole('option', { name: new RegExp(learner.name) }, SLOW));
    await expect(within(dialog.getByRole('list', { name: 'Chosen learners' })).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull(), SLOW);
    await waitFor(async () => expect(within(await table(canvasElement, 'My groups')).getAllByRole('rowheader')[0]).toHaveTextContent('Band 8 sprint'), SLOW);
    await expect(await findToast(canvasElement, TOAST_MESSAGES.groupCreated)).toBeInTheDocument();
  },
};

export const UpcomingClasses: Story = {
  parameters: { user: 'instructor' },
  args: { preset: 'upcoming-classes' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'Upcoming classes'));
  },
};

/** A site editor's typo in the preset: the message names it and lists the known ones. */
export const UnknownPreset: Story = {
  args: { preset: 'learner-hom' as never },
  play: async ({ canvasElement }) => {
    const alert = await widgetCanvas(canvasElement).findByRole('alert', {}, SLOW);
    await expectVisible(alert);
    await expect(alert.textContent).toContain('There is no preset called “learner-hom”.');
    await expect(alert.textContent).toContain('learner-home');
  },
};

export const NoClassScheduled: Story = {
  parameters: { user: 'instructor', mock: { upcomingClasses: 'empty' } },
  args: { preset: 'upcoming-classes' },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(EMPTY_STATE_MESSAGES.noClassScheduled, {}, SLOW));
  },
};

export const LearnerHome: Story = {
  parameters: { user: 'learner' },
  args: { preset: 'learner-home' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'My Schedule'));
    await userEvent.click(widgetCanvas(canvasElement).getByRole('tab', { name: 'Past Classes & Recordings' }));
    await expect((await table(canvasElement, 'Past Classes & Recordings')).querySelectorAll('a[href]').length).toBeGreaterThan(0);
  },
};

export const InstructorHome: Story = {
  parameters: { user: 'instructor' },
  args: { preset: 'instructor-home' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'Upcoming & Ongoing'));
    await expectVisible(await widgetCanvas(canvasElement).findByRole('link', { name: 'Schedule New Class' }, SLOW));
  },
};

/** An instructor no organisation has mapped to a course: told why, in place of Schedule New Class. */
export const InstructorHomeNotMappedYet: Story = {
  parameters: { user: 'instructor', mock: { instructorCourses: 'empty' } },
  args: { preset: 'instructor-home' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByText(EMPTY_STATE_MESSAGES.instructorNoAccess, {}, SLOW));
    await expect(canvas.queryByRole('link', { name: 'Schedule New Class' })).toBeNull();
  },
};

export const LearnerCourses: Story = {
  parameters: { user: 'learner' },
  args: { preset: 'learner-courses' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'My Courses'));
  },
};

export const LearnerNotEnrolledYet: Story = {
  parameters: { user: 'learner', mock: { learnerCourses: 'empty' } },
  args: { preset: 'learner-courses' },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(EMPTY_STATE_MESSAGES.notEnrolled, {}, SLOW));
  },
};

export const LearnerDemoClasses: Story = {
  parameters: { user: 'learner' },
  args: { preset: 'learner-classes' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'Demo classes'));
  },
};

/** Presses "Load more" under the first demo classes; the story's mock decides the answer. */
async function loadMoreDemoClasses(canvasElement: HTMLElement) {
  await table(canvasElement, 'Demo classes');
  await userEvent.click(await widgetCanvas(canvasElement).findByRole('button', { name: 'Load more' }, SLOW));
}

const demoClassRows = async (canvasElement: HTMLElement) => within(await table(canvasElement, 'Demo classes')).getAllByRole('rowheader');

/** "Load more" failed: the classes already shown stay, the server's message sits beside the button, which now tries again. */
export const LoadMoreFailure: Story = {
  parameters: { user: 'learner', mock: { demoClasses: 'failMore' } },
  args: { preset: 'learner-classes' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await loadMoreDemoClasses(canvasElement);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('The server could not finish this request.');
    await expect(await demoClassRows(canvasElement)).toHaveLength(3);
    await expectVisible(canvas.getByRole('button', { name: 'Try again' }));
  },
};

/** A 204 on "Load more" means there is nothing more: the classes stay and the button goes. */
export const LoadMoreNothingMore: Story = {
  parameters: { user: 'learner', mock: { demoClasses: 'code204More' } },
  args: { preset: 'learner-classes' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await loadMoreDemoClasses(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull(), SLOW);
    await expect(await demoClassRows(canvasElement)).toHaveLength(3);
  },
};

/** An instructor's own demo classes, 2 at a time. */
export const InstructorDemoClasses: Story = {
  parameters: { user: 'instructor' },
  args: { preset: 'learner-classes' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await demoClassRows(canvasElement)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await demoClassRows(canvasElement)).toHaveLength(3), SLOW);
  },
};

export const PaymentsForYunoAdmin: Story = {
  parameters: { user: 'yuno-admin' },
  args: { preset: 'payments' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'Payments'));
  },
};

export const PaymentsForALearner: Story = { parameters: { user: 'learner' }, args: { preset: 'payments' } };

export const EnrollmentsForAnOrgAdmin: Story = {
  parameters: { user: 'org-admin' },
  args: { preset: 'enrollments' },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'Enrollments'));
  },
};

export const InstructorCourses: Story = {
  parameters: { user: 'instructor' },
  args: { preset: 'instructor-courses' },
  play: async ({ canvasElement }) => {
    await expect((await widgetCanvas(canvasElement).findAllByRole('article', {}, SLOW)).length).toBeGreaterThan(0);
  },
};

/** An instructor teaching no course: once mapped to one, they can connect to the organisation's virtual classroom. */
export const InstructorTeachingNoCourse: Story = {
  parameters: { user: 'instructor', mock: { instructorCourses: 'empty' } },
  args: { preset: 'instructor-courses' },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(EMPTY_STATE_MESSAGES.instructorNoCourse, {}, SLOW));
  },
};

export const WithATitle: Story = { parameters: { user: 'instructor' }, args: { preset: 'upcoming-classes', title: 'Your week ahead' } };

export const Loading: Story = { parameters: { user: 'instructor', mock: { learners: 'hang' } } };

export const Failure: Story = {
  parameters: { user: 'instructor', mock: { learners: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: 'Try again' }, SLOW));
  },
};

/** The preset's part (its columns, filters and actions) could not be fetched: said in place of the table, with Try again. */
export const PresetUnavailable: Story = {
  parameters: { user: 'instructor' },
  tags: ['fresh-page'],
  beforeEach: partUnavailable(loadPreset, { once: true }),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(ERROR_MESSAGES.common);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expectVisible(await table(canvasElement, 'My learners'));
  },
};

export const SlowNetwork: Story = {
  parameters: { user: 'instructor', mock: { learners: { mode: 'slow', delayMs: 2500 } } },
  play: async ({ canvasElement }) => {
    await expectVisible(await table(canvasElement, 'My learners'));
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'instructor' },
  args: { preset: 'upcoming-classes' },
};

/** 'By Learner Type' set to My Referrals: the rows narrow and the applied filter shows as a removable tag. */
export const InstructorLearnersFiltered: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await table(canvasElement, 'My learners');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: LEARNER_TYPE_FILTER.title }), LEARNER_TYPE_FILTER.options[2]);
    const tags = await canvas.findByRole('list', { name: 'Applied filters' }, SLOW);
    await expectVisible(tags);
    await expect(tags).toHaveTextContent(`${LEARNER_TYPE_FILTER.title}: ${LEARNER_TYPE_FILTER.options[2]}`);
    await expectVisible(within(tags).getByRole('button', { name: /^Remove filter / }));
  },
};

/**
 * The Columns menu: the button counts the hidden columns (six wait there by default, so the
 * learners fit an account column), and the menu shows one back or hides another.
 */
export const ColumnsHidden: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const learners = await table(canvasElement, 'My learners');
    await userEvent.click(canvas.getByRole('button', { name: 'Columns (6 hidden)' }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Show Email' }));
    await expectVisible(await within(learners).findByRole('columnheader', { name: 'Email' }, SLOW));
    await userEvent.click(canvas.getByRole('button', { name: 'Columns (5 hidden)' }));
    await expectVisible(await canvas.findByRole('menuitem', { name: 'Hide Email' }));
  },
};

/** The server answers HTTP 403: the table's failure in place, and the page's not-authorised dialog once. */
export const Forbidden: Story = {
  parameters: { user: 'instructor', mock: { learners: 'http403' } },
  play: async ({ canvasElement }) => {
    await expect(await overlayCanvas(canvasElement).findByRole('dialog', { name: 'Not authorised' }, SLOW)).toHaveAttribute('open');
    await expect(await widgetCanvas(canvasElement).findByRole('button', { name: 'Try again' }, SLOW)).toBeInTheDocument();
  },
};

/** An instructor's course card on its Past tab: the batches that have ended, 4 to a page. */
export const InstructorCoursesPastBatches: Story = {
  parameters: { user: 'instructor' },
  args: { preset: 'instructor-courses' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const [card] = await canvas.findAllByRole('article', {}, SLOW);
    await userEvent.click(within(card).getByRole('tab', { name: 'Past' }));
    const panel = await within(card).findByRole('tabpanel', { name: 'Past' }, SLOW);
    const past = await within(panel).findByRole('table', {}, SLOW);
    await expectVisible(past);
    await waitFor(() => expect(within(past).getAllByRole('row').length).toBeGreaterThan(1), SLOW);
  },
};
