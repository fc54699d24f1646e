/**
 * What the editor is told about a block beyond its settings: the prompt of a block that lacks
 * a setting it needs, and what visitors see of a widget that only signed-in members see.
 */
import { __ } from '@wordpress/i18n';

/** The placeholder's prompt, by widget: what to choose and what the page shows until then. */
export const PROMPTS = {
	'course-card': __('Choose the course this card shows. Until then, the page shows no card here.', 'yuno-widgets'),
	'course-availability': __('Choose the course whose batches and 1-to-1 instructors this block shows. Until then, the page shows nothing here.', 'yuno-widgets'),
	'data-table': __('Choose the table this block shows. Until then, the page shows nothing here.', 'yuno-widgets'),
};

export const DEFAULT_PROMPT = __('Choose what this block shows to see its preview.', 'yuno-widgets');

/** Widgets that show nothing to visitors (people not signed in). */
export const MEMBERS_ONLY = {
	'side-menu': __('Only signed-in members see the side menu: visitors see nothing here.', 'yuno-widgets'),
	'referral-menu': __('Only signed-in members see the referral menu: visitors see nothing here.', 'yuno-widgets'),
};

/** A side menu that the page's header hides (its “Show the side menu” off). */
export const SIDE_MENU_HIDDEN = __('The page’s Yuno header hides the side menu (“Show the side menu” is off): nobody sees it on this page.', 'yuno-widgets');
