import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader, LoadingOverlay, Skeleton } from '@yuno/ui';

/**
 * Loading placeholders: Skeleton blocks the shape of what they replace (decorative), the
 * Loader spinner (role=status with a label) and the full-page LoadingOverlay for blocking
 * waits such as the enrolment check. Motion stops under prefers-reduced-motion.
 */
const meta = {
  title: 'UI/Skeleton and Loader',
  component: Skeleton,
  tags: ['autodocs'],
  args: { width: '100%', height: 16, lines: 3 },
  argTypes: {
    width: { control: 'text', description: 'px number or any CSS length' },
    height: { control: 'number' },
    radius: { control: 'text' },
    lines: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = {};

export const CardShape: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--yuno-space-3)', maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 'var(--yuno-space-3)', alignItems: 'center' }}>
        <Skeleton width={40} height={40} radius="circle" />
        <Skeleton width="60%" height={20} />
      </div>
      <Skeleton height={120} radius={8} />
      <Skeleton lines={3} />
    </div>
  ),
};

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--yuno-space-6)', alignItems: 'center', color: 'var(--yuno-color-text)' }}>
      <Loader size="sm" label="Loading the menu…" />
      <Loader size="md" />
      <Loader size="lg" label="Loading courses…" showLabel />
    </div>
  ),
};

export const FullPageOverlay: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <LoadingOverlay label="Checking your enrolment…" />,
};
