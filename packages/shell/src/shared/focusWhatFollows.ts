/**
 * A bar that closes goes with its focused close button: focus moves on to the first link of
 * what follows the bar (not to <body>, where the next Tab would start from the page's top).
 */
export function focusWhatFollows(closeButton: HTMLElement): void {
  closeButton.parentElement?.nextElementSibling?.querySelector('a')?.focus();
}
