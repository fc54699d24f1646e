#!/usr/bin/env node
// Builds the WordPress plugin and its release zip:
//   1. the block editor script with `wp-scripts build` (JSX → createElement, see babel.config.js;
//      the build fails if the script would need the `react-jsx-runtime` handle)
//   2. the widget bundles copied from <dist>/widgets into build/widgets, with a content hash per bundle
//   3. includes/widget-texts.php (the widgets' texts), languages/yuno-widgets.pot and the
//      README's list of table presets
//   4. <dist>/yuno-widgets.zip holding the folder yuno-widgets/ (written by zip.mjs, not by
//      `wp-scripts plugin-zip`: that one always adds package.json, and stamps each file with its
//      time, so the same sources would no longer give the same zip)
// <dist> is `dist` at the repository root, or $YUNO_DIST. The widgets must be built first
// (`node scripts/build.mjs`); `--widgets` builds them too.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makePot, pluginVersion } from './make-pot.mjs';
import { writeWidgetTexts } from './widget-texts.mjs';
import { writeReadmePresets } from './readme-presets.mjs';
import { createZip } from './zip.mjs';

const plugin = dirname(dirname(fileURLToPath(import.meta.url)));
const root = dirname(plugin);
const dist = join(root, process.env.YUNO_DIST || 'dist');
const widgetsSource = join(dist, 'widgets');
const started = Date.now();
const step = (text) => console.log(`[wp-plugin] ${text}`);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
}

function hashFiles(files) {
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** What goes into the zip, relative to the plugin folder (with the editor script's source, as WordPress asks). */
const RELEASE = ['yuno-widgets.php', 'uninstall.php', 'readme.txt', 'README.md', 'includes', 'blocks', 'assets', 'build', 'languages', 'src'];

if (process.argv.includes('--widgets') || !existsSync(join(widgetsSource, 'manifest.json'))) {
  if (!process.argv.includes('--widgets')) step(`no widget bundles in ${relative(root, widgetsSource)}: building them first`);
  // Release bundles: production JSX and code, whatever the calling shell says.
  process.env.NODE_ENV = 'production';
  process.chdir(root);
  const { buildWidgets } = await import(join(root, 'scripts/build.mjs'));
  await buildWidgets({ quiet: true });
}

// 1. Editor script (webpack takes ~20 s: skipped when its sources and tools are unchanged).
const editorOut = join(plugin, 'build/editor');
const sourceHash = hashFiles([
  ...listFiles(join(plugin, 'src')),
  join(plugin, 'babel.config.js'),
  join(root, 'node_modules/@wordpress/scripts/package.json'),
  fileURLToPath(import.meta.url),
]);
const stamp = join(editorOut, '.source-hash');
if (existsSync(join(editorOut, 'index.asset.php')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash) {
  step('the block editor script is up to date');
} else {
  step('building the block editor script');
  rmSync(editorOut, { recursive: true, force: true });
  execFileSync(join(root, 'node_modules/.bin/wp-scripts'), ['build', 'src/editor/index.js', '--output-path=build/editor'], {
    cwd: plugin,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeFileSync(stamp, sourceHash);
}
const assetFile = readFileSync(join(plugin, 'build/editor/index.asset.php'), 'utf8');
for (const forbidden of ['react-jsx-runtime', "'react'", "'react-dom'"]) {
  if (assetFile.includes(forbidden)) throw new Error(`[wp-plugin] the editor script depends on ${forbidden}, which WordPress 6.1 does not have: ${assetFile}`);
}

// 2. Widget bundles.
step(`copying the widget bundles from ${relative(root, widgetsSource)}`);
const target = join(plugin, 'build/widgets');
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const manifest = JSON.parse(readFileSync(join(widgetsSource, 'manifest.json'), 'utf8'));
for (const file of readdirSync(widgetsSource)) {
  if (file !== 'manifest.json' && statSync(join(widgetsSource, file)).isFile()) cpSync(join(widgetsSource, file), join(target, file));
}
for (const bundle of Object.values(manifest.bundles ?? {})) {
  const file = join(target, bundle.file);
  if (!existsSync(file)) throw new Error(`[wp-plugin] the manifest names ${bundle.file}, which is missing`);
  bundle.hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 10);
}
writeFileSync(join(target, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');

// 3. Translations template.
const widgetTexts = writeWidgetTexts(root, plugin);
step(`includes/widget-texts.php: ${widgetTexts.size} widget texts`);
const strings = makePot(plugin, pluginVersion(plugin), widgetTexts);
step(`languages/yuno-widgets.pot: ${strings} strings`);
step(`README.md: ${writeReadmePresets(plugin)} table presets from the block's block.json`);

// 4. Release zip.
const entries = [{ name: 'yuno-widgets/', data: Buffer.alloc(0) }];
const addPath = (path) => {
  const full = join(plugin, path);
  if (!existsSync(full) || path.endsWith('.source-hash')) return;
  if (statSync(full).isDirectory()) {
    entries.push({ name: `yuno-widgets/${path}/`, data: Buffer.alloc(0) });
    for (const name of readdirSync(full).sort()) addPath(`${path}/${name}`);
  } else {
    entries.push({ name: `yuno-widgets/${path}`, data: readFileSync(full) });
  }
};
RELEASE.forEach(addPath);
mkdirSync(dist, { recursive: true });
const zipFile = join(dist, 'yuno-widgets.zip');
writeFileSync(zipFile, createZip(entries));
step(`${relative(root, zipFile)}: ${entries.length} entries, ${(statSync(zipFile).size / 1024).toFixed(1)} KB (${Date.now() - started} ms)`);
