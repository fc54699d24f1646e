/**
 * A widget's props schema from its block's `block.json` (wp-plugin/blocks/NAME/), the one
 * place a widget's settings are written: the block, the shortcode, the editor and the mount
 * read the same attributes. What only an embedding page can pass (a course's data, a heading
 * level) the widget adds.
 */
import type { PropsSchema } from './props';

/** One attribute as block.json declares it; props.ts reads the same words. */
export interface BlockAttribute {
  type: string;
  default?: unknown;
  required?: boolean;
  items?: { type: string };
  /** The editor's list of choices; the widget's own check refuses another value in its words. */
  enum?: readonly string[];
}

/** `align` belongs to the block's wrapper, not to the widget. */
export function propsFromBlock({ align: _wrapper, ...attributes }: Record<string, BlockAttribute>, embedOnly?: PropsSchema): PropsSchema {
  return { ...(attributes as PropsSchema), ...embedOnly };
}
