// The site's wording (`yunoConfig.strings`): a part of the runtime, fetched before the widgets
// mount, and only by pages that have some (see global.ts).
import { createTranslator } from '@yuno/core';
import { registerPart } from '@yuno/runtime';

export { createTranslator };

registerPart('site-strings', { createTranslator });
