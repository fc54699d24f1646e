import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '@yuno/shell';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, SLOW, widgetCanvas } from '../support/play';
import { mobileGlobals } from '../support/viewports';

/**
 * The `footer` widget: the server's footer columns, the messaging link for the chat number
 * (the page config's number wins) and the copyright with the current year. No props; the
 * same for every role.
 */
const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', css: WIDGET_CSS.footer, docs: { story: { iframeHeight: 480 } } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await canvas.findByRole('navigation', { name: 'Courses' }, SLOW);
    await expect(canvas.getByRole('link', { name: 'Chat with us' })).toHaveAttribute('href', 'https://wa.me/919876543210');
    await expectVisible(canvas.getByText(`© ${new Date().getFullYear()} Yuno Learning`));
  },
};

export const Loading: Story = { parameters: { mock: { footer: 'hang' } } };

export const Failure: Story = {
  parameters: { mock: { footer: 'fail' } },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByText("The footer links couldn't be loaded.", {}, SLOW));
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('navigation', { name: 'Courses' }, SLOW));
  },
};
