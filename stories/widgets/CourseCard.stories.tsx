import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COURSE_CARD_TEXT } from '@yuno/core';
import { courseByTitle, demoCourseId } from '@yuno/mock-api';
import { COURSE_NOT_FOUND, CourseCardSkeleton, CourseCardWidget, ONLINE_TOOLTIP } from '@yuno/course-card';
import { WIDGET_CSS } from '../support/widgetCss';
import { courseIdArgType, demoCard, demoCardProp, longTextCard, missingImagesCard, unreadablePriceCard } from '../support/courseData';
import { expectVisible, SLOW, widgetCanvas } from '../support/play';
import { mobileGlobals } from '../support/viewports';

/**
 * The `course-card` widget: one course, fetched by `courseId` or given as `course` data (a
 * card of the search uses the same component). Category, the Online badge with its tooltip,
 * academy and logo, the title linking to the course in a new tab, price with tax, weeks and
 * live hours, up to 6 instructor avatars with 'Choose from N instructor(s)', the
 * personalisation checklist, See Availability, Learn More and the call to action. On mobile
 * the call to action comes first. Missing or broken images fall back to initials.
 */
const meta = {
  title: 'Widgets/Course card',
  component: CourseCardWidget,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['course-card'], docs: { story: { iframeHeight: 640 } } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { courseId: demoCourseId, showSeeAvailability: true, showLearnMore: false },
  argTypes: {
    courseId: courseIdArgType('The course to fetch and show'),
    course: { control: 'object', description: 'The card data itself (wins over courseId)' },
    showSeeAvailability: { description: 'The See Availability button' },
    showLearnMore: { description: 'The Learn More link to the course' },
  },
} satisfies Meta<typeof CourseCardWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card at rest, as a page first shows it: nothing opened, nothing covering it. */
export const ById: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const card = await canvas.findByRole('article', { name: new RegExp(`^${demoCard.title}`) }, SLOW);
    await expectVisible(within(card).getByRole('button', { name: new RegExp(`^${COURSE_CARD_TEXT.seeAvailability}`) }));
    // The instructors' pictures are 32 × 32 circles, each overlapping the next by 8 px.
    const avatars = [...within(card).getByRole('list', { name: 'Instructors' }).querySelectorAll('.yuno-card__avatar')].map((a) => a.getBoundingClientRect());
    await expect(avatars.length).toBeGreaterThan(1);
    await expect(avatars.map((a) => [a.width, a.height])).toEqual(avatars.map(() => [32, 32]));
    await expect(avatars.slice(1).map((a, i) => avatars[i].right - a.left)).toEqual(avatars.slice(1).map(() => 8));
  },
};

/** The Online badge focused: its tooltip says what Online means (the end of a flow, apart from the card at rest). */
export const OnlineTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    (await canvas.findByText(COURSE_CARD_TEXT.online, {}, SLOW)).focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(ONLINE_TOOLTIP);
  },
};

export const GivenData: Story = { args: { courseId: undefined, course: demoCardProp, showLearnMore: true } };

export const LongTexts: Story = { args: { courseId: undefined, course: longTextCard, showLearnMore: true } };

export const MissingImages: Story = { args: { courseId: undefined, course: missingImagesCard } };

export const UnreadablePrice: Story = {
  args: { courseId: undefined, course: unreadablePriceCard },
  play: async ({ canvasElement }) => {
    const card = await widgetCanvas(canvasElement).findByRole('article', { name: new RegExp(`^${demoCard.title}`) }, SLOW);
    await expectVisible(card);
    if (/Free|₹/.test(card.textContent ?? '')) throw new Error('an unreadable price must show no price');
  },
};

export const Loading: Story = { parameters: { mock: { courseCard: 'hang' } } };

export const Skeleton: Story = { render: () => <CourseCardSkeleton /> };

export const NotFound: Story = {
  parameters: { mock: { courseCard: 'empty' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(COURSE_NOT_FOUND, {}, SLOW));
  },
};

export const Failure: Story = {
  parameters: { mock: { courseCard: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: 'Try again' }, SLOW));
  },
};

export const SlowNetwork: Story = {
  parameters: { mock: { courseCard: { mode: 'slow', delayMs: 2500 } } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('article', { name: new RegExp(`^${demoCard.title}`) }, SLOW));
  },
};

export const Mobile: Story = { tags: ['mobile'], globals: mobileGlobals, args: { courseId: undefined, course: longTextCard, showLearnMore: true } };

/** A free course: its price reads 'Free' (a price of 0 is never shown as ₹0). */
export const FreeCourse: Story = {
  args: { courseId: courseByTitle('IELTS Free Demo Workshop').id },
  play: async ({ canvasElement }) => {
    const card = await widgetCanvas(canvasElement).findByRole('article', { name: /^IELTS Free Demo Workshop/ }, SLOW);
    await expectVisible(within(card).getByText('Free'));
  },
};

/** A card fetched by id at 375 px: the call to action comes first. */
export const MobileById: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('article', { name: new RegExp(`^${demoCard.title}`) }, SLOW));
  },
};
