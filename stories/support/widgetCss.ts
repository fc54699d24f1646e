/**
 * Each widget's stylesheet as its bundle puts it into the shadow root (see the feature
 * packages' `src/widgets/*.ts`), for `parameters.css`.
 */
import sharedCss from '../../packages/header/src/shared/shared.css?inline';
import headerOwnCss from '../../packages/header/src/header/header.css?inline';
import sideMenuOwnCss from '../../packages/header/src/side-menu/side-menu.css?inline';
import footerOwnCss from '../../packages/header/src/footer/footer.css?inline';
import { courseSearchCss } from '@yuno/course-search';
import { courseCardCss } from '@yuno/course-card';
import { availabilityPanelCss, courseAvailabilityCss } from '@yuno/availability';
import { referralMenuCss } from '@yuno/referral-menu';
import { dataTableCss } from '@yuno/data-table';

export const WIDGET_CSS = {
  header: sharedCss + headerOwnCss,
  'side-menu': sharedCss + sideMenuOwnCss,
  footer: sharedCss + footerOwnCss,
  'course-search': courseSearchCss,
  'course-card': courseCardCss,
  'availability-panel': availabilityPanelCss(),
  'course-availability': courseAvailabilityCss(),
  'referral-menu': referralMenuCss,
  'data-table': dataTableCss,
} as const;
