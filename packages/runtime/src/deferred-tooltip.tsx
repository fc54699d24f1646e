/**
 * Tooltips in the browser bundles. A tooltip's trigger, its description and its hidden bubble
 * render on load (the kit's Tooltip), but nobody sees a bubble before hovering or focusing a
 * trigger, so OpenTooltip (the bubble's styles and placement: the `ui-tooltip` part) is not in
 * the kit: the first tooltip to open fetches it, and its bubble shows as it arrives. The
 * runtime hands `DeferredOpenTooltip` on as `OpenTooltip`; source, tests and the ESM library
 * use the real one.
 */
import type { OpenTooltipProps } from '@yuno/ui';
import { lazyComponent } from './lazy-component';

/** If the part cannot be fetched the person is told (a toast); the bubble stays hidden and the next opening tries again. */
export const DeferredOpenTooltip = lazyComponent<OpenTooltipProps>(() => import('./parts/ui-tooltip').then((part) => part.OpenTooltip), undefined, null);
