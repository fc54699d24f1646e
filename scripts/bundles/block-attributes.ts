/**
 * Widgets read their props schema from their block's block.json (packages/runtime/src/block-props.ts).
 * A browser bundle needs only what parsing reads of it: each attribute's type, default and
 * `required`. The block's texts, `minimum`, list item types (props lists are of strings), the
 * editor's `enum` and the wrapper's `align` stay out.
 */
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';

const BLOCK_JSON = /[\\/]wp-plugin[\\/]blocks[\\/][^\\/]+[\\/]block\.json$/;
const READ = ['type', 'default', 'required'];

export function blockAttributesOnly(): Plugin {
  return {
    name: 'yuno-block-attributes',
    enforce: 'pre',
    load(id) {
      if (!BLOCK_JSON.test(id)) return null;
      const { attributes = {} } = JSON.parse(readFileSync(id, 'utf8')) as { attributes?: Record<string, Record<string, unknown>> };
      const read = Object.fromEntries(
        Object.entries(attributes)
          .filter(([key]) => key !== 'align')
          .map(([key, spec]) => [key, Object.fromEntries(Object.entries(spec).filter(([field]) => READ.includes(field)))]),
      );
      return JSON.stringify({ attributes: read });
    },
  };
}
