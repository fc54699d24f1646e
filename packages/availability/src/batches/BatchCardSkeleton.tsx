import { Skeleton } from '@yuno/ui';

/** The shape of a batch card while it loads. */
export function BatchCardSkeleton() {
  return (
    <div className="yuno-batch yuno-batch--skeleton" aria-hidden="true">
      <Skeleton width={56} height={64} radius={8} />
      <div className="yuno-batch__main">
        <Skeleton width={96} height={20} />
        <Skeleton width={220} height={16} />
        <Skeleton width={160} height={16} />
      </div>
      <div className="yuno-batch__buy">
        <Skeleton width={72} height={20} />
        <Skeleton width={88} height={40} />
      </div>
    </div>
  );
}
