import { useEffect, useRef } from 'react';
import { AVAILABILITY_TABLE, type AvailabilityGrid } from '@yuno/core';
import { cellView, gridColumns, scrollOffsetFor, slotLabel } from './availabilityGrid';
import { COURSE_TEXT } from './texts';

/**
 * The weekly grid as a real table: a column header per day, a row header per time slot.
 * It scrolls itself to the 06:30 row 100 ms after it shows (spec 2 §9), so mornings are
 * in view without hiding the night slots.
 */
export function AvailabilityTable({ grid, caption }: { grid: AvailabilityGrid; caption: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { slot, days } = gridColumns(grid.columns);

  useEffect(() => {
    const timer = setTimeout(() => {
      const container = scrollRef.current;
      const row = container?.querySelector<HTMLElement>(`tr[data-slug="${AVAILABILITY_TABLE.scrollToRow}"]`);
      if (!container || !row) return;
      const header = container.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      container.scrollTop = scrollOffsetFor(row.getBoundingClientRect().top, container.getBoundingClientRect().top, container.scrollTop, header);
    }, AVAILABILITY_TABLE.scrollDelayMs);
    return () => clearTimeout(timer);
  }, [grid]);

  return (
    // A scrolling region must be reachable by keyboard: it is focusable and named.
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
          {grid.rows.map((row, index) => (
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
  );
}
