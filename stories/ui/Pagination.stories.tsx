import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../support/viewports';
import { expect, fn, userEvent } from 'storybook/test';
import { PAGINATION_TEXT } from '@yuno/core';
import { Pagination } from '@yuno/ui';
import { widgetCanvas } from '../support/play';

function PaginationDemo({ start, pageCount, onChange }: { start: number; pageCount: number; onChange: (page: number) => void }) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onChange={(next) => {
        setPage(next);
        onChange(next);
      }}
    />
  );
}

/**
 * The spec's pagination bar: First, previous, at most two page numbers (the current one and
 * the one before; page 1 shows 1 and 2), next, Last. The current page's button is disabled;
 * each click announces "Page N of M".
 */
const meta = {
  title: 'UI/Pagination',
  component: PaginationDemo,
  tags: ['autodocs'],
  args: { start: 1, pageCount: 4, onChange: fn() },
  argTypes: {
    start: { control: { type: 'number', min: 1 }, description: 'The page shown first' },
    pageCount: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('button', { name: PAGINATION_TEXT.first })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The walk-through: from page 1, Next page goes to page 2 and says so (the story ends on page 2). */
export const NextPageFromTheFirst: Story = {
  name: 'Next page from the first',
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next page' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    // Announced, and shown beside the page numbers.
    await expect(await canvas.findByRole('status')).toHaveTextContent('Page 2 of 4');
    await expect(canvas.getByText('Page 2 of 4', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = { args: { start: 3, pageCount: 7 } };

export const LastPage: Story = { args: { start: 7, pageCount: 7 } };

export const Mobile: Story = { tags: ['mobile'], globals: mobileGlobals, args: { start: 2, pageCount: 9 } };
