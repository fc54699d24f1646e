/** Page navigation, in one place so component tests can stand in for the browser. */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** The path and query of this page: where a learner returns to. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
