/**
 * The server's menu: links, submenus (menu button pattern), the teaching item that opens
 * the account-type chooser and the demo item that opens Book a Demo Class.
 */
import { events } from '@yuno/core';
import { MenuButton, type MenuItem } from '@yuno/ui';
import type { MenuEntry } from './menuModel';
import { HeaderSearch } from './HeaderSearch';

export interface HeaderNavProps {
  entries: MenuEntry[];
  /** Render the menu's search item (visitors); the learner's bar is placed by the header. */
  withSearch: boolean;
  onBookDemo: () => void;
}

export function HeaderNav({ entries, withSearch, onBookDemo }: HeaderNavProps) {
  const search = withSearch ? entries.find((e) => e.action === 'search') : undefined;
  const items = entries.filter((e) => e.action !== 'search');
  return (
    <>
      {items.length > 0 ? (
        <nav className="yuno-nav" aria-label="Main">
          <ul className="yuno-nav__list">
            {items.map((entry) => (
              <li key={entry.id} className="yuno-nav__item">
                <NavEntry entry={entry} onBookDemo={onBookDemo} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {search ? (
        <div className="yuno-header__search">
          <HeaderSearch label={search.label} />
        </div>
      ) : null}
    </>
  );
}

/** A submenu's link, or a group of links under its heading. */
const menuItem = (entry: MenuEntry): MenuItem => ({
  id: entry.id,
  label: entry.label,
  href: entry.url,
  items: entry.items.length > 0 ? entry.items.map(menuItem) : undefined,
});

function NavEntry({ entry, onBookDemo }: { entry: MenuEntry; onBookDemo: () => void }) {
  switch (entry.action) {
    case 'submenu':
      return <MenuButton label={entry.label} className="yuno-nav__menu" buttonClassName="yuno-nav__link" items={entry.items.map(menuItem)} />;
    case 'account-type':
      return (
        <button type="button" className="yuno-nav__link" aria-haspopup="dialog" onClick={() => events.emit('account-type:request', {})}>
          {entry.label}
        </button>
      );
    case 'book-demo':
      return (
        <button type="button" className="yuno-nav__link" aria-haspopup="dialog" onClick={onBookDemo}>
          {entry.label}
        </button>
      );
    default:
      return (
        <a className="yuno-nav__link" href={entry.url}>
          {entry.label}
        </a>
      );
  }
}
