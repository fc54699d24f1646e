/** Server-supplied header and side menus (spec 1, section 3). */

export type MenuItemType = 'menu_item' | 'search_item';

export interface MenuItem {
  type: MenuItemType;
  section: string;
  url: string;
  is_active: boolean;
  /** Optional submenu; empty when the item is a plain link. */
  items: MenuItem[];
}

export interface SidebarSubItem {
  label: string;
  url: string;
  icon_url: string;
  is_active: boolean;
  parent_id: number | string;
  id: number | string;
}

export interface SidebarItem {
  label: string;
  url: string;
  slug: string;
  icon_url: string;
  is_active: boolean;
  /** Spelled as the server sends it. */
  is_expended: boolean;
  sub_items: SidebarSubItem[];
}

export interface SidebarSection {
  section: string;
  items: SidebarItem[];
}
