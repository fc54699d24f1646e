import { useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useControllableState } from '../hooks/useControllableState';
import { tabsCss } from '../styles';
import { cx, focusElement } from '../utils/dom';
import { tabIndexForKey } from './tabsKeys';
import { stripScrollLeft } from './stripScroll';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tablist. */
  label: string;
  tabs: TabItem[];
  /** Selected tab id (controlled). */
  value?: string;
  /** Initially selected tab id (uncontrolled); defaults to the first tab. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * Tabs pattern (WAI-ARIA APG) with automatic activation: a roving tabindex on the tabs,
 * Left/Right (wrapping), Home and End move focus and select. Only the selected panel's
 * content is mounted (so a tab's data loads when it is shown); the other panels exist
 * empty and hidden so every tab's aria-controls points at a real element.
 */
export function Tabs({ label, tabs, value, defaultValue, onChange, className }: TabsProps) {
  const [selected, setSelected] = useControllableState<string>(value, defaultValue ?? tabs[0]?.id ?? '', onChange);
  const base = `yuno-tabs-${useId().replace(/:/g, '')}`;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );

  // A narrow strip scrolls sideways: the selected tab is brought into it (only the strip
  // moves: scrollIntoView could scroll the page too).
  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (!list || !tab) return;
    const start = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    list.scrollLeft = stripScrollLeft(list.scrollLeft, list.clientWidth, start, start + tab.offsetWidth);
  }, [selectedIndex]);

  if (tabs.length === 0) return null;
  const selectedId = tabs[selectedIndex].id;
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = tabRefs.current.indexOf(event.target as HTMLButtonElement);
    const next = tabIndexForKey(event.key, focused >= 0 ? focused : selectedIndex, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next].id);
    focusElement(tabRefs.current[next]);
  };

  return (
    <>
      {/* The tabs' styles come with them: only the bundles that show tabs carry them. */}
      <style>{tabsCss}</style>
      <div className={cx('yuno-tabs', className)}>
        <div ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal" className="yuno-tabs__list" onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => {
            const isSelected = i === selectedIndex;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={tabId(i)}
                aria-selected={isSelected ? 'true' : 'false'}
                aria-controls={panelId(i)}
                tabIndex={isSelected ? 0 : -1}
                className={cx('yuno-tabs__tab', isSelected && 'yuno-tabs__tab--selected')}
                data-tab-id={tab.id}
                onClick={() => setSelected(tab.id)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {tabs.map((tab, i) => {
          const isSelected = tab.id === selectedId;
          return (
            <div key={tab.id} role="tabpanel" id={panelId(i)} aria-labelledby={tabId(i)} tabIndex={0} hidden={!isSelected} className="yuno-tabs__panel">
              {isSelected ? tab.content : null}
            </div>
          );
        })}
      </div>
    </>
  );
}
