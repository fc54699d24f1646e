import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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

const sliders = () => screen.getAllByRole('slider');

describe('RangeSlider', () => {
  it('has two named sliders whose limits follow the other thumb', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
    const [lo, hi] = sliders();
    expect(lo.getAttribute('aria-label')).toBe('Minimum Price');
    expect(hi.getAttribute('aria-label')).toBe('Maximum Price');
    expect(lo.getAttribute('aria-valuemin')).toBe('0');
    expect(lo.getAttribute('aria-valuemax')).toBe('5000');
    expect(lo.getAttribute('aria-valuenow')).toBe('1200');
    expect(lo.getAttribute('aria-valuetext')).toBe('₹1,200');
    expect(hi.getAttribute('aria-valuemin')).toBe('1200');
    expect(hi.getAttribute('aria-valuemax')).toBe('10000');
    expect(hi.getAttribute('aria-valuenow')).toBe('5000');
    expect(hi.getAttribute('aria-valuetext')).toBe('₹5,000');
    expect(lo.tabIndex).toBe(0);
    expect(hi.tabIndex).toBe(0);
    // Values shown as text.
    expect(screen.getByText('₹1,200')).toBeTruthy();
    expect(screen.getByText('₹5,000')).toBeTruthy();
  });

  it('uses custom thumb labels', () => {
    render(<Harness thumbLabels={['Lowest price', 'Highest price']} />);
    expect(screen.getByRole('slider', { name: 'Lowest price' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Highest price' })).toBeTruthy();
  });

  it('moves with arrows, PageUp/PageDown and Home/End, committing each key', async () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} onCommit={onCommit} />);
    const [lo, hi] = sliders();
    await user.tab();
    expect(document.activeElement).toBe(lo);
    await user.keyboard('{ArrowRight}');
    expect(lo.getAttribute('aria-valuenow')).toBe('1300');
    expect(onChange).toHaveBeenLastCalledWith([1300, 5000]);
    expect(onCommit).toHaveBeenLastCalledWith([1300, 5000]);
    expect(hi.getAttribute('aria-valuemin')).toBe('1300');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(lo.getAttribute('aria-valuenow')).toBe('1100');
    await user.keyboard('{PageUp}');
    expect(lo.getAttribute('aria-valuenow')).toBe('2100');
    await user.keyboard('{PageDown}');
    expect(lo.getAttribute('aria-valuenow')).toBe('1100');
    await user.keyboard('{Home}');
    expect(lo.getAttribute('aria-valuenow')).toBe('0');
    await user.keyboard('{End}');
    expect(lo.getAttribute('aria-valuenow')).toBe('5000');
    expect(lo.getAttribute('aria-valuetext')).toBe('₹5,000');
    // It cannot pass the upper thumb.
    const calls = onChange.mock.calls.length;
    await user.keyboard('{ArrowRight}');
    expect(lo.getAttribute('aria-valuenow')).toBe('5000');
    expect(onChange.mock.calls.length).toBe(calls);

    await user.tab();
    expect(document.activeElement).toBe(hi);
    await user.keyboard('{End}');
    expect(hi.getAttribute('aria-valuenow')).toBe('10000');
    await user.keyboard('{ArrowUp}');
    expect(hi.getAttribute('aria-valuenow')).toBe('10000');
    await user.keyboard('{Home}');
    expect(hi.getAttribute('aria-valuenow')).toBe('5000');
    expect(lo.getAttribute('aria-valuemax')).toBe('5000');
    await user.keyboard('{ArrowDown}');
    expect(hi.getAttribute('aria-valuenow')).toBe('5000');
  });

  it('drags the nearer thumb with the pointer and commits on release', () => {
    const onChange = vi.fn();
    const onCommit = vi.fn();
    const { container } = render(<Harness onChange={onChange} onCommit={onCommit} />);
    const track = container.querySelector('.yuno-range__track') as HTMLElement;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
      left: 100,
      top: 0,
      right: 300,
      bottom: 32,
      width: 200,
      height: 32,
      x: 100,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect);
    // 25% of the track: 2500, nearer to the lower thumb (1200) than to the upper (5000).
    fireEvent.pointerDown(track, { clientX: 150, pointerId: 1, button: 0 });
    expect(onChange).toHaveBeenLastCalledWith([2500, 5000]);
    expect(document.activeElement).toBe(sliders()[0]);
    fireEvent.pointerMove(track, { clientX: 170, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith([3500, 5000]);
    // Dragging past the other thumb stops at it.
    fireEvent.pointerMove(track, { clientX: 290, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith([5000, 5000]);
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(track, { clientX: 290, pointerId: 1 });
    expect(onCommit).toHaveBeenCalledWith([5000, 5000]);
    // Moves after release do nothing.
    const calls = onChange.mock.calls.length;
    fireEvent.pointerMove(track, { clientX: 120, pointerId: 1 });
    expect(onChange.mock.calls.length).toBe(calls);
  });

  it('with both thumbs on one value, the first drag direction picks the thumb', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness value={[5000, 5000]} onChange={onChange} />);
    const track = container.querySelector('.yuno-range__track') as HTMLElement;
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      width: 100,
      top: 0,
      height: 10,
      right: 100,
      bottom: 10,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect);
    fireEvent.pointerDown(track, { clientX: 50, pointerId: 2, button: 0 });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerMove(track, { clientX: 30, pointerId: 2 });
    expect(onChange).toHaveBeenLastCalledWith([3000, 5000]);
    fireEvent.pointerUp(track, { pointerId: 2 });
  });

  it('normalises an out-of-range value for display', () => {
    render(<RangeSlider label="Hours" min={0} max={24} value={[-5, 30]} onChange={() => {}} />);
    const [lo, hi] = sliders();
    expect(lo.getAttribute('aria-valuenow')).toBe('0');
    expect(hi.getAttribute('aria-valuenow')).toBe('24');
    expect(lo.getAttribute('aria-valuetext')).toBe('0');
  });
});
