import { describe, expect, it } from 'vitest';
import { cellView, gridColumns, scrollOffsetFor, slotLabel } from './availabilityGrid';

describe('availability grid', () => {
  it('puts the time-slot column first, then Sun to Sat, with the server labels', () => {
    const { slot, days } = gridColumns([
      { field: 'mon', label: 'Monday' },
      { field: 'slot', label: 'Time slot' },
      { field: 'extra', label: 'Extra' },
    ]);
    expect(slot).toEqual({ field: 'slot', label: 'Time slot' });
    expect(days.map((d) => d.label)).toEqual(['Sun', 'Monday', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('labels rows by the slot text, else the slug in 12-hour time', () => {
    expect(slotLabel({ slug: '06:30', slot: '6:30 AM' })).toBe('6:30 AM');
    expect(slotLabel({ slug: '18:00' })).toBe('6:00 PM');
  });

  it('reads cells as available, not available or text', () => {
    expect(cellView(true)).toEqual({ kind: 'available' });
    expect(cellView(false)).toEqual({ kind: 'unavailable' });
    expect(cellView(1)).toEqual({ kind: 'available' });
    expect(cellView(null)).toEqual({ kind: 'unavailable' });
    expect(cellView(undefined)).toEqual({ kind: 'unavailable' });
    expect(cellView('Available')).toEqual({ kind: 'available' });
    expect(cellView('booked')).toEqual({ kind: 'unavailable' });
    expect(cellView({ available: true })).toEqual({ kind: 'available' });
    expect(cellView({ nested: 'x' })).toEqual({ kind: 'unavailable' });
    expect(cellView('Demo class')).toEqual({ kind: 'text', text: 'Demo class' });
  });

  it('scrolls so that the row sits under the sticky header', () => {
    expect(scrollOffsetFor(900, 100, 0, 40)).toBe(760);
    expect(scrollOffsetFor(140, 100, 760, 40)).toBe(760);
    expect(scrollOffsetFor(50, 100, 0, 40)).toBe(0);
  });
});
