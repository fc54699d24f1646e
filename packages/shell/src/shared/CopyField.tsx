/** A read-only value with a Copy button (referral code, invite link). */
import { useId, useRef } from 'react';
import { Button, copyText } from '@yuno/ui';

export interface CopyFieldProps {
  label: string;
  value: string;
  /** Hide the label visually (it stays the field's name). */
  hideLabel?: boolean;
  copyLabel?: string;
  className?: string;
}

export function CopyField({ label, value, hideLabel = false, copyLabel = 'Copy', className }: CopyFieldProps) {
  const id = `yuno-copy-${useId().replace(/:/g, '')}`;
  const field = useRef<HTMLInputElement>(null);
  return (
    <div className={`yuno-copy${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className={hideLabel ? 'yuno-visually-hidden' : 'yuno-copy__label'}>
        {label}
      </label>
      <div className="yuno-copy__row">
        <input ref={field} id={id} className="yuno-copy__input" type="text" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" size="sm" aria-label={`${copyLabel} ${label.toLowerCase()}`} onClick={() => void copyText(value, field.current)}>
          {copyLabel}
        </Button>
      </div>
    </div>
  );
}
