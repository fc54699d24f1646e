import { useId, useState, type ReactNode } from 'react';
import { Chevron } from './Option';

/** One collapsible group of the filter panel (disclosure pattern). */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = `yuno-fs-${useId().replace(/:/g, '')}`;
  return (
    <div className="yuno-filter">
      <button type="button" className="yuno-filter__toggle" id={`${id}b`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}
        <Chevron />
      </button>
      <div className="yuno-filter__body" id={id} role="group" aria-labelledby={`${id}b`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
