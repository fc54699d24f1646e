export { WIDGET_NAMES, registerWidget, getWidget, registeredWidgets, type WidgetName, type WidgetDefinition } from './registry';
export { parseProps, parsePropsAttribute, type PropsSchema, type PropSpec, type ParseResult } from './props';
export { mount, unmount, mountElement, startAutoMount, mountedElements } from './mount';
export { registerOverlay, openOverlay, startOverlayHost, setOverlayBundleUrl, type OverlayProps } from './overlay-host';
export { useApi, useUserInfo, refresh, type ApiKey, type UserInfoState } from './data';
export { useWidgetHost, type WidgetHost } from './host-context';
export { WidgetErrorBoundary } from './shell';
export { adoptStyles, ensureTokens } from './styles';
export { version } from './version';
