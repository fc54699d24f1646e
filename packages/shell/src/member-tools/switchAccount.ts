/**
 * 'Switch account' (spec 1 §2): session storage is cleared, then the current path and a
 * choose-account flag are stored (in that order, or the clear would take them too), and
 * Google's account chooser opens.
 */
import { STORAGE_KEYS, session } from '@yuno/core';
import { currentPathAndQuery } from '../session/paths';
import { startLogin } from '../login/startLogin';

export function switchAccount(): () => void {
  const returnTo = currentPathAndQuery();
  session.clear();
  session.set(STORAGE_KEYS.returnState, returnTo);
  session.set(STORAGE_KEYS.chooseAccount, 'true');
  return startLogin({ mode: 'login', prompt: 'select_account' });
}
