/**
 * Labels and help for each attribute the blocks have (their names and types come from
 * block.json). An attribute not listed here still gets a control chosen by its type.
 * `seenBy`: the only viewers who see what the setting changes (the preview switches to the
 * first of them when it changes, see preview/viewer.js); `reveal: 'menu'`: it sits behind the
 * widget's Menu at narrow widths, so the preview opens the menu.
 */
import { __ } from '@wordpress/i18n';

export const FIELDS = {
	showSearch: {
		label: __('Show the course search bar', 'yuno-widgets'),
		help: __('Visitors and signed-in learners see it, in the menu on narrow screens.', 'yuno-widgets'),
		seenBy: ['visitor', 'Learner'],
		reveal: 'menu',
	},
	showSideMenu: {
		label: __('Show the side menu', 'yuno-widgets'),
		help: __('Off hides this page’s Yuno side menu block; its preview follows.', 'yuno-widgets'),
	},
	showNotificationBar: {
		label: __('Show the notification bar', 'yuno-widgets'),
		help: __('Visitors see it, above the header. Its text and link are set in Settings → Yuno widgets.', 'yuno-widgets'),
		seenBy: ['visitor'],
	},
	showSeeAvailability: { label: __('Show the “See Availability” button', 'yuno-widgets') },
	showLearnMore: { label: __('Show the “Learn More” button', 'yuno-widgets') },
	emptyStateMessage: {
		label: __('Message when no course matches', 'yuno-widgets'),
		help: __('Leave empty for the site’s default message (Settings → Yuno widgets).', 'yuno-widgets'),
		multiline: true,
	},
	preset: {
		label: __('Table', 'yuno-widgets'),
		help: __(
			'Which list of the signed-in person’s own data it shows: learner tables belong on learners’ pages, instructor tables on instructors’.',
			'yuno-widgets'
		),
		options: {
			'learner-home': __('Learner: home (schedule, upcoming, past classes)', 'yuno-widgets'),
			'learner-courses': __('Learner: my courses', 'yuno-widgets'),
			'instructor-home': __('Instructor: home (upcoming and past classes)', 'yuno-widgets'),
			'instructor-learners': __('Instructor: learners and groups', 'yuno-widgets'),
			'instructor-groups': __('Instructor: groups', 'yuno-widgets'),
			'upcoming-classes': __('Instructor: upcoming classes', 'yuno-widgets'),
			'learner-classes': __('Learner: classes', 'yuno-widgets'),
			payments: __('Payments', 'yuno-widgets'),
			enrollments: __('Enrolments', 'yuno-widgets'),
			'instructor-courses': __('Instructor: courses', 'yuno-widgets'),
			'class-detail': __('Instructor: one class (its id from the page address, ?class_id=)', 'yuno-widgets'),
		},
	},
};
