/**
 * The HTML of a preview frame: the page config, the theme's token CSS, the production
 * runtime, the kit and the widget's bundle, and one mount point. The runtime mounts it on load.
 */
const escapeAttribute = (text) =>
	String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export const MOUNT_ID = 'yuno-preview';

export function previewDocument({ widget, propsJson, config, runtimeUrl, kitUrl, bundleUrl, tokensCss, title, lang }) {
	return [
		`<!DOCTYPE html><html lang="${escapeAttribute(lang || 'en')}"><head><meta charset="utf-8">`,
		`<title>${escapeAttribute(title)}</title>`,
		'<meta name="viewport" content="width=device-width, initial-scale=1">',
		'<style>html,body{margin:0;padding:0;background:transparent;}body{overflow:hidden;}</style>',
		tokensCss ? `<style>${String(tokensCss).replace(/</g, '')}</style>` : '',
		`<script>window.yunoConfig = ${scriptJson(config)};</script>`,
		`<script src="${escapeAttribute(runtimeUrl)}"></script>`,
		`<script src="${escapeAttribute(kitUrl)}"></script>`,
		`<script src="${escapeAttribute(bundleUrl)}"></script>`,
		'</head><body>',
		`<div id="${MOUNT_ID}" data-yuno-widget="${escapeAttribute(widget)}" data-yuno-props="${escapeAttribute(propsJson)}"></div>`,
		'</body></html>',
	].join('');
}
