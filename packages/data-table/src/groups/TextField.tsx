import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown under the field once it has been typed in or left. */
  error?: string | null;
}

export function TextField({ label, value, onChange, onBlur, error }: TextFieldProps) {
  const id = `yuno-dt-${useId().replace(/:/g, '')}`;
  return (
    <div className="yuno-dt-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? <p id={`${id}-error`}>{error}</p> : null}
    </div>
  );
}
