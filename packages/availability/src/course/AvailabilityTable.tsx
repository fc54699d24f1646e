import { useEffect, useRef, useState } from 'react';
import { AVAILABILITY_TABLE, type AvailabilityGrid } from '@yuno/core';
import { Button } from '@yuno/ui';
import { useRevealAppended } from '../shared/useRevealAppended';
import { cellView, gridColumns, scrollOffsetFor, slotLabel } from './availabilityGrid';
import { COURSE_TEXT } from './texts';

/** Scrolls a grid so that a row sits just under its sticky header. */
function scrollToRow(container: HTMLElement, row: HTMLElement) {
  const header = container.querySelector('thead')?.getBoundingClientRect().height ?? 0;
  container.scrollTop = scrollOffsetFor(row.getBoundingClientRect().top, container.getBoundingClientRect().top, container.scrollTop, header);
}

/**
 * The weekly grid as a real table: a column header per day, a row header per time slot.
 * It scrolls itself to the 06:30 row 100 ms after it shows (spec 2 §9), so mornings are
 * in view without hiding the night slots. It shows 50 slots at a time (spec 2 §9, per
 * page 50); "Load more" appends the next 50 below, so the day stays one timeline in its
 * scrolling region and the slots already read stay where they were.
 */
export function AvailabilityTable({ grid, caption }: { grid: AvailabilityGrid; caption: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { slot, days } = gridColumns(grid.columns);
  // How many slots show; a new grid starts again from the first 50.
  const [shown, setShown] = useState<{ grid: AvailabilityGrid; count: number }>({ grid, count: AVAILABILITY_TABLE.perPage });
  const count = shown.grid === grid ? shown.count : AVAILABILITY_TABLE.perPage;
  const rows = grid.rows.slice(0, count);
  const hasMore = grid.rows.length > count;
  // The first slot a "Load more" revealed: brought into view once it is drawn.
  const expectMore = useRevealAppended(rows.length, true, (index) => {
    const container = scrollRef.current;
    const row = container?.querySelector('tbody')?.children[index] as HTMLElement | undefined;
    if (!container || !row) return;
    scrollToRow(container, row);
    // The button is gone once every slot shows: the grid takes the focus it had.
    if (!hasMore) container.focus();
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      const container = scrollRef.current;
      const row = container?.querySelector<HTMLElement>(`tr[data-slug="${AVAILABILITY_TABLE.scrollToRow}"]`);
      if (container && row) scrollToRow(container, row);
    }, AVAILABILITY_TABLE.scrollDelayMs);
    return () => clearTimeout(timer);
  }, [grid]);

  return (
    <div className="yuno-grid-paged">
      {/* A scrolling region must be reachable by keyboard: it is focusable and named. */}
      <div ref={scrollRef} className="yuno-grid" tabIndex={0} role="region" aria-label={caption} style={{ maxHeight: AVAILABILITY_TABLE.height }}>
        <table className="yuno-grid__table">
          <caption className="yuno-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{slot.label}</th>
              {days.map((d) => (
                <th key={d.field} scope="col">
                  {d.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.slug}-${index}`} data-slug={row.slug}>
                <th scope="row">{slotLabel(row)}</th>
                {days.map((d) => {
                  const view = cellView(row[d.field]);
                  return (
                    <td key={d.field} className={`yuno-grid__cell yuno-grid__cell--${view.kind}`}>
                      {view.kind === 'available' ? (
                        <span className="yuno-grid__free">{COURSE_TEXT.available}</span>
                      ) : view.kind === 'text' ? (
                        view.text
                      ) : (
                        <span className="yuno-visually-hidden">{COURSE_TEXT.notAvailable}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore ? (
        <Button
          variant="secondary"
          onClick={() => {
            expectMore(count);
            setShown({ grid, count: count + AVAILABILITY_TABLE.perPage });
          }}
        >
          {COURSE_TEXT.loadMore}
        </Button>
      ) : null}
    </div>
  );
}
