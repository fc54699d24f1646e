/** The roles a page is limited to (none ticked: everyone may see it). */
import { createElement } from '@wordpress/element';
import { CheckboxControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export const ROLE_LABELS = {
	Learner: __('Learners', 'yuno-widgets'),
	Instructor: __('Instructors', 'yuno-widgets'),
	'org-admin': __('Academy owners (org-admin)', 'yuno-widgets'),
	'yuno-admin': __('Yuno admins', 'yuno-widgets'),
	counsellor: __('Counsellors', 'yuno-widgets'),
	referrer: __('Referrers', 'yuno-widgets'),
};

export default function RolesControl({ value, onChange }) {
	const chosen = Array.isArray(value) ? value : [];
	const toggle = (role, on) => onChange(on ? [...chosen.filter((r) => r !== role), role] : chosen.filter((r) => r !== role));
	return (
		<fieldset style={{ border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 }}>
			<legend style={{ fontWeight: 600, marginBottom: '8px', padding: 0 }}>{__('Who may see this page', 'yuno-widgets')}</legend>
			<p style={{ marginTop: 0 }}>{__('Others see a “not authorized” message. Tick none to allow everyone.', 'yuno-widgets')}</p>
			{Object.keys(ROLE_LABELS).map((role) => (
				<CheckboxControl key={role} label={ROLE_LABELS[role]} checked={chosen.includes(role)} onChange={(on) => toggle(role, on)} />
			))}
		</fieldset>
	);
}
