/** A complete batch for unit tests; override what a test is about. */
import { normaliseBatch, type Batch } from '@yuno/core';

export function testBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    ...normaliseBatch({
      batch_id: 102701,
      batch_name: 'Spoken English (Mon/Wed/Fri 18:30)',
      batch_end_date: '2026-04-30',
      start_end: { display_start: { time: '2026-03-02T18:30:00' } },
      class_time: { start_time: { time: '18:30' } },
      class_days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => ({
        day,
        available: ['Mon', 'Wed', 'Fri'].includes(day),
      })),
      duration_weeks: 8,
      max_seats: 5,
      price: 14999,
      subscription: [],
      zoho_product_id: '4876000102701',
      instructor: { full_name: 'Priya Sharma', image: { url: '/mock-assets/priya.svg', alt_text: 'Priya Sharma' } },
      starts_on: '2026-03-02',
      ends_on: '2026-04-30',
    }),
    ...overrides,
  };
}
