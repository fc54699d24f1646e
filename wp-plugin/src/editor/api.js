/**
 * Requests from the editor to the marketplace API, through the runtime's route map and
 * page config (so a site that overrides a route or the API base is followed here too).
 * Plain fetch on purpose: the widgets' request helper would open page-wide dialogs on a 403.
 */
import { __ } from '@wordpress/i18n';

function runtimeCore() {
	const core = window.YunoRuntime && window.YunoRuntime.core;
	if (!core || typeof core.routeUrl !== 'function') {
		throw new Error(__('The Yuno runtime did not load, so the site’s API cannot be reached from the editor.', 'yuno-widgets'));
	}
	return core;
}

/**
 * One call. Resolves with the envelope `{code, message, data, count}`; a 204 answer ("nothing
 * found") resolves with empty data; other failures reject with the server's message.
 */
export async function callApi(method, route, { params, query, body, signal } = {}) {
	const core = runtimeCore();
	const config = core.getConfig();
	const headers = { Accept: 'application/json', Authorization: config.userId && config.token ? `Bearer ${config.token}` : '' };
	if (body !== undefined) {
		headers['Content-Type'] = 'application/json';
	}
	const response = await fetch(core.routeUrl(route, params, query), {
		method,
		headers,
		body: body === undefined ? undefined : JSON.stringify(body),
		signal,
	});
	let envelope = null;
	try {
		envelope = await response.json();
	} catch {
		envelope = null;
	}
	const code = envelope && Number(envelope.code);
	if (response.ok && envelope && code === 204) {
		return { code, message: envelope.message || '', data: [], count: 0 };
	}
	if (!response.ok || !envelope || !(code >= 200 && code < 300)) {
		const message = envelope && typeof envelope.message === 'string' && envelope.message ? envelope.message : `HTTP ${response.status}`;
		throw new Error(message);
	}
	return envelope;
}
