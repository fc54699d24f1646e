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
					if (!controller.signal.aborted) {
						setState({ status: 'error', items: [], count: 0, message: error.message });
					}
				});
		}, TYPING_PAUSE_MS);
		return () => {
			clearTimeout(timer);
			controller.abort();
		};
	}, [text, page, attempt]);
	return state;
}

/** A usable course ID (a whole number above 0) from typed text, or undefined. */
export function courseIdOf(text) {
	const trimmed = String(text).trim();
	return /^\d{1,15}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : undefined;
}

/**
 * The chosen course's title, for the "Selected" line when it is not on the current page;
 * `missing` when the catalogue has no course with that ID (the card would say so to visitors).
 */
export function useCourseTitle(courseId) {
	const [found, setFound] = useState({ title: '', missing: false });
	useEffect(() => {
		setFound({ title: '', missing: false });
		if (!courseId) {
			return undefined;
		}
		const controller = new AbortController();
		callApi('GET', 'course', { params: { courseId }, signal: controller.signal })
			.then((envelope) => {
				const course = envelope.data && !Array.isArray(envelope.data) ? envelope.data : null;
				setFound({ title: course && typeof course.title === 'string' ? course.title : '', missing: !course });
			})
			.catch(() => {});
		return () => controller.abort();
	}, [courseId]);
	return found;
}

/**
 * The course ID typed by hand. It shows exactly what was typed: text that is not an ID stays
 * in the field with a message, and the block keeps its course until the text is an ID.
 */
function CourseIdField({ value, onChange }) {
	const [draft, setDraft] = useState(value ? String(value) : '');
	// Follow a course chosen in the list, or in the block's other copy of this picker.
	useEffect(() => {
		if (courseIdOf(draft) !== value) {
			setDraft(value ? String(value) : '');
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- only a new course from outside replaces the draft, never the person's typing.
	}, [value]);
	const invalid = draft.trim() !== '' && !courseIdOf(draft);
	return (
		<TextControl
			inputMode="numeric"
			label={__('Or enter a course ID', 'yuno-widgets')}
			aria-invalid={invalid}
			help={
				invalid
					? sprintf(
							/* translators: %s: what the editor typed. */
							__('“%s” is not a course ID: use a whole number above 0. The block keeps its course until then.', 'yuno-widgets'),
							draft
						)
					: undefined
			}
			value={draft}
			onChange={(next) => {
				setDraft(next);
				const id = courseIdOf(next);
				if (id || next.trim() === '') {
					onChange(id);
				}
			}}
		/>
	);
}

export default function CoursePicker({ value, onChange, label = __('Course', 'yuno-widgets') }) {
	const [text, setText] = useState('');
	const [page, setPage] = useState(0);
	const [attempt, setAttempt] = useState(0);
	const courses = useCourses(text, page, attempt);
	const selected = useCourseTitle(value);
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
							selected.title || __('a course', 'yuno-widgets'),
							value
						)
					: __('No course selected yet.', 'yuno-widgets')}
			</p>
			{Boolean(value) && selected.missing && (
				<Notice status="warning" isDismissible={false}>
					{sprintf(
						/* translators: %d: the course ID saved in the block. */
						__('No course has ID %d: visitors would see that the course is not available.', 'yuno-widgets'),
						value
					)}
				</Notice>
			)}
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
			<CourseIdField value={value} onChange={onChange} />
		</fieldset>
	);
}
