/**
 * Every batch's button reads 'Enroll'. A screen reader's list of buttons shows names only, so
 * each name is its own text (what a person sees and says) then the batch's start.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAs } from '@yuno/test-support';
import { BatchCard } from './BatchCard';
import { testBatch } from '../test-support/batch';

const evening = testBatch();
const morning = testBatch({
  batch_id: 102702,
  start_end: { display_start: { time: '2026-03-03T07:00:00' } },
  class_time: { start_time: { time: '07:00' } },
});

describe('BatchCard: Enroll', () => {
  it('says which batch it enrols in, its visible text first', async () => {
    const onEnroll = vi.fn();
    renderAs(
      <ul>
        {[evening, morning].map((batch) => (
          <li key={batch.batch_id}>
            <BatchCard batch={batch} onEnroll={onEnroll} />
          </li>
        ))}
      </ul>,
    );
    const buttons = screen.getAllByRole('button', { name: /^Enroll/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Enroll', 'Enroll']);
    expect(screen.getByRole('button', { name: 'Enroll Starts Mon 2 Mar, 6:30 PM' })).toBe(buttons[0]);
    expect(screen.getByRole('button', { name: 'Enroll Starts Tue 3 Mar, 7:00 AM' })).toBe(buttons[1]);
    await userEvent.click(buttons[1]);
    expect(onEnroll).toHaveBeenCalledWith(morning);
  });
});
