import { Skeleton } from '@yuno/ui';

/** A card-shaped placeholder (decorative: the widget announces loading itself). */
export function CourseCardSkeleton() {
  return (
    <div className="yuno-card yuno-card--skeleton" aria-hidden="true">
      <Skeleton width="40%" />
      <Skeleton lines={3} height={20} />
      <Skeleton width="30%" height={28} />
      <Skeleton lines={4} />
      <Skeleton height={40} />
    </div>
  );
}
