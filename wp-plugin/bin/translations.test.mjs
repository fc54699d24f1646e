/**
 * The translation files are committed, for translators and for a plugin folder used as it is,
 * so they must say what the sources say: a change that adds or moves a widget text without
 * rebuilding the plugin (`npm run build`) fails here.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { pluginVersion, potFile, renderPot } from './make-pot.mjs';
import { collectWidgetTexts, widgetTextsFile, widgetTextsPhp } from './widget-texts.mjs';

const plugin = dirname(dirname(fileURLToPath(import.meta.url)));
const root = dirname(plugin);
const texts = collectWidgetTexts(root);
const lines = (text) => text.split('\n');
// The copyright line carries the year of the build.
const withoutYear = (pot) => pot.replace(/^# Copyright \(C\) \d{4} /m, '# Copyright (C) ');

it("includes/widget-texts.php lists the texts of the widgets' sources", () => {
  expect(lines(readFileSync(widgetTextsFile(plugin), 'utf8')), 'stale: run npm run build').toEqual(lines(widgetTextsPhp(texts)));
});

it('languages/yuno-widgets.pot holds every text of the plugin and the widgets, where they are', () => {
  const { pot } = renderPot(plugin, pluginVersion(plugin), texts);
  expect(lines(withoutYear(readFileSync(potFile(plugin), 'utf8'))), 'stale: run npm run build').toEqual(lines(withoutYear(pot)));
});
