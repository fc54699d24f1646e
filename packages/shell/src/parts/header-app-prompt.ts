// The Android app prompt and the Get the app button, with their styles: a part, fetched as
// the header mounts for an Android visitor. Nobody else ever sees them.
import { registerPart } from '@yuno/runtime';
import { AppPrompt, GetAppButton } from '../app-prompt/AppPrompt';

export { AppPrompt, GetAppButton };

registerPart('header-app-prompt', { AppPrompt, GetAppButton });
