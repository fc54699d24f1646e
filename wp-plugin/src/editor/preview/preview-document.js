/**
 * The HTML of a preview frame: the page config, the theme's token CSS, the production
 * runtime, the kit and the widget's bundle, and one mount point. The runtime mounts it on load.
 */
const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** JSON that cannot end the script element it sits in. */
const scriptJson = (value) =>
	JSON.stringify(value)
		.replace(/</g, '\\u003c')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029');

export const MOUNT_ID = 'yuno-preview';

/**
 * A script that shows the user's info with another role: the answer to the user-info call
 * (`userInfoUrl`, its query aside) reaches the widgets with `data.role` replaced.
 */
function roleScript(role, userInfoUrl) {
	return `(function (role, path) {
		var original = window.fetch;
		window.fetch = function (input) {
			var answer = original.apply(this, arguments);
			var url = String(input && input.url ? input.url : input).split('?')[0];
			if (url !== path) return answer;
			return answer.then(function (response) {
				return response.clone().json().then(function (body) {
					if (!body || !body.data || typeof body.data !== 'object') return response;
					body.data.role = role;
					return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers: response.headers });
				}, function () { return response; });
			});
		};
	})(${scriptJson(role)}, ${scriptJson(String(userInfoUrl).split('?')[0])});`;
}

/**
 * `baseUrl`: the site's address. Site-relative addresses in the widgets (pictures, links)
 * resolve against it: a frame inside an iframed editor canvas would otherwise take the canvas's
 * `blob:` address as its base, and no picture would load.
 * `role` and `userInfoUrl`: preview the editor's account with another role (see roleScript()).
 */
export function previewDocument({ widget, propsJson, config, runtimeUrl, kitUrl, bundleUrl, tokensCss, title, lang, baseUrl, role, userInfoUrl }) {
	return [
		`<!DOCTYPE html><html lang="${escapeAttribute(lang || 'en')}"><head><meta charset="utf-8">`,
		baseUrl ? `<base href="${escapeAttribute(baseUrl)}">` : '',
		`<title>${escapeAttribute(title)}</title>`,
		'<meta name="viewport" content="width=device-width, initial-scale=1">',
		'<style>html,body{margin:0;padding:0;background:transparent;}body{overflow:hidden;}</style>',
		tokensCss ? `<style>${String(tokensCss).replace(/</g, '')}</style>` : '',
		`<script>window.yunoConfig = ${scriptJson(config)};</script>`,
		role && userInfoUrl ? `<script>${roleScript(role, userInfoUrl)}</script>` : '',
		`<script src="${escapeAttribute(runtimeUrl)}"></script>`,
		`<script src="${escapeAttribute(kitUrl)}"></script>`,
		`<script src="${escapeAttribute(bundleUrl)}"></script>`,
		'</head><body>',
		`<div id="${MOUNT_ID}" data-yuno-widget="${escapeAttribute(widget)}" data-yuno-props="${escapeAttribute(propsJson)}"></div>`,
		'</body></html>',
	].join('');
}
