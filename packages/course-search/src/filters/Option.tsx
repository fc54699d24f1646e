/** One radio or checkbox row of the filter panel, with its course count. */
export function Option({
  type,
  name,
  label,
  sub,
  count,
  checked,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name?: string;
  label: string;
  sub?: string;
  count?: number;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className="yuno-option">
      <input type={type} name={name} checked={checked} onChange={onChange} />
      <span className="yuno-option__text">
        {label}
        {sub ? <span className="yuno-option__sub">{sub}</span> : null}
      </span>
      {count === undefined ? null : <span className="yuno-option__count">({count})</span>}
    </label>
  );
}

export const Chevron = () => (
  <svg className="yuno-chevron" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M4 6l4 4 4-4" />
  </svg>
);
