/** An inline failure message with a retry action. */
import { Button } from '@yuno/ui';

export function RetryMessage({ message, onRetry, retryLabel = 'Try again' }: { message: string; onRetry: () => void; retryLabel?: string }) {
  return (
    <div className="yuno-retry" role="alert">
      <p className="yuno-retry__message">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
