import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { REFERRAL_TEXT, TOAST_MESSAGES } from '@yuno/core';
import { ReferralMenu } from '@yuno/referral-menu';
import { WIDGET_CSS } from '../support/widgetCss';
import { findToast, SLOW, watchForToast, widgetCanvas } from '../support/play';
import { mobileGlobals } from '../support/viewports';

/**
 * The `referral-menu` widget: titled 'Referral' for a Learner and 'Referral Earnings' for an
 * Instructor; the read-only code with Copy ('Copy to clipboard' for 1 s), a Generate Code
 * action for a Learner without a code (a skeleton, then the code), and the Earnings and How it
 * works items for the roles they are for. Nothing for a visitor.
 */
const meta = {
  title: 'Widgets/Referral menu',
  component: ReferralMenu,
  tags: ['autodocs'],
  parameters: { css: WIDGET_CSS['referral-menu'], docs: { story: { iframeHeight: 360 } } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { headingLevel: 2 },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4], description: "Heading level of the title, to fit the page's outline" } },
} satisfies Meta<typeof ReferralMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvasElement: HTMLElement) => widgetCanvas(canvasElement).findByRole('textbox', { name: 'Your referral code' }, SLOW);

export const LearnerWithoutCode: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('heading', { name: REFERRAL_TEXT.titleLearner }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW)).toBeVisible();
  },
};

export const LearnerGeneratesACode: Story = {
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await widgetCanvas(canvasElement).findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    const field = await codeField(canvasElement);
    await waitFor(() => expect(field).toHaveValue('AARAV4101'), SLOW);
  },
};

export const GenerateFailure: Story = {
  parameters: { user: 'learner', mock: { generateReferralCode: 'fail' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await widgetCanvas(canvasElement).findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    await expect(await findToast(canvasElement, 'Mock failure')).toBeInTheDocument();
  },
};

export const Instructor: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('heading', { name: REFERRAL_TEXT.titleInstructor }, SLOW)).toBeVisible();
    await waitFor(async () => expect(await codeField(canvasElement)).toHaveValue('PRIYA4201'), SLOW);
  },
};

export const CopyTheCode: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    await codeField(canvasElement);
    const copyButton = await widgetCanvas(canvasElement).findByRole('button', { name: 'Copy referral code' }, SLOW);
    const toastShown = watchForToast(canvasElement, TOAST_MESSAGES.copy);
    await userEvent.click(copyButton);
    await expect(await toastShown).toBe(TOAST_MESSAGES.copy);
  },
};

export const OrgAdmin: Story = { parameters: { user: 'org-admin' } };

export const Loading: Story = { parameters: { user: 'instructor', mock: { referralCode: 'hang' } } };

export const CodeRequestFailure: Story = {
  parameters: { user: 'instructor', mock: { referralCode: 'fail' } },
  play: async ({ canvasElement }) => {
    await expect(await widgetCanvas(canvasElement).findByRole('button', { name: 'Try again' }, SLOW)).toBeVisible();
  },
};

export const VisitorSeesNothing: Story = { parameters: { user: 'visitor' } };

export const Mobile: Story = { tags: ['mobile'], globals: mobileGlobals, parameters: { user: 'instructor' } };
