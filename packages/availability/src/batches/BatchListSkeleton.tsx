import { SKELETON_COUNT } from '@yuno/core';
import { BatchCardSkeleton } from './BatchCardSkeleton';
import { LIST_TEXT } from './texts';

interface BatchListSkeletonProps {
  /** What a screen reader hears while it loads. */
  label?: string;
  className?: string;
}

/** Batches on their way: announced once, with card-shaped placeholders. */
export function BatchListSkeleton({ label = LIST_TEXT.loading, className = 'yuno-batches' }: BatchListSkeletonProps) {
  return (
    <div className={className} aria-busy="true">
      <p className="yuno-visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: SKELETON_COUNT.batchCards }, (_, i) => (
        <BatchCardSkeleton key={i} />
      ))}
    </div>
  );
}
