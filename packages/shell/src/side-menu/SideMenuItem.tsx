/** One side menu item: a link, a link with sub-items (disclosure), or Generate Code. */
import { useId, useState } from 'react';
import { safeUrl, type Role, type SidebarItem } from '@yuno/core';
import { isGenerateCodeItem } from './sidebarState';
import { ReferralCodePanel } from './ReferralCodePanel';

function Icon({ url }: { url: string }) {
  const src = safeUrl(url);
  return src ? <img className="yuno-side__icon" src={src} alt="" width={20} height={20} /> : <span className="yuno-side__icon" aria-hidden="true" />;
}

export interface SideMenuItemProps {
  item: SidebarItem;
  role: Role;
  mini: boolean;
  /** The menu's links that stand for this page (see currentLinks). */
  current: ReadonlySet<string>;
}

export function SideMenuItem({ item, role, mini, current }: SideMenuItemProps) {
  const id = `yuno-side-${useId().replace(/:/g, '')}`;
  const subs = item.sub_items.filter((s) => s.is_active && s.label && s.url);
  // A group holding the page being shown opens, so the person sees where they are.
  const [expanded, setExpanded] = useState(() => item.is_expended || subs.some((sub) => current.has(sub.url)));
  const label = <span className={mini ? 'yuno-visually-hidden' : 'yuno-side__label'}>{item.label}</span>;

  if (isGenerateCodeItem(item.slug, item.label)) {
    return (
      <li className="yuno-side__item">
        <button
          type="button"
          className="yuno-side__link"
          aria-expanded={expanded ? 'true' : 'false'}
          aria-controls={`${id}-panel`}
          title={mini ? item.label : undefined}
          onClick={() => setExpanded(!expanded)}
        >
          <Icon url={item.icon_url} />
          {label}
        </button>
        {expanded ? (
          <div id={`${id}-panel`} className="yuno-side__panel">
            <ReferralCodePanel role={role} />
          </div>
        ) : null}
      </li>
    );
  }

  const url = safeUrl(item.url);
  return (
    <li className="yuno-side__item">
      <div className="yuno-side__row">
        {url ? (
          <a className="yuno-side__link" href={url} aria-current={current.has(url) ? 'page' : undefined} title={mini ? item.label : undefined}>
            <Icon url={item.icon_url} />
            {label}
          </a>
        ) : (
          <span className="yuno-side__link">
            <Icon url={item.icon_url} />
            {label}
          </span>
        )}
        {subs.length > 0 && !mini ? (
          <button
            type="button"
            className="yuno-icon-button yuno-side__expand"
            aria-expanded={expanded ? 'true' : 'false'}
            aria-controls={`${id}-subs`}
            aria-label={`${item.label}: more pages`}
            onClick={() => setExpanded(!expanded)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 6l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        ) : null}
      </div>
      {subs.length > 0 && !mini && expanded ? (
        <ul id={`${id}-subs`} className="yuno-side__subs">
          {subs.map((sub) => (
            <li key={String(sub.id)}>
              <a className="yuno-side__sublink" href={sub.url} aria-current={current.has(sub.url) ? 'page' : undefined}>
                {sub.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
