/**
 * Fills each mount point of a page with its placeholder, as the WordPress plugin's render
 * does, so the page keeps its layout while the bundles load. What the page knows picks the
 * placeholder: the demo user (signed in, their role) and whether the config shows a
 * notification bar.
 */
import { demoUsers, type DemoRole } from '@yuno/mock-api';
import { placeholderHtml } from '@yuno/runtime/src/placeholders/placeholderMarkup';
import { readProps } from './preload';

const EMPTY_MOUNT_POINT = /(<div data-yuno-widget="([a-z-]+)" data-yuno-props='([^']*)'>)(<\/div>)/g;

export function withPlaceholders(body: string, role: DemoRole, config: { notificationBar?: unknown }): string {
  const info = demoUsers[role]?.info;
  const facts = { signedIn: Boolean(info), role: info?.role, notificationBar: Boolean(config.notificationBar) };
  return body.replace(
    EMPTY_MOUNT_POINT,
    (_, open: string, name: string, props: string, close: string) => open + placeholderHtml(name, readProps(props), facts) + close,
  );
}
