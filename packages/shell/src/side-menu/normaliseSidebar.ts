import type { MenuItem, MenuItemType, SidebarItem, SidebarSection, SidebarSubItem } from '../types';
import { asArray, asBoolean, asId, asString, isRecord } from './coerce';
import { safeUrl } from './safeUrl';

// Server menus are shallow; the cap only guards against a self-referencing answer.
const MAX_DEPTH = 4;

/** `is_active` turns an item off when false; an item that leaves it out is shown (as in the header). */
const activeFlag = (v: unknown) => asBoolean(v, true);

function asMenuType(v: unknown): MenuItemType {
  return v === 'search_item' ? 'search_item' : 'menu_item';
}

function normaliseMenuItem(raw: unknown, depth: number): MenuItem | null {
  if (!isRecord(raw)) return null;
  return {
    type: asMenuType(raw.type),
    section: asString(raw.section),
    url: safeUrl(raw.url),
    is_active: activeFlag(raw.is_active),
    items: depth < MAX_DEPTH ? asArray(raw.items, (item) => normaliseMenuItem(item, depth + 1)) : [],
  };
}

/** The header menu: a list of items; a single item object is read as a list of one. */
export function normaliseMenu(raw: unknown): MenuItem[] {
  const list = isRecord(raw) ? [raw] : raw;
  return asArray(list, (item) => normaliseMenuItem(item, 0));
}

export function normaliseSidebarSubItem(raw: unknown): SidebarSubItem | null {
  if (!isRecord(raw)) return null;
  return {
    label: asString(raw.label),
    url: safeUrl(raw.url),
    icon_url: safeUrl(raw.icon_url),
    is_active: activeFlag(raw.is_active),
    parent_id: asId(raw.parent_id),
    id: asId(raw.id),
  };
}

export function normaliseSidebarItem(raw: unknown): SidebarItem | null {
  if (!isRecord(raw)) return null;
  return {
    label: asString(raw.label),
    url: safeUrl(raw.url),
    slug: asString(raw.slug),
    icon_url: safeUrl(raw.icon_url),
    is_active: activeFlag(raw.is_active),
    is_expended: asBoolean(raw.is_expended),
    sub_items: asArray(raw.sub_items, normaliseSidebarSubItem),
  };
}

/** Side menu sections: each { section, items }. */
export function normaliseSidebar(raw: unknown): SidebarSection[] {
  return asArray(raw, (section) => {
    if (!isRecord(section)) return null;
    return {
      section: asString(section.section, asString(section.label)),
      items: asArray(section.items, normaliseSidebarItem),
    };
  });
}
