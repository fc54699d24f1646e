/**
 * Each widget's stylesheet as its bundle puts it into the shadow root (see the feature
 * packages' `src/widgets/*.ts`), for `parameters.css`.
 */
import { headerCss, sideMenuCss, footerCss } from '@yuno/shell';
import { courseSearchCss } from '@yuno/course-search';
import { courseCardCss } from '@yuno/course-card';
import { availabilityPanelCss, courseAvailabilityCss } from '@yuno/availability';
import { referralMenuCss } from '@yuno/referral-menu';
import { dataTableCss } from '@yuno/data-table';

export const WIDGET_CSS = {
  header: headerCss,
  'side-menu': sideMenuCss,
  footer: footerCss,
  'course-search': courseSearchCss,
  'course-card': courseCardCss,
  'availability-panel': availabilityPanelCss,
  'course-availability': courseAvailabilityCss,
  'referral-menu': referralMenuCss,
  'data-table': dataTableCss,
} as const;
