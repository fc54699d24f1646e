/**
 * @yuno/ui: accessible React primitives (WAI-ARIA Authoring Practices) and design tokens.
 * Source imports `react`; the browser bundles run it on preact/compat.
 *
 * No stylesheet is applied on import: the styles are exported as strings. The runtime
 * injects `uiCssWithoutDialogs` into each widget's shadow root (the dialog's and the toast's
 * styles come with their code, beside an open dialog), and `tokensCss` once into the document head.
 */
export { uiCss, uiCssWithoutDialogs, dialogCss, toastCss, menuListCss, comboboxPopupCss, tooltipOpenCss, paginationCss, tokensCss, uiCssParts } from './styles';

export { tokens, tokenGroup, tokenVar, reducedMotionTokens } from './tokens/tokens';
export type { TokenName, TokenGroup } from './tokens/tokens';

export { Button, buttonClassName } from './button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize, ButtonStyleOptions } from './button/Button';

export { Dialog, DIALOG_WIDTHS } from './dialog/Dialog';
export type { DialogProps, DialogWidth } from './dialog/Dialog';
export { lockScroll, isScrollLocked } from './dialog/scrollLock';

export { CloseIcon } from './icons/CloseIcon';

export { Tabs } from './tabs/Tabs';
export type { TabsProps, TabItem } from './tabs/Tabs';

export { MenuButton } from './menu-button/MenuButton';
export type { MenuButtonProps, MenuItem } from './menu-button/MenuButton';
export { MenuButtonFrame, useMenuBase } from './menu-button/MenuButtonFrame';
export type { MenuButtonFrameProps } from './menu-button/MenuButtonFrame';
export { MenuList } from './menu-button/MenuList';
export type { MenuListProps } from './menu-button/MenuList';
export { moveIndex, typeaheadIndex } from './menu-button/menuNav';

export { Combobox } from './combobox/Combobox';
export type { ComboboxProps } from './combobox/Combobox';
export { ComboboxPopup } from './combobox/ComboboxPopup';
export { ComboboxField, useComboboxBase } from './combobox/ComboboxField';
export type { ComboboxFieldProps } from './combobox/ComboboxField';
export type { ComboboxPopupProps } from './combobox/ComboboxPopup';
export type { ComboboxGroup, ComboboxOption } from './combobox/comboboxModel';
export { flattenGroups, queryFor, SUGGESTION_MIN_CHARS, SUGGESTION_DEBOUNCE_MS } from './combobox/comboboxModel';
export { useDebouncedCallback } from './combobox/useDebouncedCallback';
export type { DebouncedFunction } from './combobox/useDebouncedCallback';

export { RangeSlider } from './range-slider/RangeSlider';
export type { RangeSliderProps } from './range-slider/RangeSlider';
export { clamp, normalizeRange, withThumb, fractionOf, nearestThumb } from './range-slider/rangeMath';
export type { RangeBounds, RangeValue, Thumb } from './range-slider/rangeMath';

export { ToastRegion } from './toast/ToastRegion';
export type { ToastRegionProps } from './toast/ToastRegion';
export { toastDuration, DANGER_TOAST_MS, DEFAULT_TOAST_MS } from './toast/toastModel';

export { Tooltip } from './tooltip/Tooltip';
export type { TooltipProps, TooltipPlacement, TooltipTriggerProps } from './tooltip/Tooltip';
export { OpenTooltip } from './tooltip/OpenTooltip';
export type { OpenTooltipProps } from './tooltip/OpenTooltip';
export type { TooltipFit } from './tooltip/tooltipFit';

export { Skeleton, Loader, LoadingOverlay } from './skeleton/Skeleton';
export type { SkeletonProps, LoaderProps, LoadingOverlayProps } from './skeleton/Skeleton';

export { EmptyState } from './empty-state/EmptyState';
export type { EmptyStateProps } from './empty-state/EmptyState';

export { Pagination } from './pagination/Pagination';
export type { PaginationProps } from './pagination/Pagination';
export { paginationWindow, clampPage } from './pagination/paginationWindow';

export { useMediaQuery, useIsMobile, MOBILE_BREAKPOINT, MOBILE_QUERY } from './hooks/useMediaQuery';
export { readBoxLayout, useBoxLayout } from './hooks/useBoxLayout';
export { useControllableState } from './hooks/useControllableState';

export { getActiveElement, getActiveElementFrom, getTabbable, focusElement, cx } from './utils/dom';
export { useOutsidePointerDown } from './utils/useOutsidePointerDown';
export { copyText, COPY_FAILED_MESSAGE } from './clipboard/copyText';
