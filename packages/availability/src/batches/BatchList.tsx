import { useRef } from 'react';
import { ERROR_MESSAGES, NO_BATCHES_MESSAGE, type Batch } from '@yuno/core';
import { Button, EmptyState, getActiveElement } from '@yuno/ui';
import { useRevealAppended } from '../shared/useRevealAppended';
import { BatchCard } from './BatchCard';
import { BatchListSkeleton } from './BatchListSkeleton';
import { hasMore, type BatchListState } from './batchList';
import { LIST_TEXT } from './texts';

interface BatchListProps {
  state: BatchListState;
  showAllLabel: string;
  onShowAll: () => void;
  onRetry: () => void;
  onEnroll: (batch: Batch) => void;
  headingLevel?: 3 | 4;
}

/**
 * Batches with their loading, empty and error states, and Show all while some are missing.
 * Show all keeps focus while it loads (busy, not disabled); when the rest arrives and it goes,
 * focus moves to the first new batch's heading, so it does not fall to <body>.
 */
export function BatchList({ state, showAllLabel, onShowAll, onRetry, onEnroll, headingLevel }: BatchListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const showAllRef = useRef<HTMLButtonElement>(null);
  const expectMore = useRevealAppended(state.items.length, !state.loadingMore, (from, length) => {
    const list = listRef.current;
    if (!list) return;
    // Only the focus Show all had is moved: the user may have gone elsewhere meanwhile.
    const active = getActiveElement(list.ownerDocument);
    if (active && active !== list.ownerDocument.body && active !== showAllRef.current) return;
    // The first new batch; if none came and Show all went anyway, the last one, where it stood.
    // A failed load keeps Show all, and its focus, beside the error.
    const index = length > from ? from : hasMore(state) ? -1 : length - 1;
    list.children[index]?.querySelector<HTMLElement>('.yuno-batch__time')?.focus();
  });

  if (state.status === 'idle' || state.status === 'loading') return <BatchListSkeleton />;
  if (state.status === 'failed') {
    return <EmptyState title={LIST_TEXT.failedTitle} message={ERROR_MESSAGES.common} action={{ label: LIST_TEXT.retry, onClick: onRetry }} />;
  }
  if (state.items.length === 0) return <EmptyState message={NO_BATCHES_MESSAGE} />;
  return (
    <div className="yuno-batches">
      <ul ref={listRef} className="yuno-batches__list">
        {state.items.map((batch) => (
          <li key={batch.batch_id}>
            <BatchCard batch={batch} onEnroll={onEnroll} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {state.moreFailed ? (
        <p className="yuno-batches__error" role="alert">
          {ERROR_MESSAGES.common}
        </p>
      ) : null}
      {hasMore(state) ? (
        <Button
          ref={showAllRef}
          variant="secondary"
          block
          loading={state.loadingMore}
          onClick={() => {
            expectMore(state.items.length);
            onShowAll();
          }}
        >
          {showAllLabel}
        </Button>
      ) : null}
    </div>
  );
}
