import { createContext, useContext } from 'react';

export interface WidgetHost {
  /** The mount point element on the page. */
  element: HTMLElement | null;
  name: string;
}

export const WidgetHostContext = createContext<WidgetHost>({ element: null, name: '' });

/** The element a widget is mounted in, for the few widgets that must reach the page around them. */
export const useWidgetHost = () => useContext(WidgetHostContext);
