/**
 * The suggestions' popup of a Combobox: the grouped listbox, or a message (loading, nothing
 * found). A component of its own, with its styles beside it, because nobody sees it before
 * typing: the browser bundles fetch it then (the runtime's `ui-combobox` part). Focus stays
 * in the input; the Combobox keeps the keys and the active option.
 */
import { useEffect, useRef } from 'react';
import { comboboxPopupCss } from '../styles';
import { cx } from '../utils/dom';
import { comboboxListboxId, comboboxOptionId, type ComboboxGroup } from './comboboxModel';

export interface ComboboxPopupProps {
  /** The start of the combobox's ids (see comboboxListboxId). */
  base: string;
  /** The listbox's name (the input's label). */
  label: string;
  groups: ComboboxGroup[];
  /** The active option's index among all options (-1: none). */
  active: number;
  onActiveChange: (index: number) => void;
  onPick: (index: number) => void;
  /** Shown instead of the listbox (loading, nothing found). */
  message?: string;
}

export function ComboboxPopup({ base, label, groups, active, onActiveChange, onPick, message }: ComboboxPopupProps) {
  const optionRefs = useRef<Array<HTMLElement | null>>([]);
  useEffect(() => {
    if (active >= 0) optionRefs.current[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  let flatIndex = -1;
  return (
    <div className="yuno-combobox__popup">
      <style>{comboboxPopupCss}</style>
      {message === undefined ? (
        <div id={comboboxListboxId(base)} role="listbox" aria-label={label} className="yuno-combobox__listbox">
          {groups.map((group, g) => {
            if (group.options.length === 0) return null;
            const groupLabelId = `${base}-group-${g}`;
            return (
              <div key={group.id} role="group" aria-labelledby={groupLabelId} className="yuno-combobox__group">
                <div id={groupLabelId} role="presentation" className="yuno-group-label">
                  {group.label}
                </div>
                {group.options.map((option, o) => {
                  flatIndex += 1;
                  const index = flatIndex;
                  const isActive = index === active;
                  return (
                    <div
                      key={option.id}
                      ref={(el) => {
                        optionRefs.current[index] = el;
                      }}
                      id={comboboxOptionId(base, g, o)}
                      role="option"
                      aria-selected={isActive ? 'true' : 'false'}
                      className={cx('yuno-combobox__option', isActive && 'yuno-combobox__option--active')}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => {
                        if (!isActive) onActiveChange(index);
                      }}
                      onClick={() => onPick(index)}
                    >
                      <span className="yuno-combobox__option-label">{option.label}</span>
                      {option.description ? <span className="yuno-combobox__option-description">{option.description}</span> : null}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      ) : (
        <p className="yuno-combobox__message">{message}</p>
      )}
    </div>
  );
}
