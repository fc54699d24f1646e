/**
 * The placeholder a page prints inside a mount point, chosen from what the page knows as it
 * is made: who is signed in, whether the notification bar will show, a table's preset. The
 * WordPress plugin's render_placeholder() makes the same choice in PHP.
 */
import { PLACEHOLDER_SIZES } from './sizes';

export interface PlaceholderFacts {
  signedIn: boolean;
  /** The signed-in person's role as the marketplace names it (`Instructor`, `Learner`…). */
  role?: string;
  /** Whether the page's config carries a notification bar. */
  notificationBar: boolean;
}

/** The variant of a widget's placeholder for this page, or '' for the widget's own. */
export function placeholderVariant(name: string, props: Record<string, unknown>, facts: PlaceholderFacts): string {
  if (name === 'header') {
    if (facts.signedIn) return facts.role === 'Instructor' ? 'instructor' : '';
    return facts.notificationBar && props.showNotificationBar !== false ? 'notice' : 'public';
  }
  if (name === 'referral-menu') return facts.role === 'Instructor' ? 'instructor' : '';
  if (name === 'data-table' && typeof props.preset === 'string' && /^[a-z-]+$/.test(props.preset)) return props.preset;
  return '';
}

/**
 * The placeholder's HTML, or '' for a widget that takes no room: the availability panel (an
 * overlay), and the side menu for a visitor (it shows only to someone signed in).
 */
export function placeholderHtml(name: string, props: Record<string, unknown>, facts: PlaceholderFacts): string {
  if (!Object.hasOwn(PLACEHOLDER_SIZES, name) || (name === 'side-menu' && !facts.signedIn)) return '';
  const variant = placeholderVariant(name, props, facts);
  const classes = ['yuno-placeholder', `yuno-placeholder--${name}`, ...(variant ? [`yuno-placeholder--${name}-${variant}`] : [])];
  return `<div class="${classes.join(' ')}" aria-hidden="true"></div>`;
}
