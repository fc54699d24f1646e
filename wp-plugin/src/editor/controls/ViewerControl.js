/** "Preview as": whom every Yuno preview of this editor shows the page to (see preview/viewer.js). */
import { createElement } from '@wordpress/element';
import { SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { pageConfig } from '../settings';
import { signedIn, VIEWERS } from '../preview/viewer';

export default function ViewerControl({ value, onChange }) {
	const member = signedIn(pageConfig());
	// A role is shown with the editor's own account: without one, only a visitor can be shown.
	const options = Object.keys(VIEWERS).map((viewer) => ({
		value: viewer,
		label: VIEWERS[viewer],
		disabled: !member && viewer !== 'visitor' && viewer !== 'self',
	}));
	return (
		<SelectControl
			label={__('Preview as', 'yuno-widgets')}
			help={
				member
					? __(
							'For every Yuno preview in this editor. A learner or an instructor is shown with your account’s data; the page shows each person their own.',
							'yuno-widgets'
						)
					: __(
							'For every Yuno preview in this editor. Your account is not signed in to the marketplace API, so a learner or an instructor cannot be shown.',
							'yuno-widgets'
						)
			}
			value={value}
			options={options}
			onChange={onChange}
		/>
	);
}
