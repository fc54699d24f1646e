import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { normaliseCourseCard } from '@yuno/core';
import { courses } from '@yuno/mock-api';
import { Results, type ResultsProps } from './Results';

// Counts the cards' renders, drawing the real card.
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@yuno/course-card', async (original) => {
  const real = await original<typeof import('@yuno/course-card')>();
  return {
    ...real,
    CourseCard: (props: Parameters<typeof real.CourseCard>[0]) => {
      cardRenders.count += 1;
      return real.CourseCard(props);
    },
  };
});

const list = { courses: courses.slice(0, 3).map((course) => normaliseCourseCard(course as unknown as Record<string, unknown>)!), count: 3 };
const props = (over: Partial<ResultsProps> = {}): ResultsProps => ({
  results: list,
  loading: false,
  failed: false,
  onRetry: () => {},
  onClear: () => {},
  emptyStateMessage: 'Nothing',
  showSeeAvailability: true,
  showLearnMore: false,
  ...over,
});

afterEach(() => {
  vi.useRealTimers();
  cardRenders.count = 0;
});

describe('Results', () => {
  it('leaves the cards alone when the search renders again for another reason (new callbacks, same list)', async () => {
    const { rerender } = render(<Results {...props()} />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    const before = cardRenders.count;
    rerender(<Results {...props({ onClear: () => {}, onRetry: () => {} })} />);
    expect(cardRenders.count).toBe(before);
  });

  it('renders each card no more than its box and then its content, when the first card turns out to have no layout of its own', async () => {
    render(<Results {...props()} />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    await act(async () => {});
    expect(cardRenders.count).toBe(6);
  });

  it('shows the cards for one more task after a new list is asked for, then the skeletons', async () => {
    const { rerender, container } = render(<Results {...props()} />);
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    vi.useFakeTimers();
    rerender(<Results {...props({ loading: true })} />);
    await act(async () => {});
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(container.querySelectorAll('.yuno-card--skeleton').length).toBeGreaterThan(0);
  });
});
