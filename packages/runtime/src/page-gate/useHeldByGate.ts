/**
 * The page gate as a widget in the page's main area sees it. The header hides that area
 * behind its gate ('Not authorized', or user info loading or failed); a widget there asks
 * for nothing meanwhile, so a page's hidden tables send no requests. The page's allowed
 * roles are the header mount point's `allowedRoles`, read from the page itself: a widget
 * needs no word from the header, whichever bundle runs first.
 */
import { useMemo } from 'react';
import type { Role } from '@yuno/core';
import { useWidgetHost } from '../host-context';
import { parseProps, parsePropsAttribute } from '../props';

/** The element a page marks as its main area, which the page gate stands in for. */
export const MAIN_SELECTOR = '[data-yuno-main]';

/** Whether a page's list of roles lets this role in (any case). */
export const roleAllowed = (role: Role, allowedRoles: readonly string[]) => allowedRoles.some((r) => r.trim().toLowerCase() === role.toLowerCase());

/** The header's allowedRoles on this page (as the header reads them), or none. */
export function pageAllowedRoles(): string[] {
  const attribute = parsePropsAttribute(document.querySelector('[data-yuno-widget="header"]')?.getAttribute('data-yuno-props') ?? null);
  const parsed = attribute.ok && parseProps<{ allowedRoles: string[] }>(attribute.value, { allowedRoles: { type: 'array', default: [] } });
  return parsed && parsed.ok ? parsed.props.allowedRoles : [];
}

/**
 * True while the page gate hides the main area this widget is mounted in: the page lists
 * roles and the user (not known yet, failed, or a visitor's none) has none of them.
 */
export function useHeldByGate({ user }: { user: { role: Role } | null }): boolean {
  const { element } = useWidgetHost();
  const allowed = useMemo(() => (element?.closest(MAIN_SELECTOR) ? pageAllowedRoles() : []), [element]);
  return allowed.length > 0 && !(user && roleAllowed(user.role, allowed));
}
