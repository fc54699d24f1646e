import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { blockAttributesOnly } from './block-attributes';
import { root } from './entries';

const load = (id: string) => (blockAttributesOnly().load as (id: string) => string | null)(id);

describe('block.json in a browser bundle', () => {
  it('keeps of each attribute only what props parsing reads', () => {
    const header = JSON.parse(load(join(root, 'wp-plugin/blocks/header/block.json'))!);
    expect(header).toEqual({
      attributes: {
        allowedRoles: { type: 'array', default: [] },
        showSearch: { type: 'boolean', default: true },
        showSideMenu: { type: 'boolean', default: true },
        showNotificationBar: { type: 'boolean', default: true },
      },
    });
    const dataTable = JSON.parse(load(join(root, 'wp-plugin/blocks/data-table/block.json'))!);
    expect(dataTable).toEqual({ attributes: { preset: { type: 'string', required: true } } });
  });

  it('leaves every other JSON file to the bundler', () => {
    expect(load(join(root, 'package.json'))).toBeNull();
  });
});
