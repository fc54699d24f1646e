import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { api } from '@yuno/core';
import { SEND_GAP_MS, usePostQuery } from './usePostQuery';

vi.mock('@yuno/core', async (original) => {
  const real = await original<typeof import('@yuno/core')>();
  return { ...real, api: { ...real.api, post: vi.fn() } };
});

function Query({ body }: { body: unknown }) {
  usePostQuery('courseSearch', body, { select: (envelope) => envelope.data });
  return null;
}

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(api.post).mockReset();
});

describe('usePostQuery', () => {
  it('leaves a whole gap between two requests even when the page stalls as the first one leaves', () => {
    vi.useFakeTimers();
    const left: number[] = [];
    vi.mocked(api.post).mockImplementation(() => {
      // The first request leaves 30 ms late (a busy page), the next at once.
      if (left.length === 0) vi.advanceTimersByTime(30);
      left.push(Date.now());
      return new Promise(() => {});
    });
    const { rerender } = render(<Query body={{ page: 1 }} />);
    rerender(<Query body={{ page: 2 }} />);
    expect(left).toHaveLength(1);
    act(() => vi.advanceTimersByTime(SEND_GAP_MS * 2));
    expect(left).toHaveLength(2);
    expect(left[1] - left[0]).toBeGreaterThanOrEqual(SEND_GAP_MS);
  });
});
