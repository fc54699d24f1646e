<?php
/**
 * The list of widgets. Each widget is one folder under blocks/ whose block.json holds its
 * name, texts and attribute schema: the block, the shortcode, the editor and the render
 * function all read it from there, so a widget is described in exactly one place.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Every widget, keyed by its mount-point name (`course-search`).
 *
 * @return array<string, array{name: string, block: string, title: string, shortcode: string, attributes: array, dir: string}>
 */
function widgets() {
	static $widgets = null;
	if ( null !== $widgets ) {
		return $widgets;
	}
	$widgets = array();
	$files   = glob( YUNO_WIDGETS_DIR . 'blocks/*/block.json' );
	sort( $files );
	foreach ( $files as $file ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$metadata = json_decode( (string) file_get_contents( $file ), true );
		if ( ! is_array( $metadata ) || empty( $metadata['name'] ) ) {
			continue;
		}
		$name       = basename( dirname( $file ) );
		$attributes = isset( $metadata['attributes'] ) && is_array( $metadata['attributes'] ) ? $metadata['attributes'] : array();
		// The block's alignment belongs to its wrapper, not to the widget's props.
		unset( $attributes['align'] );
		$widgets[ $name ] = array(
			'name'       => $name,
			'block'      => $metadata['name'],
			'title'      => isset( $metadata['title'] ) ? (string) $metadata['title'] : $name,
			'shortcode'  => shortcode_tag( $name ),
			'attributes' => $attributes,
			'dir'        => dirname( $file ),
		);
	}
	return $widgets;
}

/**
 * One widget's description, or null for a name that is not a widget.
 *
 * @param string $name Mount-point name.
 * @return array|null
 */
function get_widget( $name ) {
	$all = widgets();
	return isset( $all[ $name ] ) ? $all[ $name ] : null;
}

/**
 * The shortcode of a widget: `course-search` → `yuno_course_search`.
 *
 * @param string $name Mount-point name.
 * @return string
 */
function shortcode_tag( $name ) {
	return 'yuno_' . str_replace( '-', '_', $name );
}

/**
 * The widget a shortcode tag or block name belongs to.
 *
 * @param string $tag_or_block `yuno_course_search` or `yuno/course-search`.
 * @return string|null Mount-point name.
 */
function widget_for( $tag_or_block ) {
	foreach ( widgets() as $name => $widget ) {
		if ( $widget['shortcode'] === $tag_or_block || $widget['block'] === $tag_or_block ) {
			return $name;
		}
	}
	return null;
}

/**
 * Loads translations shipped with the plugin (WordPress.org language packs win).
 */
function load_textdomain() {
	load_plugin_textdomain( 'yuno-widgets', false, dirname( plugin_basename( YUNO_WIDGETS_FILE ) ) . '/languages' );
}
