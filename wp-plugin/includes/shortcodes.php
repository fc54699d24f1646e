<?php
/**
 * One shortcode per widget (`yuno_course_search`, …), all rendered by render_widget().
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the shortcodes.
 */
function register_shortcodes() {
	foreach ( widgets() as $widget ) {
		add_shortcode( $widget['shortcode'], __NAMESPACE__ . '\\render_shortcode' );
	}
}
