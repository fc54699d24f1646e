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
 * Two-thumb slider: arrows ±step, PageUp/PageDown ±10 %, Home/End to the thumb's limit; a
 * press on the track moves the nearer thumb. The search's week duration (0–24) and price
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

export const Price: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    const low = await canvas.findByRole('slider', { name: 'Minimum Price' });
    low.focus();
    await userEvent.keyboard('{PageUp}');
    await expect(Number(low.getAttribute('aria-valuenow'))).toBe(12000);
    await expect(args.onCommit).toHaveBeenCalled();
  },
};

export const WeekDuration: Story = {
  args: { label: 'Week duration', unit: 'weeks', min: SEARCH_DEFAULTS.weekDuration.min, max: SEARCH_DEFAULTS.weekDuration.max, start: [4, 12] },
};

export const Mobile: Story = { tags: ['mobile'], globals: mobileGlobals };
