/**
 * What the server tells the editor script (`window.yunoWidgetsEditor`): the runtime's and the kit's URLs,
 * each widget's block name and bundle URL, the theme's token CSS and the site's address.
 */
export function editorSettings() {
	const settings = window.yunoWidgetsEditor || {};
	return {
		runtimeUrl: settings.runtimeUrl || '',
		kitUrl: settings.kitUrl || '',
		widgets: settings.widgets || {},
		tokensCss: settings.tokensCss || '',
		siteUrl: settings.siteUrl || '',
	};
}

/** The page config the widgets read, as printed for this editor. */
export function pageConfig() {
	return window.yunoConfig && typeof window.yunoConfig === 'object' ? window.yunoConfig : {};
}
