import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALREADY_ENROLLED_DIALOG, COURSE_AVAILABILITY_TEXT, ENROLMENT_ERROR_MESSAGE, NO_BATCHES_MESSAGE, events } from '@yuno/core';
import { alreadyEnrolledCourseId, courseById, courseByTitle, courseWithoutBatchesId, demoCourseId } from '@yuno/mock-api';
import { AvailabilityPanel } from '@yuno/availability';
import { CourseSearch } from '@yuno/course-search';
import { Button } from '@yuno/ui';
import { loadPanelBody } from '../../packages/availability/src/panel/loadPanelBody';
import { WIDGET_CSS } from '../support/widgetCss';
import { courseIdArgType } from '../support/courseData';
import { expectQuietEnrolmentFailure, expectVisible, navigationNotice, overlayCanvas, SLOW, widgetCanvas } from '../support/play';
import { CHECKING_TEXT } from '../../packages/availability/src/enrolment/texts';
import { partUnavailable } from '../support/parts';
import { mobileGlobals } from '../support/viewports';

const subscriptionCourseId = courseByTitle('IELTS Listening Practice Lab').id;

interface PanelOnAPageProps {
  /** The course a card asks the panel to show. */
  courseId: number;
  /** Open the panel as the story opens, as if See Availability had been pressed. */
  openOnLoad: boolean;
}

/** The panel as a page has it: closed until a card's See Availability sends 'availability:open'. */
function PanelOnAPage({ courseId, openOnLoad }: PanelOnAPageProps) {
  const course = courseById(courseId);
  const open = () => events.emit('availability:open', { courseId, title: course?.title, category: course?.category.name });
  useEffect(() => {
    if (!openOnLoad) return undefined;
    // After this commit, once the panel listens.
    const timer = setTimeout(open);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per story render: the controls re-create the story.
  }, []);
  return (
    <>
      <Button variant="secondary" onClick={open}>
        See Availability: {course?.title ?? `course ${courseId}`}
      </Button>
      <AvailabilityPanel />
    </>
  );
}

const panel = (canvasElement: HTMLElement) => widgetCanvas(canvasElement).findByRole('dialog', {}, SLOW);
// Each batch's Enroll is named with its own text, then the batch's start.
const enrollButtons = async (canvasElement: HTMLElement) =>
  within(await panel(canvasElement)).findAllByRole('button', { name: new RegExp(`^${COURSE_AVAILABILITY_TEXT.enroll}\\b`) }, SLOW);

/**
 * The `availability-panel` widget (no props): one right-side panel per page that every
 * course card's See Availability opens ('availability:open'). The category and title, a
 * skeleton, then the upcoming batches with the 'Class Days & Time' filter, Show all and Enroll.
 * Enroll closes it and hands off: logged in, the enrolment check then /checkout/ (shown here
 * as "The widget would now go to /checkout/"); logged out, the login dialog.
 * The controls below belong to this story's stand-in page, not to the widget.
 */
const meta = {
  title: 'Widgets/Availability panel',
  component: PanelOnAPage,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['availability-panel'], docs: { story: { iframeHeight: 720 } } },
  args: { courseId: demoCourseId, openOnLoad: true },
  argTypes: {
    courseId: courseIdArgType("The course a card asks the panel to show (this page's See Availability opens it)"),
    openOnLoad: { description: 'Open the panel as the story opens, as if See Availability had been pressed (read when the story loads)' },
  },
} satisfies Meta<typeof PanelOnAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

export const OpenAndEnroll: Story = {
  name: 'Open availability and enroll',
  parameters: { user: 'learner' },
  args: { openOnLoad: false },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^See Availability/ }));
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    await expect(await navigationNotice(canvasElement, { containing: '/checkout/', timeout: 8000 })).toContain('/checkout/');
  },
};

export const VisitorEnrollAsksToLogIn: Story = {
  parameters: { user: 'visitor' },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    await expect(await overlayCanvas(canvasElement).findByRole('dialog', { name: 'Log in to Yuno' }, SLOW)).toHaveAttribute('open');
  },
};

export const AlreadyEnrolled: Story = {
  parameters: { user: 'learner' },
  args: { courseId: alreadyEnrolledCourseId },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    const alert = await widgetCanvas(canvasElement).findByRole('dialog', { name: ALREADY_ENROLLED_DIALOG.title }, SLOW);
    await expect(alert).toHaveTextContent(ALREADY_ENROLLED_DIALOG.text);
  },
};

export const Subscription: Story = {
  parameters: { user: 'learner' },
  args: { courseId: subscriptionCourseId },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    const dialog = await widgetCanvas(canvasElement).findByRole('dialog', { name: COURSE_AVAILABILITY_TEXT.subscriptionTitle }, SLOW);
    // Each plan's button reads 'Select' and is named with its plan ('Select 3 months').
    await expect(within(dialog).getAllByRole('button', { name: new RegExp(`^${COURSE_AVAILABILITY_TEXT.select} \\S`) }).length).toBeGreaterThan(0);
  },
};

/** Enroll when the enrolment-status check fails: as the spec says, nothing shows; the person stays and can press Enroll again. */
export const EnrolmentFailure: Story = {
  parameters: { user: 'learner', mock: { enrollmentStatus: 'fail' } },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    await expectQuietEnrolmentFailure(canvasElement, first, CHECKING_TEXT, ENROLMENT_ERROR_MESSAGE);
  },
};

/** The Class Days & Time filter open, nothing chosen yet. */
export const ClassDaysAndTimeOpen: Story = {
  name: 'Class Days & Time filter open',
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await enrollButtons(canvasElement);
    const filter = dialog.getByRole('button', { name: COURSE_AVAILABILITY_TEXT.classDaysAndTime });
    await userEvent.click(filter);
    await expect(filter).toHaveAttribute('aria-expanded', 'true');
    await expectVisible(dialog.findByRole('checkbox', { name: 'Mon' }));
    await expectVisible(dialog.findByRole('button', { name: 'Apply' }));
  },
};

export const FilterClassDaysAndTime: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await enrollButtons(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: COURSE_AVAILABILITY_TEXT.classDaysAndTime }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Mon' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Morning 6-12' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /Class Days & Time/ })).toHaveTextContent('(2)'), SLOW);
    await enrollButtons(canvasElement);
  },
};

export const NoBatches: Story = {
  args: { courseId: courseWithoutBatchesId },
  play: async ({ canvasElement }) => {
    await expectVisible(await within(await panel(canvasElement)).findByText(NO_BATCHES_MESSAGE, {}, SLOW));
  },
};

export const Loading: Story = { parameters: { mock: { batches: 'hang' } } };

export const CourseFailure: Story = {
  parameters: { mock: { courseDetail: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await within(await panel(canvasElement)).findByText('This course could not be loaded', {}, SLOW));
  },
};

export const BatchesFailure: Story = {
  parameters: { mock: { batches: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await within(await panel(canvasElement)).findByText('Batches could not be loaded', {}, SLOW));
  },
};

/** The panel's body is a part: when it cannot be fetched the panel says so, and Try again fetches it. */
export const BodyUnavailable: Story = {
  parameters: { user: 'learner' },
  tags: ['fresh-page'],
  beforeEach: partUnavailable(loadPanelBody, { once: true }),
  play: async ({ canvasElement }) => {
    const dialog = await panel(canvasElement);
    await expectVisible(await within(dialog).findByRole('heading', { name: 'Availability could not be loaded' }, SLOW));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

export const SlowNetwork: Story = {
  parameters: { user: 'learner', mock: { batches: { mode: 'slow', delayMs: 2500 }, courseDetail: { mode: 'slow', delayMs: 1000 } } },
  play: async ({ canvasElement }) => {
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

/** The panel with the search on one page: See Availability on any card opens it. */
export const FromTheSearchResults: Story = {
  parameters: { user: 'learner', css: [WIDGET_CSS['course-search'], WIDGET_CSS['availability-panel']] },
  render: () => (
    <>
      <CourseSearch />
      <AvailabilityPanel />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^See Availability/ }, SLOW);
    await userEvent.click(first);
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

/** Enroll pressed: the full-page loader while the enrolment status is checked (the answer never comes here). */
export const CheckingEnrolment: Story = {
  parameters: { user: 'learner', mock: { enrollmentStatus: 'hang' } },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    await expectVisible(await widgetCanvas(canvasElement).findByRole('status', { name: 'Checking your enrolment…' }, SLOW));
  },
};

/** After a Class Days & Time filter (mornings and evenings) the list starts again at 4 batches: Show all loads the rest below them. */
export const ShowAllBatches: Story = {
  name: 'Show all batches (after a filter)',
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const dialog = within(await panel(canvasElement));
    await enrollButtons(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: COURSE_AVAILABILITY_TEXT.classDaysAndTime }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Morning 6-12' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Evening 4-8' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    const showAll = await dialog.findByRole('button', { name: /^Show all/ }, SLOW);
    await waitFor(async () => expect(await enrollButtons(canvasElement)).toHaveLength(4), SLOW);
    await userEvent.click(showAll);
    await waitFor(async () => expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(4), SLOW);
    await waitFor(() => expect(dialog.queryByRole('button', { name: /^Show all/ })).toBeNull(), SLOW);
  },
};
