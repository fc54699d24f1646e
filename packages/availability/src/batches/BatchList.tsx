import { ERROR_MESSAGES, NO_BATCHES_MESSAGE, type Batch } from '@yuno/core';
import { Button, EmptyState } from '@yuno/ui';
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

/** Batches with their loading, empty and error states, and Show all while some are missing. */
export function BatchList({ state, showAllLabel, onShowAll, onRetry, onEnroll, headingLevel }: BatchListProps) {
  if (state.status === 'idle' || state.status === 'loading') return <BatchListSkeleton />;
  if (state.status === 'failed') {
    return (
      <EmptyState
        title={LIST_TEXT.failedTitle}
        message={ERROR_MESSAGES.common}
        action={{ label: LIST_TEXT.retry, onClick: onRetry }}
      />
    );
  }
  if (state.items.length === 0) return <EmptyState message={NO_BATCHES_MESSAGE} />;
  return (
    <div className="yuno-batches">
      <ul className="yuno-batches__list">
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
        <Button variant="secondary" block loading={state.loadingMore} onClick={onShowAll}>
          {showAllLabel}
        </Button>
      ) : null}
    </div>
  );
}
