/**
 * The server's header menu, read for display. Core's menu type keeps the fields the spec
 * lists (type, section, url, is_active, items); the site also sends the text to show
 * (`label`, else `title`) and a `slug`, which are read here. Unsafe URLs become ''.
 */
import { asArray, asBoolean, asString, isRecord, safeUrl } from '@yuno/core';

export type MenuAction = 'link' | 'search' | 'account-type' | 'book-demo' | 'submenu';

export interface MenuEntry {
  id: string;
  label: string;
  url: string;
  action: MenuAction;
  /**
   * A submenu's links and groups (a group: a label and its links; groups nested deeper give
   * their links to the group above).
   */
  items: MenuEntry[];
}

const MAX_DEPTH = 3;

/** The section keys the site uses for the two items that open dialogs instead of navigating. */
const DIALOG_SECTIONS: Record<string, MenuAction> = { teach: 'account-type', demo: 'book-demo' };

function read(raw: unknown, depth: number, index: number, parent: string): MenuEntry | null {
  if (!isRecord(raw) || (raw.is_active !== undefined && !asBoolean(raw.is_active, true))) return null;
  const section = asString(raw.section);
  const id = `${parent}${asString(raw.slug) || section || index}`;
  const label = (asString(raw.label) || asString(raw.title) || section).trim();
  if (raw.type === 'search_item') return { id, label, url: safeUrl(raw.url), action: 'search', items: [] };
  const children = depth < MAX_DEPTH ? asArray(raw.items, (item, i) => read(item, depth + 1, i, `${id}.`)) : [];
  // A submenu shows its groups, each with a heading; a group shows links only.
  const items = depth > 0 ? children.flatMap((child) => (child.action === 'submenu' ? child.items : [child])) : children;
  const action: MenuAction = DIALOG_SECTIONS[section] ?? (items.length > 0 ? 'submenu' : 'link');
  const url = safeUrl(raw.url);
  if (!label || (action === 'link' && !url)) return null;
  return { id, label, url, action, items: action === 'submenu' ? items : [] };
}

export function readMenu(raw: unknown): MenuEntry[] {
  const list = isRecord(raw) ? [raw] : raw;
  return asArray(list, (item, i) => read(item, 0, i, ''));
}
