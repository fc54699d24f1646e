import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../support/viewports';
import { expect, userEvent } from 'storybook/test';
import { ERROR_MESSAGES, TOAST_DURATION_MS, TOAST_MESSAGES, toast, type ToastTone } from '@yuno/core';
import { Button } from '@yuno/ui';
import { watchForToast, widgetCanvas } from '../support/play';

interface ToastDemoProps {
  message: string;
  tone: ToastTone;
  /** ms; empty = the tone's default (danger 5,000, others 3,000). */
  duration?: number;
  /** Shows the toast as the story opens, so it can be looked at. */
  showOnLoad: boolean;
}

/** Widgets call `toast(message, tone, duration)` from core; the page's one ToastRegion shows it. */
function ToastDemo({ message, tone, duration, showOnLoad }: ToastDemoProps) {
  useEffect(() => {
    if (!showOnLoad) return undefined;
    // After this commit, once the page's toast region (mounted beside the story) listens.
    const timer = setTimeout(() => toast(message, tone, duration));
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per story render: the controls re-create the story.
  }, []);
  return <Button onClick={() => toast(message, tone, duration)}>Show the toast</Button>;
}

/**
 * Toasts at the bottom of the page: info and success in a polite live region, danger in red
 * with role=alert. Each hides after its duration (copy 1 s, errors 5 s), pausing while
 * hovered or focused, or with its dismiss button.
 */
const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: { docs: { story: { iframeHeight: 300 } } },
  args: { message: 'Group successfully created', tone: 'success', duration: 600_000, showOnLoad: true },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'danger'] },
    duration: { control: { type: 'number', step: 500 } },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Danger: Story = { args: { message: ERROR_MESSAGES.common, tone: 'danger' } };

export const CopyToClipboard: Story = {
  args: { message: TOAST_MESSAGES.copy, tone: 'info', duration: TOAST_DURATION_MS.copy, showOnLoad: false },
  play: async ({ canvasElement }) => {
    const button = await widgetCanvas(canvasElement).findByRole('button', { name: 'Show the toast' });
    // A 1 s toast: watched from before the click, not polled for after it.
    const toastShown = watchForToast(canvasElement, TOAST_MESSAGES.copy);
    await userEvent.click(button);
    await expect(await toastShown).toBe(TOAST_MESSAGES.copy);
  },
};

export const LongMessageMobile: Story = {
  tags: ['mobile'],
  globals: mobileGlobals,
  args: {
    tone: 'danger',
    message: 'It seems something went wrong with our servers. Our team has been notified. Please try again later.',
  },
};
