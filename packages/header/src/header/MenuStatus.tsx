/** The menu's loading placeholder, or its failure with a retry. */
import { Button, Skeleton } from '@yuno/ui';

export const MENU_TEXT = { loading: 'Loading the menu…', failed: "The menu couldn't be loaded.", retry: 'Retry' } as const;

export function MenuStatus({ isLoading, failed, onRetry }: { isLoading: boolean; failed: boolean; onRetry: () => void }) {
  if (isLoading) {
    return (
      <div className="yuno-menu-status" role="status">
        <span className="yuno-visually-hidden">{MENU_TEXT.loading}</span>
        <Skeleton width={72} height={12} />
        <Skeleton width={72} height={12} />
        <Skeleton width={72} height={12} />
      </div>
    );
  }
  if (!failed) return null;
  return (
    <div className="yuno-menu-status" role="alert">
      <span>{MENU_TEXT.failed}</span>
      <Button variant="link" size="sm" onClick={onRetry}>
        {MENU_TEXT.retry}
      </Button>
    </div>
  );
}
