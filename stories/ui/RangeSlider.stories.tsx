import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileGlobals } from '../support/viewports';
import { expect, fn, userEvent } from 'storybook/test';
import { SEARCH_DEFAULTS, formatCurrency } from '@yuno/core';
import { RangeSlider, type RangeSliderProps } from '@yuno/ui';
import { widgetCanvas } from '../support/play';

type DemoProps = Omit<RangeSliderProps, 'value' | 'onChange' | 'formatValue'> & { unit: 'rupees' | 'weeks'; start: [number, number] };

function RangeDemo({ unit, start, ...props }: DemoProps) {
  const [value, setValue] = useState<[number, number]>(start);
  const formatValue = unit === 'rupees' ? (n: number) => formatCurrency(n, { currency: SEARCH_DEFAULTS.price.code }) : (n: number) => `${n} weeks`;
  return (
    <div style={{ maxWidth: 360 }}>
      <RangeSlider {...props} value={value} onChange={setValue} formatValue={formatValue} />
    </div>
  );
}

/**
 * Two-thumb slider on two native range inputs, so that screen readers on phones can adjust
 * them with swipes: the browser's keys (arrows ±step, PageUp/PageDown a tenth of the range,
 * Home/End) and drags; the lower thumb stops at the upper one and back; a click on the bare
 * track moves the nearer thumb there. The search's week duration (0–24) and price
 * (INR 0–120000), step 1.
 */
const meta = {
  title: 'UI/RangeSlider',
  component: RangeDemo,
  tags: ['autodocs'],
  args: {
    label: 'Price',
    unit: 'rupees',
    min: SEARCH_DEFAULTS.price.min,
    max: SEARCH_DEFAULTS.price.max,
    step: SEARCH_DEFAULTS.sliderStep,
    start: [SEARCH_DEFAULTS.price.min, SEARCH_DEFAULTS.price.max],
    onCommit: fn(),
  },
  argTypes: {
    unit: { control: 'inline-radio', options: ['rupees', 'weeks'] },
    start: { control: 'object', description: 'The starting [low, high]' },
  },
} satisfies Meta<typeof RangeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where on screen a value of the slider's track is (the thumbs' centres run along the track). */
function trackPoint(slider: HTMLElement, fraction: number) {
  const track = slider.parentElement!.getBoundingClientRect();
  return { clientX: track.left + track.width * fraction, clientY: track.top + track.height / 2 };
}

export const Price: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    const low = (await canvas.findByRole('slider', { name: 'Minimum Price' })) as HTMLInputElement;
    // A click at a tenth of the bare track: the lower thumb is nearer, and moves there.
    await userEvent.pointer({ keys: '[MouseLeft]', target: low.parentElement!, coords: trackPoint(low, 0.1) });
    await expect(low.value).toBe('12000');
    await expect(low).toHaveAttribute('aria-valuetext', '₹12,000');
    await expect((low.getRootNode() as ShadowRoot).activeElement).toBe(low);
    await expect(args.onCommit).toHaveBeenCalledWith([12000, 120000]);
  },
};

/** Both thumbs at the top end: the lower one lies on top, so that it can still be dragged down. */
export const BothAtTheTop: Story = {
  args: { start: [SEARCH_DEFAULTS.price.max, SEARCH_DEFAULTS.price.max] },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    const low = await canvas.findByRole('slider', { name: 'Minimum Price' });
    const { clientX, clientY } = trackPoint(low, 1);
    await expect((low.getRootNode() as Document | ShadowRoot).elementFromPoint(clientX, clientY)).toBe(low);
  },
};

export const WeekDuration: Story = {
  args: { label: 'Week duration', unit: 'weeks', min: SEARCH_DEFAULTS.weekDuration.min, max: SEARCH_DEFAULTS.weekDuration.max, start: [4, 12] },
};

export const Mobile: Story = { tags: ['mobile'], globals: mobileGlobals };
