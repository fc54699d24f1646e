import type { ComponentType } from 'react';
import type { PropsSchema } from './props';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry holds widgets of every props type; each checks its own.
export interface WidgetDefinition<P = any> {
  component: ComponentType<P>;
  props: PropsSchema;
  /** The widget's own stylesheet, put into its shadow root after the shared one. */
  css?: string;
  /** Checks that need more than types (e.g. "courseId or course"). Return a message to refuse. */
  validate?: (props: P) => string | null;
}

type Listener = (name: string) => void;

const widgets = new Map<string, WidgetDefinition>();
const listeners = new Set<Listener>();

export function registerWidget<P>(name: string, definition: WidgetDefinition<P>): void {
  // A bundle loaded twice registers twice: keep the first, it is already mounted.
  if (widgets.has(name)) return;
  widgets.set(name, definition as WidgetDefinition);
  for (const listener of listeners) listener(name);
}

export const getWidget = (name: string) => widgets.get(name);
export const registeredWidgets = () => [...widgets.keys()];

export function onWidgetRegistered(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
