import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { COURSE_AVAILABILITY_TEXT, interpolate } from '@yuno/core';
import { Tooltip } from '@yuno/ui';
import { widgetCanvas } from '../support/play';

const badge = (text: string) => (
  <span
    tabIndex={0}
    style={{ padding: '2px 8px', borderRadius: 'var(--yuno-radius-pill)', background: 'var(--yuno-color-primary-soft)', color: 'var(--yuno-color-primary)' }}
  >
    {text}
  </span>
);

/**
 * Tooltip: shows on hover and on focus, hides on Escape, blur and mouse leave; hovering the
 * tooltip keeps it open. The trigger is described by it at all times.
 */
const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { content: COURSE_AVAILABILITY_TEXT.onlineTooltip, placement: 'top', children: badge(COURSE_AVAILABILITY_TEXT.onlineTooltipTitle) },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right'] },
    children: { control: false },
    content: { control: 'text' },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    // Keyboard focus on the badge (tabIndex 0) shows the tooltip.
    (await canvas.findByText(COURSE_AVAILABILITY_TEXT.onlineTooltipTitle)).focus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(COURSE_AVAILABILITY_TEXT.onlineTooltip);
  },
};

export const GroupClasses: Story = {
  args: {
    content: interpolate(COURSE_AVAILABILITY_TEXT.groupClassesTooltip, { max_seats: 5 }),
    children: badge(COURSE_AVAILABILITY_TEXT.groupClassesTooltipTitle),
    placement: 'bottom',
  },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.hover(await canvas.findByText(COURSE_AVAILABILITY_TEXT.groupClassesTooltipTitle));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent("You'll be one of the maximum of 5 students in the class");
  },
};
