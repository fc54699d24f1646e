/**
 * Leaving the page, in one object so component tests can watch it (jsdom cannot navigate).
 * Every URL passed here has already been through safeUrl or is one of the site's routes.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
