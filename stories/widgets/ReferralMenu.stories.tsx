import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { REFERRAL_TEXT, TOAST_MESSAGES } from '@yuno/core';
import { ReferralMenu } from '@yuno/referral-menu';
import { WIDGET_CSS } from '../support/widgetCss';
import { expectVisible, findToast, SLOW, watchForToast, widgetCanvas } from '../support/play';
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
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
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
    await expectVisible(await canvas.findByRole('heading', { name: REFERRAL_TEXT.titleLearner }, SLOW));
    await expectVisible(await canvas.findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
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

/** Generate Code pressed, the code not back yet: a skeleton in its place. */
export const GeneratingACode: Story = {
  parameters: { user: 'learner', mock: { generateReferralCode: 'hang' } },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    await waitFor(() => expect(canvas.getByRole('region', { name: REFERRAL_TEXT.titleLearner })).toHaveAttribute('aria-busy', 'true'), SLOW);
    // The skeleton is hidden from assistive tech (the region is busy), so it is found by its class.
    await expect(canvasElement.querySelector('[data-yuno-story-frame]')?.shadowRoot?.querySelector('.yuno-referral__skeleton')).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: REFERRAL_TEXT.generateCode })).toBeNull();
  },
};

export const GenerateFailure: Story = {
  parameters: { user: 'learner', mock: { generateReferralCode: 'fail' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await widgetCanvas(canvasElement).findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
    await expect(await findToast(canvasElement, 'The server could not finish this request.')).toBeInTheDocument();
  },
};

export const Instructor: Story = {
  parameters: { user: 'instructor' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expectVisible(await canvas.findByRole('heading', { name: REFERRAL_TEXT.titleInstructor }, SLOW));
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
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: 'Try again' }, SLOW));
  },
};

export const VisitorSeesNothing: Story = { parameters: { user: 'visitor' } };

export const Mobile: Story = { tags: ['mobile'], globals: mobileGlobals, parameters: { user: 'instructor' } };

/** A learner without a code at 375 px: the title, Generate Code and the two links. */
export const LearnerMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  parameters: { user: 'learner' },
  play: async ({ canvasElement }) => {
    await expectVisible(await widgetCanvas(canvasElement).findByRole('button', { name: REFERRAL_TEXT.generateCode }, SLOW));
  },
};
