// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getWidget, registeredWidgets } from '@yuno/runtime';
import { PRESET_NAMES } from '@yuno/data-table';
import { bundleEntries, root } from './bundles/entries';
import { featurePackages, widgetRegistry } from './widget-registry';
import { WIDGET_CSS } from '../stories/support/widgetCss';

const widgets = widgetRegistry();
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')) as { bundles: Record<string, unknown> };

// Importing every widget bundle's entry registers what the browser would register.
for (const entry of bundleEntries().filter((bundle) => bundle.kind === 'widget')) await import(/* @vite-ignore */ entry.entry);

describe('the widget registry (wp-plugin/blocks/)', () => {
  it('holds the nine widgets of the embed contract', () => {
    expect(widgets.map((widget) => widget.name).sort()).toEqual(
      ['availability-panel', 'course-availability', 'course-card', 'course-search', 'data-table', 'footer', 'header', 'referral-menu', 'side-menu'].sort(),
    );
  });

  it('pairs every block with one bundle that registers that widget, and no bundle registers another', () => {
    expect(registeredWidgets().sort()).toEqual(widgets.map((widget) => widget.name));
  });

  it.each(widgets.map((widget) => [widget.name, widget] as const))('%s: its props are its block attributes, in words props read', (name, widget) => {
    const schema = getWidget(name)!.props;
    for (const [key, attribute] of Object.entries(widget.block.attributes ?? {})) {
      if (key === 'align') continue;
      expect(['string', 'integer', 'number', 'boolean', 'array', 'object'], `${name}.${key}`).toContain(attribute.type);
      // An embedding page may pass a course's data instead of its id: the card's `courseId` is a plain, optional number.
      expect(schema[key]?.type, `${name}.${key}`).toBe(name === 'course-card' && key === 'courseId' ? 'number' : attribute.type);
      expect(schema[key]?.default, `${name}.${key}`).toEqual(attribute.default);
    }
  });

  it("offers the editor the data table's presets, no more and no fewer", () => {
    const block = widgets.find((widget) => widget.name === 'data-table')!.block;
    expect(block.attributes?.preset.enum).toEqual(PRESET_NAMES);
  });

  it('gives every widget and part a budget', () => {
    for (const name of widgets.flatMap((widget) => [widget.name, ...widget.parts])) expect(budgets.bundles, name).toHaveProperty([name]);
  });

  it("puts every widget's stylesheet in its stories as its bundle does", () => {
    for (const { name } of widgets) expect(WIDGET_CSS[name as keyof typeof WIDGET_CSS], name).toBe(getWidget(name)!.css);
  });

  it("translates the texts of every package that ships, in the plugin's text domain", async () => {
    const texts = '../wp-plugin/bin/widget-texts.mjs';
    const { PACKAGES } = (await import(/* @vite-ignore */ texts)) as { PACKAGES: string[] };
    expect([...PACKAGES].sort()).toEqual(['core', 'ui', 'runtime', ...featurePackages()].sort());
  });
});
