import type { ReactNode } from 'react';
import { cx } from '../utils/dom';
import { Button } from '../button/Button';

export interface EmptyStateProps {
  title?: ReactNode;
  message: ReactNode;
  /** One call to action (e.g. 'Clear Filters'); `loading` while what it started is under way. */
  action?: { label: string; onClick: () => void; loading?: boolean };
  /** A decorative illustration or icon. */
  icon?: ReactNode;
  /** Heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** What a list shows when it has nothing: an optional icon and title, a message and an action. */
export function EmptyState({ title, message, action, icon, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h3';
  return (
    <div className={cx('yuno-empty-state', className)}>
      <span className="yuno-empty-state__icon" aria-hidden="true">
        {icon ?? (
          <svg viewBox="0 0 48 48" width="48" height="48" focusable="false">
            <circle cx="21" cy="21" r="12" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M30 30l9 9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        )}
      </span>
      {title != null && title !== false ? <Heading className="yuno-empty-state__title">{title}</Heading> : null}
      <p className="yuno-empty-state__message">{message}</p>
      {action ? (
        <Button variant="secondary" className="yuno-empty-state__action" loading={action.loading} onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
