/**
 * The course search's fixed category: chosen from the site's categories (with their
 * sub-categories), or typed as a slug or ID when the list cannot be loaded.
 */
import { createElement, useEffect, useState } from '@wordpress/element';
import { Button, Notice, SelectControl, Spinner, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { callApi } from '../api';

function useCategories(attempt) {
	const [state, setState] = useState({ status: 'loading', options: [], message: '' });
	useEffect(() => {
		const controller = new AbortController();
		setState({ status: 'loading', options: [], message: '' });
		callApi('GET', 'categories', { signal: controller.signal })
			.then((envelope) => {
				const options = [];
				for (const category of Array.isArray(envelope.data) ? envelope.data : []) {
					if (!category || typeof category.slug !== 'string' || typeof category.name !== 'string') continue;
					options.push({ value: category.slug, label: category.name });
					for (const sub of Array.isArray(category.sub_categories) ? category.sub_categories : []) {
						if (sub && typeof sub.slug === 'string' && typeof sub.name === 'string') options.push({ value: sub.slug, label: `— ${sub.name}` });
					}
				}
				setState({ status: 'ready', options, message: '' });
			})
			.catch((error) => {
				if (!controller.signal.aborted) setState({ status: 'error', options: [], message: error.message });
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
				<TextControl label={label} help={__('A category slug or ID; leave empty to let visitors choose.', 'yuno-widgets')} value={value || ''} onChange={onChange} />
			</div>
		);
	}
	const options = [{ value: '', label: __('All categories (visitors choose)', 'yuno-widgets') }, ...categories.options];
	if (value && !categories.options.some((option) => option.value === value)) {
		options.push({
			value,
			label: sprintf(
				/* translators: %s: category slug or ID saved in the block. */
				__('%s (not in the list)', 'yuno-widgets'),
				value
			),
		});
	}
	return <SelectControl label={label} help={help} value={value || ''} options={options} onChange={onChange} />;
}
