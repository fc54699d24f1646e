/**
 * The ui stylesheets as strings, for the runtime to inject:
 * - `tokensCss`: the --yuno-* defaults; put once in the document head (custom properties
 *   inherit into every widget's shadow root).
 * - `uiCssWithoutDialogs`: base.css (the shadow root reset: `:host`, box sizing, [hidden],
 *   focus ring, reduced motion) followed by every primitive's styles but the dialog's and
 *   the toast's; the runtime puts it in each widget's shadow root.
 * - `dialogCss`, `toastCss`: in the browser bundles they arrive with the dialogs' code (the
 *   runtime's `ui-dialog` part), rendered beside an open dialog and in the toasts' host.
 * - `tabsCss`, `loadingOverlayCss`, `paginationCss`: Tabs, LoadingOverlay and Pagination render
 *   them beside themselves, so only the bundles that show one carry them (the marketing page
 *   fetches its search's pagination as the bar nears the view).
 * - `menuListCss`, `comboboxPopupCss`, `tooltipOpenCss`: the open menu's, the suggestions
 *   popup's and a shown tooltip's; MenuList, ComboboxPopup and OpenTooltip render them beside
 *   themselves, so they come with their code (in the browser bundles, the runtime's `ui-menu`,
 *   `ui-combobox` and `ui-tooltip` parts, fetched when first shown).
 * - `uiCss`: all of them but those rendered beside their component (tabsCss,
 *   loadingOverlayCss, paginationCss, menuListCss, comboboxPopupCss and tooltipOpenCss), for a
 *   React app or a story that wants the lot.
 * None of them contains the token defaults.
 */
import tokensCssText from './tokens/tokens.css?inline';
import baseCss from './tokens/base.css?inline';
import buttonCss from './button/button.css?inline';
import dialogCssText from './dialog/dialog.css?inline';
import tabsCssText from './tabs/tabs.css?inline';
import menuButtonCss from './menu-button/menu-button.css?inline';
import menuListCssText from './menu-button/menu-list.css?inline';
import comboboxCss from './combobox/combobox.css?inline';
import comboboxPopupCssText from './combobox/combobox-popup.css?inline';
import rangeSliderCss from './range-slider/range-slider.css?inline';
import toastCssText from './toast/toast.css?inline';
import tooltipCss from './tooltip/tooltip.css?inline';
import tooltipOpenCssText from './tooltip/tooltip-open.css?inline';
import skeletonCss from './skeleton/skeleton.css?inline';
import loadingOverlayCssText from './skeleton/loading-overlay.css?inline';
import emptyStateCss from './empty-state/empty-state.css?inline';
import paginationCssText from './pagination/pagination.css?inline';

export const tokensCss: string = tokensCssText;

export const dialogCss: string = dialogCssText;
export const toastCss: string = toastCssText;
export const tabsCss: string = tabsCssText;
export const loadingOverlayCss: string = loadingOverlayCssText;
export const paginationCss: string = paginationCssText;
export const menuListCss: string = menuListCssText;
export const comboboxPopupCss: string = comboboxPopupCssText;
export const tooltipOpenCss: string = tooltipOpenCssText;

const joinCss = (...sheets: string[]) => sheets.join('\n');

// Marked pure: a bundle that uses none of these leaves them, and the sheets in them, out.
export const uiCssWithoutDialogs: string = /* @__PURE__ */ joinCss(
  baseCss,
  buttonCss,
  menuButtonCss,
  comboboxCss,
  rangeSliderCss,
  tooltipCss,
  skeletonCss,
  emptyStateCss,
);

export const uiCss: string = /* @__PURE__ */ joinCss(uiCssWithoutDialogs, dialogCss, toastCss);

/** Each primitive's stylesheet by folder name (base first). */
export const uiCssParts: Readonly<Record<string, string>> = {
  base: baseCss,
  button: buttonCss,
  dialog: dialogCss,
  tabs: tabsCss,
  'menu-button': menuButtonCss,
  'menu-list': menuListCss,
  combobox: comboboxCss,
  'combobox-popup': comboboxPopupCss,
  'range-slider': rangeSliderCss,
  toast: toastCss,
  tooltip: tooltipCss,
  'tooltip-open': tooltipOpenCss,
  skeleton: skeletonCss,
  'loading-overlay': loadingOverlayCss,
  'empty-state': emptyStateCss,
  pagination: paginationCss,
};
