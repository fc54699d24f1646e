/**
 * A line above a block's preview with what the preview alone does not say: the course a
 * course availability shows (the widget itself does not name it) and what visitors see of a
 * members-only widget.
 */
import { createElement } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { useCourseTitle } from '../controls/CoursePicker';
import { EDITOR_TYPE } from './editor-type';

const STYLE = { ...EDITOR_TYPE, margin: '0 0 8px', color: '#1e1e1e' };

function CourseLine({ courseId }) {
	const course = useCourseTitle(courseId);
	return (
		<p className="yuno-block-preview__caption" style={STYLE}>
			{sprintf(
				/* translators: 1: course title, 2: course ID. */
				__('Batches and 1-to-1 instructors of %1$s (ID %2$d)', 'yuno-widgets'),
				course.title || __('a course', 'yuno-widgets'),
				courseId
			)}
		</p>
	);
}

export default function PreviewCaption({ widget, attributes, viewer, membersOnly }) {
	if (widget === 'course-availability' && attributes.courseId) {
		return <CourseLine courseId={attributes.courseId} />;
	}
	// As a visitor the preview is empty and says so itself.
	if (membersOnly && viewer !== 'visitor') {
		return (
			<p className="yuno-block-preview__caption" style={STYLE}>
				{membersOnly}
			</p>
		);
	}
	return null;
}
