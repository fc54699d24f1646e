/**
 * Leaving the page, in one place for every widget: component tests watch it (jsdom cannot
 * navigate), and Storybook's build points its two browser calls at a stand-in that shows
 * where a widget would have gone (.storybook/vite.config.ts). Every URL given here has
 * already been through safeUrl or is one of the site's routes.
 */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** The path and query of this page: where a person comes back to. */
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
};
