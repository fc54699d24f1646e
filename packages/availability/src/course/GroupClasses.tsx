import { COURSE_AVAILABILITY_TEXT, interpolate, type Batch } from '@yuno/core';
import { BatchList } from '../batches/BatchList';
import type { BatchListState } from '../batches/batchList';

interface GroupClassesProps {
  list: BatchListState;
  onShowAll: () => void;
  onRetry: () => void;
  onEnroll: (batch: Batch) => void;
}

/** The 'Group Classes' tab: batch cards and 'Show all {count} enrollment options'. */
export function GroupClasses({ list, onShowAll, onRetry, onEnroll }: GroupClassesProps) {
  return (
    <BatchList
      state={list}
      showAllLabel={interpolate(COURSE_AVAILABILITY_TEXT.showAll, { count: list.count })}
      onShowAll={onShowAll}
      onRetry={onRetry}
      onEnroll={onEnroll}
    />
  );
}
