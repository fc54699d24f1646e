/** The widget's stylesheet as a string, for the bundle and for an app's `WidgetRoot`. */
import menuCss from './menu/referral-menu.css?inline';

export const referralMenuCss: string = menuCss;
