/** The control for one block attribute: a special picker where one exists, else one by type. */
import { createElement } from '@wordpress/element';
import { SelectControl, TextareaControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import CategoryControl from './CategoryControl';
import CoursePicker from './CoursePicker';
import RolesControl from './RolesControl';
import { FIELDS } from './fields';

export default function AttributeControl({ name, spec, value, onChange }) {
	if (name === 'courseId') {
		return <CoursePicker value={value} onChange={onChange} />;
	}
	if (name === 'category') {
		return <CategoryControl value={value} onChange={onChange} />;
	}
	if (name === 'allowedRoles') {
		return <RolesControl value={value} onChange={onChange} />;
	}

	const field = FIELDS[name] || {};
	const label = field.label || name;
	if (spec.type === 'boolean') {
		return <ToggleControl label={label} help={field.help} checked={Boolean(value)} onChange={onChange} />;
	}
	if (Array.isArray(spec.enum)) {
		const options = spec.enum.map((option) => ({ value: option, label: (field.options && field.options[option]) || option }));
		return (
			<SelectControl
				label={label}
				help={field.help}
				value={value || ''}
				options={value ? options : [{ value: '', label: __('Choose…', 'yuno-widgets'), disabled: true }, ...options]}
				onChange={(next) => onChange(next || undefined)}
			/>
		);
	}
	if (spec.type === 'integer' || spec.type === 'number') {
		return (
			<TextControl
				type="number"
				label={label}
				help={field.help}
				value={value === undefined ? '' : String(value)}
				onChange={(next) => onChange(next === '' ? undefined : Number(next))}
			/>
		);
	}
	if (spec.type === 'array') {
		return (
			<TextControl
				label={label}
				help={field.help || __('Separate values with commas.', 'yuno-widgets')}
				value={Array.isArray(value) ? value.join(', ') : ''}
				onChange={(next) =>
					onChange(
						next
							.split(',')
							.map((item) => item.trim())
							.filter(Boolean)
					)
				}
			/>
		);
	}
	const Control = field.multiline ? TextareaControl : TextControl;
	return <Control label={label} help={field.help} value={value || ''} onChange={onChange} />;
}
