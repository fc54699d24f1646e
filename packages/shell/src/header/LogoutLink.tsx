/**
 * The header's plain Logout link: all the error header offers, and the account menu's stand-in
 * when that cannot load. Styled as the menu's links are.
 */
import { ROUTES } from '@yuno/core';

export const LOGOUT_TEXT = 'Logout';

export function LogoutLink() {
  return (
    <a className="yuno-nav__link" href={ROUTES.logout}>
      {LOGOUT_TEXT}
    </a>
  );
}
