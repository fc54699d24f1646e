<?php
/**
 * The block editor script (`yuno-widgets-editor`, named as `editorScript` in every block.json).
 * It depends on the runtime, so the editor can use the same request helpers as the widgets
 * (course and category pickers), and it mounts the production widget bundles inside the
 * editor canvas for the live preview, whether the canvas is an iframe or not.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

const EDITOR_HANDLE = 'yuno-widgets-editor';

/**
 * Registers the editor script from the build (its dependencies come from index.asset.php).
 */
function register_editor_script() {
	$asset_file = YUNO_WIDGETS_DIR . 'build/editor/index.asset.php';
	if ( ! is_readable( $asset_file ) ) {
		return;
	}
	$asset        = require $asset_file;
	$dependencies = isset( $asset['dependencies'] ) ? (array) $asset['dependencies'] : array();
	if ( wp_script_is( RUNTIME_HANDLE, 'registered' ) ) {
		$dependencies[] = RUNTIME_HANDLE;
	}
	wp_register_script(
		EDITOR_HANDLE,
		plugins_url( 'build/editor/index.js', YUNO_WIDGETS_FILE ),
		$dependencies,
		isset( $asset['version'] ) ? $asset['version'] : YUNO_WIDGETS_VERSION,
		true
	);
	wp_set_script_translations( EDITOR_HANDLE, 'yuno-widgets', YUNO_WIDGETS_DIR . 'languages' );
}

/**
 * What the editor script needs to know: the widgets' bundles, the runtime's and kit's URLs and the site's address.
 *
 * @return array
 */
function editor_data() {
	$widgets = array();
	foreach ( widgets() as $name => $widget ) {
		$widgets[ $name ] = array(
			'block'  => $widget['block'],
			'bundle' => bundle_url( $name ),
		);
	}
	return array(
		'runtimeUrl' => bundle_url( RUNTIME_HANDLE ),
		'kitUrl'     => bundle_url( KIT_HANDLE ),
		'widgets'    => $widgets,
		'tokensCss'  => theme_tokens_css(),
		// The previews' base: the widgets' site-relative addresses (pictures) resolve against it.
		'siteUrl'    => home_url( '/' ),
	);
}

/**
 * Adds the page config and the editor data before the editor script runs.
 */
function prepare_editor_script() {
	if ( ! wp_script_is( EDITOR_HANDLE, 'registered' ) ) {
		return;
	}
	if ( wp_script_is( RUNTIME_HANDLE, 'registered' ) ) {
		add_page_config();
	}
	wp_add_inline_script( EDITOR_HANDLE, 'window.yunoWidgetsEditor = ' . script_json( editor_data() ) . ';', 'before' );
}
