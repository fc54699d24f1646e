import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../support/viewports';
import { fn } from 'storybook/test';
import { COURSE_SEARCH_TEXT, EMPTY_STATE_MESSAGES, NO_BATCHES_MESSAGE } from '@yuno/core';
import { EmptyState } from '@yuno/ui';

/** What a list shows when it has nothing: an optional title, a message and one action. */
const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No courses found',
    message: 'No courses match these filters.',
    action: { label: COURSE_SEARCH_TEXT.clearFilters, onClick: fn() },
    headingLevel: 3,
  },
  argTypes: {
    title: { control: 'text' },
    message: { control: 'text' },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchWithoutResults: Story = {};

export const NoBatches: Story = { args: { title: undefined, message: NO_BATCHES_MESSAGE, action: undefined } };

export const NoClassScheduled: Story = { args: { title: undefined, message: EMPTY_STATE_MESSAGES.noClassScheduled, action: undefined } };

export const ErrorWithRetry: Story = {
  args: { title: 'Courses could not be loaded', message: 'An error seems to have occurred. Please try again.', action: { label: 'Try again', onClick: fn() } },
};

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  args: { message: EMPTY_STATE_MESSAGES.noClassesForLearner, title: 'No classes yet' },
};
