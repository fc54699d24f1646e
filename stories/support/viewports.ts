/**
 * The two widths every widget is checked at. A mobile story has `tags: ['mobile']` (written out
 * in the story: Storybook reads tags from the source) so the story tests open it at 375 px too
 * (Storybook's viewport menu only resizes its own frame), and `globals: mobileGlobals`.
 */
export const mobileGlobals = { viewport: { value: 'mobile', isRotated: false } };
export const desktopGlobals = { viewport: { value: 'desktop', isRotated: false } };
