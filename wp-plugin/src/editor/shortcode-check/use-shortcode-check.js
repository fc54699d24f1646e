/**
 * The notes on the page's Yuno shortcodes, asked of the server (route
 * yuno-widgets/v1/shortcode-check, the same checks as the published page's notes) a moment
 * after the content stops changing. Content without "[yuno" needs no request.
 */
import apiFetch from '@wordpress/api-fetch';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';

const TYPING_PAUSE_MS = 800;
export const MAY_HAVE_SHORTCODE = /\[yuno[_-]/i;

export function useShortcodeCheck() {
	const content = useSelect((select) => select('core/editor').getEditedPostContent(), []);
	const [check, setCheck] = useState({ status: 'ready', notes: [], message: '' });
	useEffect(() => {
		if (!MAY_HAVE_SHORTCODE.test(content || '')) {
			setCheck({ status: 'ready', notes: [], message: '' });
			return undefined;
		}
		let current = true;
		const timer = setTimeout(() => {
			apiFetch({ path: '/yuno-widgets/v1/shortcode-check', method: 'POST', data: { content } })
				.then((answer) => {
					if (current) {
						setCheck({ status: 'ready', notes: Array.isArray(answer && answer.notes) ? answer.notes : [], message: '' });
					}
				})
				.catch((error) => {
					if (current) {
						setCheck({ status: 'error', notes: [], message: (error && error.message) || '' });
					}
				});
		}, TYPING_PAUSE_MS);
		return () => {
			current = false;
			clearTimeout(timer);
		};
	}, [content]);
	return check;
}
