import { Skeleton } from '@yuno/ui';

/**
 * The 'Class Days & Time' row's place while the panel's body or the course's detail is on its
 * way: the batches (and their skeletons) start where they will stay, so the filter arriving
 * does not push them down.
 */
export function FilterRowHold() {
  return (
    <div className="yuno-panel__filter-hold" aria-hidden="true">
      <Skeleton width={168} height={40} />
    </div>
  );
}
