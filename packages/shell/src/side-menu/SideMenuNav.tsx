/**
 * The side menu's list: its heading, then the loading state, the retry message or the
 * sections (the Account section with the profile). The same in the sidebar and in the drawer.
 */
import type { SidebarSection, UserInfo } from '@yuno/core';
import { Skeleton } from '@yuno/ui';
import { Avatar } from '../shared/Avatar';
import { RetryMessage } from '../shared/RetryMessage';
import { SideMenuItem } from './SideMenuItem';
import { SIDE_TEXT } from './sideMenuText';
import { isAccountSection } from './sidebarState';

export interface SideMenuNavProps {
  id: string;
  heading: string;
  mini: boolean;
  user: UserInfo;
  sections: SidebarSection[];
  /** The menu's links that stand for this page (see currentLinks). */
  current: ReadonlySet<string>;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

export function SideMenuNav({ id, heading, mini, user, sections, current, loading, failed, onRetry }: SideMenuNavProps) {
  const name = user.yuno_display_name || user.first_name;
  return (
    <nav id={id} className="yuno-side__nav" aria-label={heading}>
      <h2 className={mini ? 'yuno-visually-hidden' : 'yuno-side__heading'}>{heading}</h2>
      {loading ? (
        <div className="yuno-side__loading" role="status">
          <span className="yuno-visually-hidden">{SIDE_TEXT.loading}</span>
          <Skeleton height={20} lines={5} />
        </div>
      ) : sections.length === 0 && failed ? (
        <RetryMessage message={SIDE_TEXT.failed} onRetry={onRetry} />
      ) : (
        sections.map((section, index) => {
          const items = section.items.filter((item) => item.is_active && item.label);
          const titled = section.section && section.section.toLowerCase() !== heading.toLowerCase();
          return (
            <div key={`${section.section}-${index}`} className="yuno-side__section">
              {titled ? <h3 className={mini ? 'yuno-visually-hidden' : 'yuno-side__section-title'}>{section.section}</h3> : null}
              {isAccountSection(section.section) ? (
                <div className="yuno-side__profile">
                  <Avatar src={user.profile_img} name={name} size={mini ? 32 : 40} />
                  {mini ? null : (
                    // Both can be cut with an ellipsis: the title shows the whole value.
                    <span className="yuno-side__who">
                      <span className="yuno-side__name" title={name}>
                        {name}
                      </span>
                      <span className="yuno-side__email" title={user.email}>
                        {user.email}
                      </span>
                    </span>
                  )}
                </div>
              ) : null}
              <ul className="yuno-side__list">
                {items.map((item) => (
                  <SideMenuItem key={item.slug || item.label} item={item} role={user.role} mini={mini} current={current} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </nav>
  );
}
