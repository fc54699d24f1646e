import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '@yuno/ui';

/** The one button of the widgets: five looks, three sizes, a loading state. */
const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'See Availability', variant: 'primary', size: 'md', block: false, loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'link', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: 'text', description: 'The label' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const AllLooks: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--yuno-space-3)', alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Enroll
      </Button>
      <Button {...args} variant="secondary">
        See Availability
      </Button>
      <Button {...args} variant="ghost">
        Learn More
      </Button>
      <Button {...args} variant="link">
        Clear Filters
      </Button>
      <Button {...args} variant="danger">
        Delete class
      </Button>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: 'Generate Code' } };

export const Disabled: Story = { args: { disabled: true, children: 'Apply filters' } };

export const LongLabelFullWidth: Story = {
  args: { block: true, children: 'Show all 14 enrollment options for IELTS Academic Intensive with a very long course name' },
};
