import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALREADY_ENROLLED_DIALOG, COURSE_AVAILABILITY_TEXT, ENROLMENT_ERROR_MESSAGE, NO_BATCHES_MESSAGE, interpolate } from '@yuno/core';
import { alreadyEnrolledCourseId, courseById, courseByTitle, courseWithoutBatchesId, demoCourseId, QUARTER_HOUR_INSTRUCTOR_ID } from '@yuno/mock-api';
import { CourseAvailability } from '@yuno/availability';
import { WIDGET_CSS } from '../support/widgetCss';
import { courseIdArgType } from '../support/courseData';
import { expectQuietEnrolmentFailure, expectVisible, navigationNotice, overlayCanvas, SLOW, widgetCanvas } from '../support/play';
import { CHECKING_TEXT } from '../../packages/availability/src/enrolment/texts';
import { mobileGlobals } from '../support/viewports';

const demo = courseById(demoCourseId)!;
const groupOnly = courseByTitle('IELTS Writing Task 1 and 2 Masterclass');
const oneToOneOnly = courseByTitle('IELTS 1-to-1 Personal Coaching');
const freeCourse = courseByTitle('IELTS Free Demo Workshop');
const subscriptionCourse = courseByTitle('IELTS Listening Practice Lab');

const tab = (canvasElement: HTMLElement, name: string) => widgetCanvas(canvasElement).findByRole('tab', { name }, SLOW);
const enrollButtons = (canvasElement: HTMLElement) =>
  widgetCanvas(canvasElement).findAllByRole('button', { name: new RegExp(`^${COURSE_AVAILABILITY_TEXT.enroll}`) }, SLOW);

/**
 * The `course-availability` widget of a course page: tabs 'Group Classes' and '1-to-1 Classes'
 * (only those the course offers; the first is active). Group: batch cards (calendar block,
 * start time, class days, the 'Group classes' and 'Online' tooltips, instructor, price,
 * Enroll), 'Show all {count} enrollment options', 2 skeleton cards while loading, the spec's
 * text when there are none. 1-to-1: '{n} instructors found' and each instructor's weekly
 * availability ('Instructor availability of {name}').
 */
const meta = {
  title: 'Widgets/Course availability',
  component: CourseAvailability,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['course-availability'], docs: { story: { iframeHeight: 760 } } },
  args: { courseId: demoCourseId },
  argTypes: {
    courseId: courseIdArgType('The course of the page (required)'),
  },
} satisfies Meta<typeof CourseAvailability>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothTabs: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await expect(await tab(canvasElement, 'Group Classes')).toHaveAttribute('aria-selected', 'true');
    await expect(await tab(canvasElement, '1-to-1 Classes')).toHaveAttribute('aria-selected', 'false');
    await expect((await enrollButtons(canvasElement)).length).toBe(4);
  },
};

/** The walk-through: the 1-to-1 tab lists the course's instructors (the story ends on that tab). */
export const OneToOneTab: Story = {
  name: '1-to-1 Classes tab',
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await tab(canvasElement, '1-to-1 Classes'));
    const found = interpolate(COURSE_AVAILABILITY_TEXT.instructorsFound, { n: demo.instructors.length });
    await expectVisible(widgetCanvas(canvasElement).findByText(found, {}, SLOW));
  },
};

export const InstructorAvailability: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await tab(canvasElement, '1-to-1 Classes'));
    const [first] = await canvas.findAllByRole('button', { name: /^See Availability \S/ }, SLOW);
    // The button is named by its text and then its instructor's heading.
    const name = first.closest('li')!.querySelector('h3')!.textContent!;
    await userEvent.click(first);
    const dialog = await canvas.findByRole('dialog', { name: interpolate(COURSE_AVAILABILITY_TEXT.instructorAvailability, { name }) }, SLOW);
    await expect(await within(dialog).findByRole('table', {}, SLOW)).toBeInTheDocument();
  },
};

/** An instructor with a slot every 15 minutes (96): the grid shows 50, and Load more the rest below them. */
export const InstructorAvailabilityLoadMore: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await tab(canvasElement, '1-to-1 Classes'));
    const name = demo.instructors.find((i) => i.id === QUARTER_HOUR_INSTRUCTOR_ID)!.full_name;
    await userEvent.click(await canvas.findByRole('button', { name: `See Availability ${name}` }, SLOW));
    const dialog = await canvas.findByRole('dialog', { name: interpolate(COURSE_AVAILABILITY_TEXT.instructorAvailability, { name }) }, SLOW);
    const grid = await within(dialog).findByRole('table', {}, SLOW);
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(50);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(96);
  },
};

export const EnrollInABatch: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
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

export const ShowAllOptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Show all \d+ enrollment options$/ }, SLOW));
    await waitFor(async () => expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(4), SLOW);
  },
};

export const GroupClassesOnly: Story = {
  args: { courseId: groupOnly.id },
  play: async ({ canvasElement }) => {
    await tab(canvasElement, 'Group Classes');
    await expect(widgetCanvas(canvasElement).queryByRole('tab', { name: '1-to-1 Classes' })).toBeNull();
  },
};

export const OneToOneOnly: Story = {
  args: { courseId: oneToOneOnly.id },
  play: async ({ canvasElement }) => {
    const found = interpolate(COURSE_AVAILABILITY_TEXT.instructorsFound, { n: oneToOneOnly.instructors.length });
    await expectVisible(await widgetCanvas(canvasElement).findByText(found, {}, SLOW));
  },
};

export const FreeCourse: Story = {
  args: { courseId: freeCourse.id },
  play: async ({ canvasElement }) => {
    await expect((await widgetCanvas(canvasElement).findAllByText('Free', {}, SLOW)).length).toBeGreaterThan(0);
  },
};

export const SubscriptionDuration: Story = {
  parameters: { user: 'learner' },
  args: { courseId: subscriptionCourse.id },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    const dialog = await widgetCanvas(canvasElement).findByRole('dialog', { name: COURSE_AVAILABILITY_TEXT.subscriptionTitle }, SLOW);
    await expect(dialog).toHaveTextContent(COURSE_AVAILABILITY_TEXT.inclTaxes);
  },
};

export const NoBatches: Story = {
  args: { courseId: courseWithoutBatchesId },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(NO_BATCHES_MESSAGE, {}, SLOW));
  },
};

export const Loading: Story = { parameters: { mock: { course: 'hang' } } };

export const BatchesLoading: Story = { parameters: { mock: { batches: 'hang' } } };

export const Failure: Story = {
  parameters: { mock: { course: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText('Availability could not be loaded', {}, SLOW));
  },
};

export const InstructorAvailabilityFailure: Story = {
  parameters: { mock: { instructorAvailability: 'fail' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await tab(canvasElement, '1-to-1 Classes'));
    const [first] = await canvas.findAllByRole('button', { name: /^See Availability \S/ }, SLOW);
    await userEvent.click(first);
    await expectVisible(await canvas.findByRole('button', { name: 'Try again' }, SLOW));
  },
};

export const SlowNetwork: Story = {
  parameters: { mock: { course: { mode: 'slow', delayMs: 1500 }, batches: { mode: 'slow', delayMs: 2500 } } },
  play: async ({ canvasElement }) => {
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expect((await enrollButtons(canvasElement)).length).toBeGreaterThan(0);
  },
};

/** A learner already enrolled in the course presses Enroll: the spec's 'Alert', and no checkout. */
export const AlreadyEnrolled: Story = {
  parameters: { user: 'learner' },
  args: { courseId: alreadyEnrolledCourseId },
  play: async ({ canvasElement }) => {
    const [first] = await enrollButtons(canvasElement);
    await userEvent.click(first);
    const alert = await widgetCanvas(canvasElement).findByRole('dialog', { name: ALREADY_ENROLLED_DIALOG.title }, SLOW);
    await expect(alert).toHaveTextContent(ALREADY_ENROLLED_DIALOG.text);
    await expectVisible(within(alert).getByRole('button', { name: ALREADY_ENROLLED_DIALOG.button }));
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

/** At 375 px an instructor's availability opens as a dialog over the page, not a right sidebar. */
export const InstructorAvailabilityMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await tab(canvasElement, '1-to-1 Classes'));
    const [first] = await canvas.findAllByRole('button', { name: /^See Availability \S/ }, SLOW);
    await userEvent.click(first);
    const dialog = await canvas.findByRole('dialog', { name: /^Instructor availability of / }, SLOW);
    await expect(await within(dialog).findByRole('table', {}, SLOW)).toBeInTheDocument();
    await expectVisible(dialog);
  },
};
