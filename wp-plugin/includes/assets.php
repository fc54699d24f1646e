<?php
/**
 * Script handles: `yuno-runtime` and `yuno-kit` (shared by every widget: the framework and
 * the page's state, then the primitives), `yuno-widget-NAME`, one per widget bundle, each
 * depending on both, and `yuno-site-strings`, the code that puts
 * the site's wording into the widgets (only pages whose config has wording load it). Bundles
 * come from build/widgets/ with their manifest; URLs carry the bundle's version and content
 * hash. Nothing is enqueued here: the render function enqueues what the page actually shows.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

const RUNTIME_HANDLE     = 'yuno-runtime';
const KIT_HANDLE         = 'yuno-kit';
const WORDING_HANDLE     = 'yuno-site-strings';
const PLACEHOLDER_HANDLE = 'yuno-widgets-placeholder';
const PAGE_FACTS_HANDLE  = 'yuno-widgets-page-facts';

/**
 * The bundle manifest written by the build (`bundles.NAME.file`, `hash`, `version`).
 *
 * @return array
 */
function bundle_manifest() {
	static $manifest = null;
	if ( null === $manifest ) {
		$file     = YUNO_WIDGETS_DIR . 'build/widgets/manifest.json';
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$decoded  = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
		$manifest = is_array( $decoded ) && isset( $decoded['bundles'] ) && is_array( $decoded['bundles'] ) ? $decoded : array( 'bundles' => array() );
	}
	return $manifest;
}

/**
 * A bundle's version string: the release plus the file's hash, so a changed file gets a new URL.
 *
 * @param string $bundle Bundle name.
 * @return string
 */
function bundle_version( $bundle ) {
	$manifest = bundle_manifest();
	$release  = isset( $manifest['version'] ) ? (string) $manifest['version'] : YUNO_WIDGETS_VERSION;
	$hash     = isset( $manifest['bundles'][ $bundle ]['hash'] ) ? (string) $manifest['bundles'][ $bundle ]['hash'] : '';
	return '' !== $hash ? $release . '-' . $hash : $release;
}

/**
 * The version of the whole build: the release plus one hash of every bundle's hash. The
 * runtime fetches the parts (the dialogs' code, a widget's rarely used pieces) beside the
 * overlays bundle with its query, so that query must change when any of them does.
 *
 * @param array $manifest The bundle manifest.
 * @return string
 */
function build_version( $manifest ) {
	$release = isset( $manifest['version'] ) ? (string) $manifest['version'] : YUNO_WIDGETS_VERSION;
	$hashes  = array();
	foreach ( (array) $manifest['bundles'] as $name => $bundle ) {
		$hashes[] = $name . ':' . ( isset( $bundle['hash'] ) ? (string) $bundle['hash'] : '' );
	}
	sort( $hashes );
	return $release . '-' . substr( hash( 'sha256', implode( ',', $hashes ) ), 0, 10 );
}

/**
 * A bundle's versioned URL, or '' when the build does not have it.
 *
 * @param string $bundle  Bundle name (`yuno-runtime`, `overlays`, a widget).
 * @param string $version The version in the URL (the bundle's own by default).
 * @return string
 */
function bundle_url( $bundle, $version = '' ) {
	$manifest = bundle_manifest();
	if ( empty( $manifest['bundles'][ $bundle ]['file'] ) ) {
		return '';
	}
	$url = plugins_url( 'build/widgets/' . basename( (string) $manifest['bundles'][ $bundle ]['file'] ), YUNO_WIDGETS_FILE );
	return add_query_arg( 'ver', rawurlencode( '' !== $version ? $version : bundle_version( $bundle ) ), $url );
}

/**
 * The script handle of a widget's bundle.
 *
 * @param string $name Widget name.
 * @return string
 */
function widget_handle( $name ) {
	return 'yuno-widget-' . $name;
}

/**
 * Registers the runtime, the kit, every widget bundle the build produced, and the placeholder style.
 */
function register_assets() {
	$manifest = bundle_manifest();
	$base     = plugins_url( 'build/widgets/', YUNO_WIDGETS_FILE );
	if ( isset( $manifest['bundles'][ RUNTIME_HANDLE ] ) ) {
		wp_register_script( RUNTIME_HANDLE, $base . 'yuno-runtime.js', array(), bundle_version( RUNTIME_HANDLE ), true );
	}
	if ( isset( $manifest['bundles'][ KIT_HANDLE ] ) && wp_script_is( RUNTIME_HANDLE, 'registered' ) ) {
		wp_register_script( KIT_HANDLE, $base . 'yuno-kit.js', array( RUNTIME_HANDLE ), bundle_version( KIT_HANDLE ), true );
	}
	if ( isset( $manifest['bundles']['site-strings'] ) && wp_script_is( RUNTIME_HANDLE, 'registered' ) ) {
		wp_register_script( WORDING_HANDLE, $base . 'site-strings.js', array( RUNTIME_HANDLE ), bundle_version( 'site-strings' ), true );
	}
	$shared = wp_script_is( KIT_HANDLE, 'registered' ) ? array( RUNTIME_HANDLE, KIT_HANDLE ) : array( RUNTIME_HANDLE );
	foreach ( widgets() as $name => $widget ) {
		if ( isset( $manifest['bundles'][ $name ] ) && wp_script_is( RUNTIME_HANDLE, 'registered' ) ) {
			wp_register_script( widget_handle( $name ), $base . basename( (string) $manifest['bundles'][ $name ]['file'] ), $shared, bundle_version( $name ), true );
		}
	}
	// The placeholders' sizes, built with the bundles from the widgets' one source of sizes.
	$placeholders = isset( $manifest['placeholders']['file'] ) ? (string) $manifest['placeholders']['file'] : '';
	$version      = isset( $manifest['placeholders']['hash'] ) ? (string) $manifest['placeholders']['hash'] : YUNO_WIDGETS_VERSION;
	wp_register_style( PLACEHOLDER_HANDLE, '' !== $placeholders ? $base . basename( $placeholders ) : false, array(), $version );
	// What only the browser knows and the placeholders' sizes read (an Android phone's header):
	// a few bytes inline in the head, before the first mount point.
	$facts = isset( $manifest['placeholders']['script'] ) ? YUNO_WIDGETS_DIR . 'build/widgets/' . basename( (string) $manifest['placeholders']['script'] ) : '';
	if ( '' !== $facts && is_readable( $facts ) ) {
		wp_register_script( PAGE_FACTS_HANDLE, false, array(), $version, false );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		wp_add_inline_script( PAGE_FACTS_HANDLE, trim( (string) file_get_contents( $facts ) ) );
	}
}

/**
 * Puts the page config before the runtime, once per page; with it, on a site that rewords
 * the widgets, the wording's code, so the runtime need not fetch it before the widgets mount.
 *
 * @return array The page's config.
 */
function add_page_config() {
	$config = wp_scripts()->get_data( RUNTIME_HANDLE, 'yuno_config' );
	if ( is_array( $config ) ) {
		return $config;
	}
	$config = page_config();
	wp_scripts()->add_data( RUNTIME_HANDLE, 'yuno_config', $config );
	wp_add_inline_script( RUNTIME_HANDLE, page_config_script( $config ), 'before' );
	// People who can edit are told when the API does not answer their browser.
	if ( can_see_shortcode_notes() ) {
		wp_add_inline_script( RUNTIME_HANDLE, unreachable_note_script( $config ), 'before' );
	}
	if ( isset( $config['strings'] ) && ! empty( (array) $config['strings'] ) && wp_script_is( WORDING_HANDLE, 'registered' ) ) {
		wp_enqueue_script( WORDING_HANDLE );
	}
	return $config;
}

/**
 * The placeholders' style (with the theme's token mapping, and the rule that hides what
 * could not mount from visitors) and the script that tells it the browser's facts, once per page.
 */
function enqueue_placeholder_style() {
	if ( wp_style_is( PLACEHOLDER_HANDLE, 'enqueued' ) ) {
		return;
	}
	wp_enqueue_style( PLACEHOLDER_HANDLE );
	if ( wp_script_is( PAGE_FACTS_HANDLE, 'registered' ) ) {
		wp_enqueue_script( PAGE_FACTS_HANDLE );
	}
	$tokens = theme_tokens_css();
	if ( '' !== $tokens ) {
		wp_add_inline_style( PLACEHOLDER_HANDLE, $tokens );
	}
	if ( ! can_see_shortcode_notes() ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		wp_add_inline_style( PLACEHOLDER_HANDLE, trim( preg_replace( '#/\*.*?\*/#s', '', (string) file_get_contents( YUNO_WIDGETS_DIR . 'assets/visitors.css' ) ) ) );
	}
}

/**
 * wp_enqueue_scripts: on a page whose content places widgets, the placeholders' style goes in
 * the head, so it is there before the first mount point (a classic theme renders the content
 * after the head, and a style enqueued then would come at the end of the page).
 */
function enqueue_placeholders_early() {
	if ( is_singular() && post_has_widgets( get_queried_object() ) ) {
		enqueue_placeholder_style();
	}
}

/**
 * Enqueues what one widget needs on this page: the runtime with the page config (and the
 * answers to the widget's first calls, where this site serves the API), the widget's bundle,
 * and the placeholder style with the theme's token mapping and, for people who cannot edit
 * the page, the rule that hides a widget that could not mount (assets/visitors.css).
 *
 * @param string $name  Widget name.
 * @param array  $props Its sanitised props.
 */
function enqueue_widget( $name, array $props = array() ) {
	enqueue_placeholder_style();
	if ( ! wp_script_is( RUNTIME_HANDLE, 'registered' ) ) {
		return;
	}
	preload_first_calls( add_page_config(), $name, $props );
	wp_enqueue_script( RUNTIME_HANDLE );
	if ( wp_script_is( widget_handle( $name ), 'registered' ) ) {
		wp_enqueue_script( widget_handle( $name ) );
	}
}
