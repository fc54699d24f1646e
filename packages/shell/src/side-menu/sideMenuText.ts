/** The side menu's own wording, shared by the widget and its list. */
export const SIDE_TEXT = {
  collapse: 'Collapse the menu',
  expand: 'Expand the menu',
  open: 'Open the menu',
  close: 'Close the menu',
  loading: 'Loading the menu…',
  failed: "The menu couldn't be loaded.",
} as const;
