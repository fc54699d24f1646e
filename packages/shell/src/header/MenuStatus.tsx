/** The menu's loading placeholder, or its failure (or another part of the header's) with a retry. */
import { Button, Skeleton } from '@yuno/ui';

export const MENU_TEXT = {
  loading: 'Loading the menu…',
  failed: "The menu couldn't be loaded.",
  toolsFailed: "Your account menu couldn't be loaded.",
  retry: 'Retry',
} as const;

interface MenuStatusProps {
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  failedText?: string;
}

export function MenuStatus({ isLoading, failed, onRetry, failedText = MENU_TEXT.failed }: MenuStatusProps) {
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
      <span>{failedText}</span>
      <Button variant="link" size="sm" onClick={onRetry}>
        {MENU_TEXT.retry}
      </Button>
    </div>
  );
}
