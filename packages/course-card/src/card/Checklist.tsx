import { Tooltip } from '@yuno/ui';
import type { ChecklistItem } from './cardView';

/** The personalisation checklist: ticked or crossed by value, the description as a tooltip. */
export function Checklist({ items }: { items: ChecklistItem[] }) {
  return (
    <ul>
      {items.map((item) => {
        const label = (
          <span tabIndex={item.description ? 0 : undefined}>
            <span className="yuno-visually-hidden">{item.included ? 'Included: ' : 'Not included: '}</span>
            {item.label}
          </span>
        );
        return (
          <li key={item.label} className={`yuno-card__check yuno-card__check--${item.included ? 'yes' : 'no'}`}>
            <svg viewBox="0 0 16 16" aria-hidden="true" className="yuno-card__icon">
              <path d={item.included ? 'M3 8.5l3 3 7-7' : 'M4 4l8 8M12 4l-8 8'} />
            </svg>
            {item.description ? <Tooltip content={item.description}>{label}</Tooltip> : label}
          </li>
        );
      })}
    </ul>
  );
}
