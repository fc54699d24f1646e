import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../support/viewports';
import { expect, userEvent } from 'storybook/test';
import { Button, Dialog, DIALOG_WIDTHS, type DialogWidth } from '@yuno/ui';
import { isFocused, widgetCanvas } from '../support/play';

interface DialogDemoProps {
  title: string;
  width: DialogWidth;
  placement: 'center' | 'right';
  body: string;
  withFooter: boolean;
  children?: ReactNode;
}

/** The Dialog opened on load; Close, Escape or the backdrop close it and the button opens it again. */
function DialogDemo({ title, width, placement, body, withFooter }: DialogDemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open the dialog
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        width={width}
        placement={placement}
        footer={withFooter ? <Button onClick={() => setOpen(false)}>Ok</Button> : undefined}
      >
        <p style={{ margin: 0, color: 'var(--yuno-color-text)' }}>{body}</p>
      </Dialog>
    </>
  );
}

/**
 * Modal dialog on the native `<dialog>`: focus moves in and is trapped, Escape and the
 * backdrop close it, focus returns to the opener. The spec's widths: 920 (default),
 * 500 (invite), 450 (session), 388 (demo), 360 (login). At 768 px and below it is full width.
 */
const meta = {
  title: 'UI/Dialog',
  component: DialogDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { iframeHeight: 520 } } },
  args: {
    title: 'Select course duration',
    width: 920,
    placement: 'center',
    body: 'Choose how long you want to learn. You can change the plan later from your account.',
    withFooter: true,
  },
  argTypes: {
    width: { control: 'select', options: DIALOG_WIDTHS, description: 'Max width in px' },
    placement: { control: 'inline-radio', options: ['center', 'right'], description: "'right' is the full-height side panel" },
    withFooter: { description: 'Shows a footer with an action' },
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default920: Story = {
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Select course duration' });
    await expect(dialog).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    // Opened from the button, it gives the focus back to it when it closes.
    const opener = canvas.getByRole('button', { name: 'Open the dialog' });
    await userEvent.click(opener);
    await expect(await canvas.findByRole('dialog', { name: 'Select course duration' })).toHaveAttribute('open');
    await userEvent.keyboard('{Escape}');
    await expect(isFocused(opener)).toBe(true);
    await userEvent.click(opener);
  },
};
export const Invite500: Story = {
  args: { width: 500, title: 'Invite link', body: 'Share this link with learners you want to invite: https://example.com/invite/PRIYA4201' },
};
export const Session450: Story = {
  args: { width: 450, title: 'Session Expired', body: 'Your session has been expired. Please login again to resume your session.' },
};
export const Demo388: Story = { args: { width: 388, title: 'Book a Demo Class', body: 'Choose a subject to see its demo classes.' } };
export const Login360: Story = { args: { width: 360, title: 'Log in to Yuno', body: 'Use your Google account to log in.', withFooter: false } };
export const RightSidePanel: Story = {
  args: { width: 500, placement: 'right', title: 'IELTS Academic Intensive', body: 'The availability side panel opens from the right.' },
};
export const MobileFullWidth: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
};
export const LongTitle: Story = {
  args: {
    title: 'Instructor availability of Dr. Venkataraghavan Subramaniam Ramachandran-Iyer, Senior IELTS Trainer',
    body: 'A long title wraps instead of pushing the close button out of view.',
  },
};
