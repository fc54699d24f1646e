import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { COURSE_SEARCH_TEXT, PAGINATION_TEXT, SEARCH_DEFAULTS } from '@yuno/core';
import { categoryTree, courses } from '@yuno/mock-api';
import { CourseSearch } from '@yuno/course-search';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, SLOW, widgetCanvas } from '../support/play';
import { desktopGlobals, mobileGlobals } from '../support/viewports';

const countText = (n: number) => COURSE_SEARCH_TEXT.resultCount.replace('{n}', String(n));
const ielts = categoryTree.find((c) => c.slug === 'ielts')!;
const inIelts = courses.filter((c) => c.category.slug === 'ielts').length;
const pages = Math.ceil(courses.length / SEARCH_DEFAULTS.limit);

/** The top-level categories an editor can fix the widget to (as in the block's settings). */
const categoryOptions = Object.fromEntries([['(none)', undefined], ...categoryTree.map((c) => [`${c.name} (${c.id})`, c.id])]);

/**
 * The `course-search` widget: the filter panel (category tree with 'All categories' and the
 * first 5 categories, availability and personalization checkboxes, week-duration and price
 * sliders), '{n} online courses available', the course cards, the pagination bar and the
 * empty state with Clear Filters. The state round-trips through `?state=` in the address.
 * At 768 px and below the filters sit in a panel that applies only on 'Apply filters'.
 */
const meta = {
  title: 'Widgets/Course search',
  component: CourseSearch,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['course-search'], docs: { story: { iframeHeight: 900 } } },
  args: { category: undefined, showSeeAvailability: true, showLearnMore: false, emptyStateMessage: '' },
  argTypes: {
    category: {
      control: 'select',
      options: Object.keys(categoryOptions),
      mapping: categoryOptions,
      description: 'A top-level category the page is fixed to (filters stay inside it; Clear Filters returns to it)',
    },
    showSeeAvailability: { description: 'The See Availability button on each card' },
    showLearnMore: { description: 'The Learn More link on each card' },
    emptyStateMessage: { control: 'text', description: "The empty state's message (default: the page config's)" },
  },
} satisfies Meta<typeof CourseSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByText(countText(courses.length), {}, SLOW));
    // The first row renders with the results, the other cards in idle turns after it.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(SEARCH_DEFAULTS.limit), SLOW);
  },
};

export const FilterAndPage: Story = {
  name: 'Filter and page the search',
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByText(countText(courses.length), {}, SLOW);
    // The bar's code comes as it nears the view: scroll to it, as a person does.
    canvas.getByRole('region', { name: 'Courses' }).querySelector('.yuno-search__pages')!.scrollIntoView();
    const bar = within(await canvas.findByRole('navigation', { name: 'Pagination' }, SLOW));
    await userEvent.click(bar.getByRole('button', { name: 'Next page' }));
    await expect(await bar.findByRole('status')).toHaveTextContent(`Page 2 of ${pages}`);
    await waitFor(() => expect(bar.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'), SLOW);
    await userEvent.click(bar.getByRole('button', { name: PAGINATION_TEXT.last }));
    await waitFor(() => expect(bar.getByRole('button', { name: `Page ${pages}` })).toHaveAttribute('aria-current', 'page'), SLOW);

    const filters = within(canvas.getByRole('complementary', { name: COURSE_SEARCH_TEXT.filters }));
    await userEvent.click(filters.getByRole('radio', { name: new RegExp(`^${ielts.name}`) }));
    await expectVisible(await canvas.findByText(countText(inIelts), {}, SLOW));
    await expectVisible(await filters.findByRole('checkbox', { name: /^IELTS Academic/ }, SLOW));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(Math.min(inIelts, SEARCH_DEFAULTS.limit)), SLOW);
  },
};

export const Loading: Story = {
  parameters: { mock: { courseSearch: 'hang', courseFilters: 'hang' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-yuno-story-frame]')!.shadowRoot!.querySelectorAll('.yuno-card--skeleton')).toHaveLength(3));
  },
};

export const Empty: Story = {
  parameters: { mock: { courseSearch: 'empty' } },
  args: { emptyStateMessage: 'No courses match these filters. Try fewer filters or another subject.' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByText('No courses match these filters. Try fewer filters or another subject.', {}, SLOW));
    await expectVisible(canvas.getByText(countText(0)));
  },
};

export const Failure: Story = {
  parameters: { mock: { courseSearch: 'fail' } },
  play: async ({ canvasElement }) => {
    const alert = await widgetCanvas(canvasElement).findByRole('alert', {}, SLOW);
    await expectVisible(within(alert).getByRole('button', { name: 'Try again' }));
  },
};

export const FiltersFail: Story = { parameters: { mock: { courseFilters: 'fail' } } };

export const SlowNetwork: Story = {
  parameters: { mock: { courseSearch: { mode: 'slow', delayMs: 2500 }, courseFilters: { mode: 'slow', delayMs: 2500 } } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(countText(courses.length), {}, SLOW));
  },
};

export const FixedToACategory: Story = {
  args: { category: ielts.id, showLearnMore: true },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(countText(inIelts), {}, SLOW));
  },
};

export const OpenedFromASharedLink: Story = {
  parameters: { address: { state: { category: [ielts.id], availability: ['morning'], price: { code: 'INR', min: 0, max: 20000 } } } },
};

export const LearnerCategory: Story = { parameters: { user: 'learner' } };

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByText(countText(courses.length), {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: COURSE_SEARCH_TEXT.filters }));
    const panel = await canvas.findByRole('dialog', { name: COURSE_SEARCH_TEXT.filters });
    await expectVisible(within(panel).getByRole('button', { name: COURSE_SEARCH_TEXT.applyFilters }));
  },
};

export const Desktop: Story = {
  globals: desktopGlobals,
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText(countText(courses.length), {}, SLOW));
  },
};

/** 'View all' pressed: every top-level category in the tree, and 'Show less' to fold it back to 5. */
export const AllCategoriesShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByText(countText(courses.length), {}, SLOW);
    const filters = within(canvas.getByRole('complementary', { name: COURSE_SEARCH_TEXT.filters }));
    // The filter definitions come in their own answer, after the count.
    await userEvent.click(await filters.findByRole('button', { name: COURSE_SEARCH_TEXT.viewAll }, SLOW));
    await expectVisible(await filters.findByRole('button', { name: COURSE_SEARCH_TEXT.showLess }));
    // 'All categories' and more than the first five.
    await waitFor(() => expect(filters.getAllByRole('radio').length).toBeGreaterThan(6));
  },
};

/** Nothing matches, at 375 px: the message and Clear Filters under the Filters button. */
export const EmptyMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { mock: { courseSearch: 'empty' } },
  args: { emptyStateMessage: 'No courses match these filters. Try fewer filters or another subject.' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByText('No courses match these filters. Try fewer filters or another subject.', {}, SLOW));
    await expectVisible(canvas.getByRole('button', { name: COURSE_SEARCH_TEXT.clearFilters }));
  },
};
