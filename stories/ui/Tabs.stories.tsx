import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../support/viewports';
import { expect, userEvent } from 'storybook/test';
import { TAB_SETS } from '@yuno/core';
import { Tabs } from '@yuno/ui';
import { expectVisible, widgetCanvas } from '../support/play';

const panel = (text: string) => <p style={{ margin: 0, color: 'var(--yuno-color-text)' }}>{text}</p>;

/**
 * Tabs with automatic activation: Left/Right (wrapping), Home and End move and select.
 * Only the selected panel is mounted, so a tab's data loads when it is shown.
 */
const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Course availability',
    tabs: [
      { id: 'group', label: 'Group Classes', content: panel('Batch cards of the course.') },
      { id: 'one', label: '1-to-1 Classes', content: panel('12 instructors found') },
    ],
  },
  argTypes: {
    label: { description: 'Accessible name of the tab list' },
    tabs: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseAvailabilityTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Group Classes' });
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '1-to-1 Classes' })).toHaveAttribute('aria-selected', 'true');
    await expectVisible(canvas.getByText('12 instructors found'));
  },
};

export const LearnerHome: Story = {
  args: {
    label: 'Learner home',
    tabs: TAB_SETS.learnerHome.map((label, i) => ({ id: `t${i}`, label, content: panel(`${label}: the classes of this tab.`) })),
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  args: {
    label: 'Learner courses',
    tabs: TAB_SETS.learnerCourses.map((label, i) => ({ id: `t${i}`, label, content: panel(`${label}: the courses of this tab.`) })),
  },
};
