/**
 * Side menu layout (spec 1 §4): collapsible to a mini mode, kept per session; at mobile
 * widths the menu is reduced whatever was stored, and opens as a drawer.
 */
import { SIDE_MENU_HEADING, type Role } from '@yuno/core';

export type SidebarMode = 'full' | 'mini' | 'mobile';

export function sidebarMode(isMobile: boolean, storedCollapsed: boolean): SidebarMode {
  if (isMobile) return 'mobile';
  return storedCollapsed ? 'mini' : 'full';
}

/** The stored collapse flag ('true' / 'false'); anything else is not collapsed. */
export const readCollapsed = (stored: string | null) => stored === 'true';

export function sidebarHeading(role: Role | null): string {
  return role === 'Learner' ? SIDE_MENU_HEADING.learner : SIDE_MENU_HEADING.other;
}

/** The Account section carries the profile block. */
export const isAccountSection = (name: string) => name.trim().toLowerCase() === 'account';

/** The item that shows or creates the referral code. */
export const isGenerateCodeItem = (slug: string, label: string) => slug === 'generate-code' || label.trim().toLowerCase() === 'generate code';
