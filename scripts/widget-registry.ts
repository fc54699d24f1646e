/**
 * The widgets, from their one source: a widget is a folder of the plugin's `wp-plugin/blocks/`
 * whose `block.json` names the block and declares its settings, which are the widget's props
 * (packages/runtime/src/block-props.ts). By convention, its bundle entry is
 * `packages/<feature>/src/widgets/<name>.ts` and its parts are that package's `src/parts/`
 * named after it (scripts/bundles/entries.ts). The build, the library, the plugin, the budgets
 * and the tests read the widgets from here; widget-registry.test.ts fails when anything drifts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { bundleEntries, ownerOf, root, type BundleEntry } from './bundles/entries';

export interface BlockMetadata {
  name: string;
  title: string;
  attributes?: Record<string, { type: string; default?: unknown; required?: boolean; enum?: string[] }>;
}

export interface Widget {
  /** The mount point's name (`data-yuno-widget`), the block's folder and the bundle's file name. */
  name: string;
  /** The block's metadata (`yuno/<name>`, its title and attributes). */
  block: BlockMetadata;
  /** The feature package that builds it (`shell`, `course-search`, …). */
  package: string;
  /** Its bundle entry. */
  entry: BundleEntry;
  /** The parts that go with it on a page. */
  parts: string[];
}

export const blocksDir = join(root, 'wp-plugin', 'blocks');

const packageOf = (entry: BundleEntry) => relative(join(root, 'packages'), entry.entry).split(sep)[0];

/** Every widget, by name; throws with the change to make when a block and a bundle do not pair up. */
export function widgetRegistry(): Widget[] {
  const entries = bundleEntries();
  const names = readdirSync(blocksDir).sort();
  const widgets: Widget[] = [];
  const problems: string[] = [];
  for (const name of names) {
    const entry = entries.find((candidate) => candidate.kind === 'widget' && candidate.name === name);
    if (!entry) {
      problems.push(`the block ${name} has no bundle: add packages/<feature>/src/widgets/${name}.ts`);
      continue;
    }
    const block = JSON.parse(readFileSync(join(blocksDir, name, 'block.json'), 'utf8')) as BlockMetadata;
    if (block.name !== `yuno/${name}`) problems.push(`wp-plugin/blocks/${name}/block.json names the block ${block.name}: it must be yuno/${name}`);
    const parts = entries.filter((part) => part.kind === 'part' && ownerOf(part, entries) === name).map((part) => part.name);
    widgets.push({ name, block, package: packageOf(entry), entry, parts });
  }
  if (problems.length > 0) throw new Error(`The widgets and their blocks disagree:\n  - ${problems.join('\n  - ')}`);
  return widgets;
}

/** The widgets' names, in the blocks' order. */
export const widgetNames = () => widgetRegistry().map((widget) => widget.name);

/** The feature packages: those that build a widget. */
export const featurePackages = () => [...new Set(widgetRegistry().map((widget) => widget.package))];
