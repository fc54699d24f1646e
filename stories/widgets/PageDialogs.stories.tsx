import { useState, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CHOOSE_ACCOUNT_TITLE, ROUTES, SESSION_EXPIRED_DIALOG } from '@yuno/core';
import type { OverlayProps } from '@yuno/runtime';
import { AccountTypeDialog, LoginDialog, SessionExpiredDialog, UnauthorisedDialog } from '@yuno/shell';
import { Button } from '@yuno/ui';
import overlaysCss from '../../packages/shell/src/overlays/overlays.css?inline';
import { navigationNotice, widgetCanvas } from '../support/play';
import { mobileGlobals } from '../support/viewports';

const DIALOGS: Record<string, ComponentType<OverlayProps<any>>> = {
  login: LoginDialog,
  'session-expired': SessionExpiredDialog,
  unauthorised: UnauthorisedDialog,
  'account-type': AccountTypeDialog,
};

interface PageDialogProps {
  /** Which of the page-wide dialogs. */
  dialog: keyof typeof DIALOGS;
  /** The login dialog's mode. */
  mode: 'login' | 'signup';
}

/**
 * One page-wide dialog, open as the story opens; closed, it can be opened again. A dialog
 * reads its request when it opens, so a change of either control opens it afresh.
 */
function PageDialog({ dialog, mode }: PageDialogProps) {
  const shown = `${dialog}:${mode}`;
  const [closed, setClosed] = useState<string | null>(null);
  const Dialog = DIALOGS[dialog];
  return closed !== shown ? (
    <Dialog key={shown} detail={{ mode }} onClose={() => setClosed(shown)} />
  ) : (
    <Button variant="secondary" onClick={() => setClosed(null)}>
      Open the dialog again
    </Button>
  );
}

/**
 * The page-wide dialogs of the header package. Any widget opens them with an event
 * ('login:request', 'session:expired', 'unauthorised', 'account-type:request'); the runtime
 * shows them in one overlay host, so they work on pages without the header.
 * Login / sign-up 360 px, Session Expired and the unauthorised dialog 450 px, the account
 * type chooser 920 px.
 */
const meta = {
  title: 'Widgets/Page dialogs',
  component: PageDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', css: overlaysCss, docs: { story: { iframeHeight: 640 } } },
  args: { dialog: 'login', mode: 'login' },
  argTypes: {
    dialog: { control: 'select', options: Object.keys(DIALOGS), description: 'Which of the page-wide dialogs is open' },
    mode: {
      control: 'inline-radio',
      options: ['login', 'signup'],
      description: "The login dialog's mode when it opens (Log in or Sign up; the dialog itself switches between them)",
    },
  },
} satisfies Meta<typeof PageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await widgetCanvas(canvasElement).findByRole('dialog', { name: 'Log in to Yuno' });
    await expect(within(dialog).getByRole('button', { name: 'Log in with Google' })).toBeEnabled();
  },
};

/** The walk-through: Log in with Google hands off to the sign-in address (the story ends there). */
export const LogInWithGoogle: Story = {
  name: 'Log in with Google (hand-off)',
  play: async ({ canvasElement }) => {
    const dialog = await widgetCanvas(canvasElement).findByRole('dialog', { name: 'Log in to Yuno' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in with Google' }));
    // The Google sign-in address, after the spec's 50 ms.
    await navigationNotice(canvasElement, { containing: '/demo-login/' });
  },
};

export const SignUp: Story = {
  args: { mode: 'signup' },
  play: async ({ canvasElement }) => {
    const dialog = await widgetCanvas(canvasElement).findByRole('dialog', { name: 'Sign up for Yuno' });
    await expect(within(dialog).getByRole('link', { name: 'Sign up as an instructor' })).toHaveAttribute('href', ROUTES.becomeInstructorIelts);
  },
};

const sessionExpiredDialog = (canvasElement: HTMLElement) => widgetCanvas(canvasElement).findByRole('dialog', { name: SESSION_EXPIRED_DIALOG.title });

export const SessionExpired: Story = {
  parameters: { user: 'learner' },
  args: { dialog: 'session-expired' },
  play: async ({ canvasElement }) => {
    const dialog = await sessionExpiredDialog(canvasElement);
    await expect(dialog).toHaveTextContent(SESSION_EXPIRED_DIALOG.message.trim());
    await expect(within(dialog).getByRole('button', { name: SESSION_EXPIRED_DIALOG.action })).toBeEnabled();
  },
};

/** The walk-through: closing Session Expired logs out (the story ends on the logout address). */
export const SessionExpiredClosingLogsOut: Story = {
  name: 'Session Expired: closing logs out',
  parameters: { user: 'learner' },
  args: { dialog: 'session-expired' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await sessionExpiredDialog(canvasElement)).getByRole('button', { name: 'Close' }));
    await navigationNotice(canvasElement, { containing: ROUTES.logoutNoSlash });
  },
};

export const Unauthorised: Story = { parameters: { user: 'learner' }, args: { dialog: 'unauthorised' } };

export const ChooseAccountType: Story = {
  args: { dialog: 'account-type' },
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByRole('dialog', { name: CHOOSE_ACCOUNT_TITLE })).toHaveAttribute('open');
  },
};

export const ChooseAccountTypeMobile: Story = { tags: ['mobile'], globals: mobileGlobals, args: { dialog: 'account-type' } };

export const LoginMobile: Story = { tags: ['mobile'], globals: mobileGlobals };

export const SessionExpiredMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'learner' },
  args: { dialog: 'session-expired' },
  play: async ({ canvasElement }) => {
    await expect(await sessionExpiredDialog(canvasElement)).toHaveAttribute('open');
  },
};
