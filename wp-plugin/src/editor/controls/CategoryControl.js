/**
 * The course search's fixed category: chosen from the site's top-level categories, or typed
 * as an ID when the list cannot be loaded. Stored as the category's ID, the only form the
 * widget and the block's integer attribute accept (a slug would be dropped when saved).
 */
import { createElement, useEffect, useState } from '@wordpress/element';
import { Button, Notice, SelectControl, Spinner, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { callApi } from '../api';
import { courseIdOf } from './CoursePicker';

// Category IDs follow the same rule as course IDs: a whole number above 0.
const categoryId = courseIdOf;

function useCategories(attempt) {
	const [state, setState] = useState({ status: 'loading', options: [], message: '' });
	useEffect(() => {
		const controller = new AbortController();
		setState({ status: 'loading', options: [], message: '' });
		callApi('GET', 'categories', { signal: controller.signal })
			.then((envelope) => {
				const options = [];
				for (const category of Array.isArray(envelope.data) ? envelope.data : []) {
					if (category && categoryId(category.id) && typeof category.name === 'string') {
						options.push({ value: String(category.id), label: category.name });
					}
				}
				setState({ status: 'ready', options, message: '' });
			})
			.catch((error) => {
				if (!controller.signal.aborted) {
					setState({ status: 'error', options: [], message: error.message });
				}
			});
		return () => controller.abort();
	}, [attempt]);
	return state;
}

export default function CategoryControl({ value, onChange }) {
	const [attempt, setAttempt] = useState(0);
	const categories = useCategories(attempt);
	const label = __('Category', 'yuno-widgets');
	const help = __('Fix the search to one category, or let visitors choose.', 'yuno-widgets');

	if (categories.status === 'loading') {
		return (
			<p>
				<Spinner /> {__('Loading categories…', 'yuno-widgets')}
			</p>
		);
	}
	if (categories.status === 'error') {
		return (
			<div>
				<Notice status="warning" isDismissible={false}>
					{sprintf(
						/* translators: %s: the server's error message. */
						__('The categories could not be loaded: %s', 'yuno-widgets'),
						categories.message
					)}{' '}
					<Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
						{__('Try again', 'yuno-widgets')}
					</Button>
				</Notice>
				<TextControl
					type="number"
					min={1}
					label={label}
					help={__('A category ID; leave empty to let visitors choose.', 'yuno-widgets')}
					value={value ? String(value) : ''}
					onChange={(next) => onChange(categoryId(next))}
				/>
			</div>
		);
	}
	const selected = value ? String(value) : '';
	const options = [{ value: '', label: __('All categories (visitors choose)', 'yuno-widgets') }, ...categories.options];
	if (selected && !categories.options.some((option) => option.value === selected)) {
		options.push({
			value: selected,
			label: sprintf(
				/* translators: %s: category ID saved in the block. */
				__('%s (not in the list)', 'yuno-widgets'),
				value
			),
		});
	}
	return <SelectControl label={label} help={help} value={selected} options={options} onChange={(next) => onChange(categoryId(next))} />;
}
