<?php
/**
 * A widget that cannot render for want of a setting only an editor can give (a course card
 * without its course, a data table without its preset): visitors get nothing in its place,
 * so its space collapses; people who can edit the page get a note saying what to set and
 * where. The widget's own message is developer wording, never a visitor's business.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The required attributes a widget's props lack.
 *
 * @param string $name  Widget name.
 * @param array  $props Its sanitised props.
 * @return string[] Attribute names.
 */
function missing_settings( $name, array $props ) {
	$widget  = get_widget( $name );
	$missing = array();
	foreach ( null === $widget ? array() : $widget['attributes'] as $key => $spec ) {
		if ( ! empty( $spec['required'] ) && ! array_key_exists( $key, $props ) ) {
			$missing[] = $key;
		}
	}
	return $missing;
}

/**
 * What an editor is asked to choose for a required attribute, in words.
 *
 * @param string $key Attribute name.
 * @return string
 */
function missing_setting_words( $key ) {
	switch ( $key ) {
		case 'courseId':
			return __( 'Choose its course in the block’s settings (or type the course ID).', 'yuno-widgets' );
		case 'preset':
			return __( 'Choose which table it shows (its preset) in the block’s settings.', 'yuno-widgets' );
		default:
			/* translators: %s: attribute name. */
			return sprintf( __( 'Set %s in the block’s settings.', 'yuno-widgets' ), $key );
	}
}

/**
 * The block's note for people who can edit the page, or '' (visitors: the space collapses).
 *
 * @param string   $name    Widget name.
 * @param string[] $missing From missing_settings().
 * @return string HTML.
 */
function render_missing_settings_note( $name, array $missing ) {
	if ( ! can_see_shortcode_notes() ) {
		return '';
	}
	$widget = get_widget( $name );
	return render_editor_note(
		/* translators: %s: the block's title, such as Yuno course card. */
		sprintf( __( '%s cannot be shown yet:', 'yuno-widgets' ), translate_with_gettext_context( $widget['title'], 'block title', 'yuno-widgets' ) ), // phpcs:ignore WordPress.WP.I18n -- block.json's title, in the .pot with this context.
		array_map( __NAMESPACE__ . '\\missing_setting_words', $missing )
	);
}
