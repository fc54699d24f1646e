import { registerOverlay } from '@yuno/runtime';
import { LoginDialog } from './LoginDialog';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { UnauthorisedDialog } from './UnauthorisedDialog';
import { AccountTypeDialog } from './AccountTypeDialog';
import css from './overlays.css?inline';

/**
 * The page-wide dialogs, by the names the widgets ask for them. A function rather than
 * top-level calls: the package declares no side effects, so a library build would drop those.
 */
export function registerShellDialogs(): void {
  registerOverlay('login', LoginDialog, css);
  registerOverlay('session-expired', SessionExpiredDialog);
  registerOverlay('unauthorised', UnauthorisedDialog);
  registerOverlay('account-type', AccountTypeDialog);
}
