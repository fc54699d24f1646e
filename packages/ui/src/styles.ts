/**
 * The ui stylesheets as strings, for the runtime to inject:
 * - `tokensCss`: the --yuno-* defaults; put once in the document head (custom properties
 *   inherit into every widget's shadow root).
 * - `uiCss`: base.css (the shadow root reset: `:host`, box sizing, [hidden], focus ring,
 *   reduced motion) followed by every primitive's styles; put in each widget's shadow root.
 *   It does not contain the token defaults.
 */
import tokensCssText from './tokens/tokens.css?inline';
import baseCss from './tokens/base.css?inline';
import buttonCss from './button/button.css?inline';
import dialogCss from './dialog/dialog.css?inline';
import tabsCss from './tabs/tabs.css?inline';
import menuButtonCss from './menu-button/menu-button.css?inline';
import comboboxCss from './combobox/combobox.css?inline';
import rangeSliderCss from './range-slider/range-slider.css?inline';
import toastCss from './toast/toast.css?inline';
import tooltipCss from './tooltip/tooltip.css?inline';
import skeletonCss from './skeleton/skeleton.css?inline';
import emptyStateCss from './empty-state/empty-state.css?inline';
import paginationCss from './pagination/pagination.css?inline';

export const tokensCss: string = tokensCssText;

/** Each primitive's stylesheet by folder name (base first). */
export const uiCssParts: Readonly<Record<string, string>> = {
  base: baseCss,
  button: buttonCss,
  dialog: dialogCss,
  tabs: tabsCss,
  'menu-button': menuButtonCss,
  combobox: comboboxCss,
  'range-slider': rangeSliderCss,
  toast: toastCss,
  tooltip: tooltipCss,
  skeleton: skeletonCss,
  'empty-state': emptyStateCss,
  pagination: paginationCss,
};

export const uiCss: string = Object.values(uiCssParts).join('\n');
