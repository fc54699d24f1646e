/** Page navigation in one place, so tests can watch where a widget sends the user. */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
