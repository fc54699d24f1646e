// The page-wide dialogs; the runtime loads this bundle the first time one is asked for.
import { registerShellDialogs } from '../overlays/registerShellDialogs';

registerShellDialogs();
