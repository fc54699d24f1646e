// The site's wording (`yunoConfig.strings`): a part of the runtime, fetched before the widgets
// mount, and only by pages that have some (see global.ts). It brings the translator and the
// hook that puts it into rendering.
import type { Options } from 'preact';
import { createTranslator } from '@yuno/core';
import { registerPart } from '@yuno/runtime';
import { translateRendering } from '../translate-rendering';

/** Renders the widgets in the site's wording; false when it rewords nothing. */
export function wordRendering(options: Options, strings: Record<string, string>): boolean {
  const translate = createTranslator(strings);
  if (translate) translateRendering(options, translate);
  return Boolean(translate);
}

registerPart('site-strings', { wordRendering });
