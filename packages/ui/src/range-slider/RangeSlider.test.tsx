import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { slideTo } from '@yuno/test-support/range-input';
import { RangeSlider } from './RangeSlider';
import type { RangeSliderProps } from './RangeSlider';

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function Harness(props: Partial<RangeSliderProps>) {
  const [value, setValue] = useState<[number, number]>(props.value ?? [1200, 5000]);
  return (
    <RangeSlider
      label="Price"
      min={0}
      max={10000}
      step={100}
      formatValue={inr}
      {...props}
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
    />
  );
}

const sliders = () => screen.getAllByRole('slider') as HTMLInputElement[];

// Keys and drags are the browser's own: e2e/course-search.spec.ts tries them in Chromium.
describe('RangeSlider', () => {
  it('is two native range inputs over the whole range, named, with the values as text', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    const [lo, hi] = sliders();
    for (const input of [lo, hi]) {
      expect(input.type).toBe('range');
      expect([input.min, input.max, input.step]).toEqual(['0', '10000', '100']);
    }
    expect(lo.getAttribute('aria-label')).toBe('Minimum Price');
    expect(hi.getAttribute('aria-label')).toBe('Maximum Price');
    expect(lo.value).toBe('1200');
    expect(hi.value).toBe('5000');
    expect(lo.getAttribute('aria-valuetext')).toBe('₹1,200');
    expect(hi.getAttribute('aria-valuetext')).toBe('₹5,000');
    // Values shown as text.
    expect(screen.getByText('₹1,200')).toBeTruthy();
    expect(screen.getByText('₹5,000')).toBeTruthy();
  });

  it('uses custom thumb labels', () => {
    render(<Harness thumbLabels={['Lowest price', 'Highest price']} />);
    expect(screen.getByRole('slider', { name: 'Lowest price' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Highest price' })).toBeTruthy();
  });

  it('reports each input, and commits on the native change event only', () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    render(<Harness onChange={onChange} onCommit={onCommit} />);
    const [lo, hi] = sliders();
    slideTo(lo, 1300);
    slideTo(lo, 1400);
    expect(onChange.mock.calls).toEqual([[[1300, 5000]], [[1400, 5000]]]);
    expect(lo.getAttribute('aria-valuetext')).toBe('₹1,400');
    expect(screen.getByText('₹1,400')).toBeTruthy();
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.change(lo);
    expect(onCommit.mock.calls).toEqual([[[1400, 5000]]]);
    slideTo(hi, 9000);
    fireEvent.change(hi);
    expect(onCommit).toHaveBeenLastCalledWith([1400, 9000]);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('stops each thumb at the other one, the input too', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const [lo, hi] = sliders();
    slideTo(lo, 7000);
    expect(onChange).toHaveBeenLastCalledWith([5000, 5000]);
    expect(lo.value).toBe('5000');
    // Already there: nothing to report, and the thumb stays.
    slideTo(lo, 5100);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lo.value).toBe('5000');
    slideTo(hi, 4000);
    expect(hi.value).toBe('5000');
    expect(onChange).toHaveBeenCalledTimes(1);
    slideTo(hi, 6000);
    expect(onChange).toHaveBeenLastCalledWith([5000, 6000]);
  });

  it('a click on the bare track moves the nearer thumb there, focuses and commits it', () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    render(<Harness onChange={onChange} onCommit={onCommit} />);
    const track = sliders()[0].parentElement!;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 0, width: 200, height: 32 }));
    // 25 % of the track: 2500, nearer the lower thumb (1200) than the upper (5000). (The
    // browser also puts a value between steps on the grid: jsdom does not, Chromium does.)
    fireEvent.click(track, { clientX: 150 });
    expect(onChange).toHaveBeenLastCalledWith([2500, 5000]);
    expect(onCommit).toHaveBeenLastCalledWith([2500, 5000]);
    expect(document.activeElement).toBe(sliders()[0]);
    // 90 %: the upper thumb.
    fireEvent.click(track, { clientX: 280 });
    expect(onCommit).toHaveBeenLastCalledWith([2500, 9000]);
    expect(document.activeElement).toBe(sliders()[1]);
    // A click on a thumb is the input's own.
    fireEvent.click(sliders()[0], { clientX: 110 });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('with both thumbs at the top end, the lower one is on top so it can be grabbed', () => {
    const { rerender } = render(<RangeSlider label="Hours" min={0} max={24} value={[24, 24]} onChange={() => {}} />);
    const raised = () => sliders().map((s) => s.classList.contains('yuno-range__input--raised'));
    expect(raised()).toEqual([true, false]);
    rerender(<RangeSlider label="Hours" min={0} max={24} value={[12, 12]} onChange={() => {}} />);
    expect(raised()).toEqual([false, false]);
  });

  it('normalises an out-of-range value for display', () => {
    render(<RangeSlider label="Hours" min={0} max={24} value={[-5, 30]} onChange={() => {}} />);
    const [lo, hi] = sliders();
    expect(lo.value).toBe('0');
    expect(hi.value).toBe('24');
    expect(lo.getAttribute('aria-valuetext')).toBe('0');
    expect(hi.getAttribute('aria-valuetext')).toBe('24');
  });
});
