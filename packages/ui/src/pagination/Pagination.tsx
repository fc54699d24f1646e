import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx, focusElement, getActiveElementFrom } from '../utils/dom';
import { clampPage, paginationWindow } from './paginationWindow';
import { paginationCss } from '../styles';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  firstLabel?: string;
  lastLabel?: string;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page number button. */
  pageLabel?: (page: number) => string;
  /** What the polite live region says after a click. */
  announce?: (page: number, pageCount: number) => string;
  className?: string;
}

type Key = 'first' | 'prev' | 'next' | 'last' | `page-${number}`;

/**
 * The spec's pagination bar: First, previous, a window of at most two page numbers,
 * next, Last, and beside them where that window is ('Page 3 of 8'). The current page's button is disabled with aria-current="page"; First and
 * previous are disabled on page 1, next and Last on the last page. Each click announces
 * the new page ('Page N of M') in a polite live region, which is empty while the page shown is
 * not the one clicked (Back, or a filter that went back to page 1), so it never reads stale.
 * When the clicked button becomes disabled, focus moves to the nearest enabled button instead
 * of being lost. Its styles come with it (a bundle that shows no bar does not carry them).
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  label = 'Pagination',
  firstLabel = 'First',
  lastLabel = 'Last',
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
  pageLabel = (n) => `Page ${n}`,
  announce = (n, count) => `Page ${n} of ${count}`,
  className,
}: PaginationProps) {
  const count = Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
  const current = clampPage(page, count);
  const pages = paginationWindow(current, count);
  const [clickedPage, setClickedPage] = useState(0);
  const navRef = useRef<HTMLElement>(null);
  const clicked = useRef<Key | null>(null);

  // Keep keyboard users' focus in the bar when the button they used becomes disabled.
  useEffect(() => {
    const key = clicked.current;
    clicked.current = null;
    const nav = navRef.current;
    if (!key || !nav) return;
    const active = getActiveElementFrom(nav);
    const focusLost = !active || active === nav.ownerDocument.body || (nav.contains(active) && (active as HTMLButtonElement).disabled);
    if (!focusLost) return;
    const buttons = Array.from(nav.querySelectorAll<HTMLButtonElement>('button[data-key]'));
    let index = buttons.findIndex((b) => b.dataset.key === key);
    if (index < 0) index = key === 'first' || key === 'prev' ? 0 : buttons.length - 1;
    const backwards = key === 'next' || key === 'last';
    const order = backwards
      ? [...buttons.slice(0, index + 1).reverse(), ...buttons.slice(index + 1)]
      : [...buttons.slice(index), ...buttons.slice(0, index).reverse()];
    focusElement(order.find((b) => !b.disabled));
  }, [current, count]);

  if (count < 1) return null;

  const go = (target: number, key: Key) => {
    const next = clampPage(target, count);
    if (next === current) return;
    clicked.current = key;
    setClickedPage(next);
    onChange(next);
  };

  const onFirst = current === 1;
  const onLast = current === count;

  const button = (key: Key, target: number, disabled: boolean, content: ReactNode, ariaLabel?: string, extra?: string) => (
    <li className="yuno-pagination__item">
      <button
        type="button"
        data-key={key}
        className={cx('yuno-pagination__button', extra)}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => go(target, key)}
      >
        {content}
      </button>
    </li>
  );

  return (
    <nav ref={navRef} aria-label={label} className={cx('yuno-pagination', className)}>
      <style>{paginationCss}</style>
      <ul className="yuno-pagination__list" role="list">
        {button('first', 1, onFirst, firstLabel, undefined, 'yuno-pagination__button--text')}
        {button('prev', current - 1, onFirst, <Chevron direction="left" />, previousLabel, 'yuno-pagination__button--icon')}
        {pages.map((n) => (
          <li key={n} className="yuno-pagination__item">
            <button
              type="button"
              data-key={`page-${n}`}
              className={cx('yuno-pagination__button', 'yuno-pagination__button--page', n === current && 'yuno-pagination__button--current')}
              disabled={n === current}
              aria-current={n === current ? 'page' : undefined}
              aria-label={pageLabel(n)}
              onClick={() => go(n, `page-${n}`)}
            >
              {n}
            </button>
          </li>
        ))}
        {button('next', current + 1, onLast, <Chevron direction="right" />, nextLabel, 'yuno-pagination__button--icon')}
        {button('last', count, onLast, lastLabel, undefined, 'yuno-pagination__button--text')}
      </ul>
      {/* The window shows two page numbers: this says how many pages there are. */}
      <p className="yuno-pagination__summary">{announce(current, count)}</p>
      <div className="yuno-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {clickedPage === current ? announce(current, count) : ''}
      </div>
    </nav>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
        stroke="currentColor"
        strokeWidth="1.75"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
