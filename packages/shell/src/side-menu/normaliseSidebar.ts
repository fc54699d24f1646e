/** The side menu's sections as the server sends them, read defensively: every address sanitised. */
import { asArray, asBoolean, asId, asString, isRecord, safeUrl, type SidebarItem, type SidebarSection, type SidebarSubItem } from '@yuno/core';

/** `is_active` turns an item off when false; an item that leaves it out is shown (as in the header). */
const activeFlag = (v: unknown) => asBoolean(v, true);

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
