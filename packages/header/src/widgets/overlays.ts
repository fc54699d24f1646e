// The page-wide dialogs; the runtime loads this bundle the first time one is asked for.
import { registerOverlay } from '@yuno/runtime';
import { LoginDialog } from '../overlays/LoginDialog';
import { SessionExpiredDialog } from '../overlays/SessionExpiredDialog';
import { UnauthorisedDialog } from '../overlays/UnauthorisedDialog';
import { AccountTypeDialog } from '../overlays/AccountTypeDialog';
import css from '../overlays/overlays.css?inline';

registerOverlay('login', LoginDialog, css);
registerOverlay('session-expired', SessionExpiredDialog);
registerOverlay('unauthorised', UnauthorisedDialog);
registerOverlay('account-type', AccountTypeDialog);
