import { ERROR_MESSAGES } from '@yuno/core';
import { Button } from '@yuno/ui';

/** The common error message with a retry, for a call that failed. */
export function ErrorNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="yuno-search__error" role="alert">
      <p>{ERROR_MESSAGES.common}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
