/**
 * @yuno/shell: the shell of every page. The widgets `header`, `side-menu` and `footer`,
 * and the page-wide dialogs (login, session expired, unauthorised, account type). The ESM
 * library publishes it as `@yuno/widgets/header`.
 */
export { Header, type HeaderProps } from './header/Header';
export { DEFAULT_APP_URL } from './app-prompt/AppPrompt';
export { headerPropsSchema, validateHeaderProps } from './props';
export { SideMenu } from './side-menu/SideMenu';
export { Footer } from './footer/Footer';
export { LoginDialog } from './overlays/LoginDialog';
export { SessionExpiredDialog } from './overlays/SessionExpiredDialog';
export { UnauthorisedDialog } from './overlays/UnauthorisedDialog';
export { AccountTypeDialog } from './overlays/AccountTypeDialog';
export { startLogin, loginUrlFor, type StartLoginOptions } from './login/startLogin';
export { buildLoginUrl, scopeFor, SCOPE_VARIANTS, type ScopeVariant, type LoginMode } from './login/loginUrl';
export { decideSessionAction, type SessionAction } from './session/redirects';
export { startTokenLoop, nextTokenStep } from './session/tokenLoop';
export { headerCss, sideMenuCss, footerCss, overlaysCss } from './styles';
export { startShellDialogs } from './overlays/startShellDialogs';
export { sideMenuRoutes } from './side-menu/routes';
export { memberToolsRoutes } from './member-tools/routes';
