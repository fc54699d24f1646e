import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { moveTo, slideTo } from '@yuno/test-support/range-input';
import { RANGE_SETTLE_MS, RangeFilter } from './RangeFilter';
import type { SearchAction } from '../search/searchState';

/** The search's state for one range, changed only when the test lets a report through. */
function Harness({ reports }: { reports: SearchAction[] }) {
  const [range, setRange] = useState({ min: 0, max: 24 });
  return (
    <>
      <RangeFilter field="week_duration" label="Duration (weeks)" value={range} formatValue={String} onChange={(action) => reports.push(action)} />
      <button type="button" onClick={() => setRange({ min: 0, max: 0 })}>
        reset elsewhere
      </button>
      <button
        type="button"
        onClick={() => {
          const last = reports.at(-1) as Extract<SearchAction, { type: 'range' }>;
          setRange({ min: last.min, max: last.max });
        }}
      >
        state arrives
      </button>
    </>
  );
}

const thumb = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;

describe('RangeFilter', () => {
  it('keeps a move made after its last report when that report comes back as the state', () => {
    const reports: SearchAction[] = [];
    render(<Harness reports={reports} />);
    const lower = thumb('Minimum Duration (weeks)');
    moveTo(lower, 5);
    fireEvent.blur(lower);
    expect(reports).toEqual([{ type: 'range', field: 'week_duration', min: 5, max: 24 }]);
    // The page is busy: the thumb moves on before the state catches up with the report.
    slideTo(lower, 8);
    fireEvent.click(screen.getByRole('button', { name: 'state arrives' }));
    expect(lower.value).toBe('8');
  });

  it('follows any other change of the state', () => {
    render(<Harness reports={[]} />);
    const upper = thumb('Maximum Duration (weeks)');
    moveTo(upper, 20);
    fireEvent.click(screen.getByRole('button', { name: 'reset elsewhere' }));
    expect(upper.value).toBe('0');
  });

  it('reports once the thumb has settled, not while it is still moving', () => {
    vi.useFakeTimers();
    try {
      const reports: SearchAction[] = [];
      render(<Harness reports={reports} />);
      const lower = thumb('Minimum Duration (weeks)');
      moveTo(lower, 3);
      act(() => void vi.advanceTimersByTime(RANGE_SETTLE_MS - 1));
      // Dragged again before the pause ended: nothing is reported mid-drag.
      slideTo(lower, 6);
      act(() => void vi.advanceTimersByTime(RANGE_SETTLE_MS * 2));
      expect(reports).toEqual([]);
      fireEvent.change(lower);
      act(() => void vi.advanceTimersByTime(RANGE_SETTLE_MS));
      expect(reports).toEqual([{ type: 'range', field: 'week_duration', min: 6, max: 24 }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
