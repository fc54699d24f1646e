/**
 * Picks a course from the site's catalogue: search by title, page through every result
 * (10 at a time, never a list cut short), or type a course ID directly.
 */
import { createElement, useEffect, useState } from '@wordpress/element';
import { Button, Notice, RadioControl, Spinner, TextControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { callApi } from '../api';

export const PAGE_SIZE = 10;
const TYPING_PAUSE_MS = 300;
const FIELDSET = { border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 };
const LEGEND = { fontWeight: 600, marginBottom: '8px', padding: 0 };

function useCourses(text, page, attempt) {
	const [state, setState] = useState({ status: 'loading', items: [], count: 0, message: '' });
	useEffect(() => {
		const controller = new AbortController();
		setState((previous) => ({ ...previous, status: 'loading' }));
		const timer = setTimeout(() => {
			callApi('POST', 'courseSearch', { body: { text, limit: PAGE_SIZE, offset: page * PAGE_SIZE }, signal: controller.signal })
				.then((envelope) => {
					const items = (Array.isArray(envelope.data) ? envelope.data : [])
						.filter((course) => course && Number.isInteger(Number(course.id)))
						.map((course) => ({ id: Number(course.id), title: typeof course.title === 'string' ? course.title : '' }));
					const count = Number.isFinite(Number(envelope.count)) ? Number(envelope.count) : items.length;
					setState({ status: 'ready', items, count, message: '' });
				})
				.catch((error) => {
					if (!controller.signal.aborted) setState({ status: 'error', items: [], count: 0, message: error.message });
				});
		}, TYPING_PAUSE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [text, page, attempt]);
	return state;
}

/** The chosen course's title, for the "Selected" line when it is not on the current page. */
function useCourseTitle(courseId) {
	const [title, setTitle] = useState('');
	useEffect(() => {
		setTitle('');
		if (!courseId) return undefined;
		const controller = new AbortController();
		callApi('GET', 'course', { params: { courseId }, signal: controller.signal })
			.then((envelope) => setTitle(envelope.data && typeof envelope.data.title === 'string' ? envelope.data.title : ''))
			.catch(() => {});
		return () => controller.abort();
	}, [courseId]);
	return title;
}

export default function CoursePicker({ value, onChange, label = __('Course', 'yuno-widgets') }) {
	const [text, setText] = useState('');
	const [page, setPage] = useState(0);
	const [attempt, setAttempt] = useState(0);
	const courses = useCourses(text, page, attempt);
	const selectedTitle = useCourseTitle(value);
	const pages = Math.max(1, Math.ceil(courses.count / PAGE_SIZE));
	const first = courses.count ? page * PAGE_SIZE + 1 : 0;
	const last = Math.min(courses.count, (page + 1) * PAGE_SIZE);

	return (
		<fieldset className="yuno-course-picker" style={FIELDSET}>
			<legend style={LEGEND}>{label}</legend>
			<p>
				{value
					? sprintf(
							/* translators: 1: course title, 2: course ID. */
							__('Selected: %1$s (ID %2$d)', 'yuno-widgets'),
							selectedTitle || __('a course', 'yuno-widgets'),
							value
					  )
					: __('No course selected yet.', 'yuno-widgets')}
			</p>
			<TextControl
				type="search"
				label={__('Search courses', 'yuno-widgets')}
				value={text}
				onChange={(next) => {
					setText(next);
					setPage(0);
				}}
			/>
			{courses.status === 'loading' && (
				<p>
					<Spinner /> {__('Loading courses…', 'yuno-widgets')}
				</p>
			)}
			{courses.status === 'error' && (
				<Notice status="warning" isDismissible={false} actions={[{ label: __('Try again', 'yuno-widgets'), onClick: () => setAttempt((n) => n + 1) }]}>
					{sprintf(
						/* translators: %s: the server's error message. */
						__('The courses could not be loaded: %s', 'yuno-widgets'),
						courses.message
					)}
				</Notice>
			)}
			{courses.status === 'ready' && courses.items.length === 0 && <p>{__('No course matches this search.', 'yuno-widgets')}</p>}
			{courses.status === 'ready' && courses.items.length > 0 && (
				<RadioControl
					label={sprintf(
						/* translators: 1: first shown, 2: last shown, 3: number of courses found. */
						__('Courses %1$d–%2$d of %3$d', 'yuno-widgets'),
						first,
						last,
						courses.count
					)}
					selected={value ? String(value) : ''}
					options={courses.items.map((course) => ({
						value: String(course.id),
						label: sprintf(
							/* translators: 1: course title, 2: course ID. */
							__('%1$s (ID %2$d)', 'yuno-widgets'),
							course.title || __('Untitled course', 'yuno-widgets'),
							course.id
						),
					}))}
					onChange={(next) => onChange(Number(next))}
				/>
			)}
			{courses.count > PAGE_SIZE && (
				<div style={{ display: 'flex', gap: '8px', alignItems: 'center', margin: '8px 0' }}>
					<Button variant="secondary" disabled={page === 0 || courses.status === 'loading'} onClick={() => setPage(page - 1)}>
						{__('Previous', 'yuno-widgets')}
					</Button>
					<span>
						{sprintf(
							/* translators: 1: current page, 2: number of pages. */
							__('Page %1$d of %2$d', 'yuno-widgets'),
							page + 1,
							pages
						)}
					</span>
					<Button variant="secondary" disabled={page + 1 >= pages || courses.status === 'loading'} onClick={() => setPage(page + 1)}>
						{__('Next', 'yuno-widgets')}
					</Button>
				</div>
			)}
			<TextControl
				type="number"
				min={1}
				label={__('Or enter a course ID', 'yuno-widgets')}
				value={value ? String(value) : ''}
				onChange={(next) => {
					const id = Number(next);
					onChange(Number.isInteger(id) && id > 0 ? id : undefined);
				}}
			/>
		</fieldset>
	);
}
