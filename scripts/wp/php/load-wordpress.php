<?php
/**
 * Loads WordPress from a command-line script: argv[1] is the site folder, argv[2] its URL.
 * WordPress's globals are declared global first: it expects to be loaded at file scope.
 */
if ( $argc < 3 ) {
	fwrite( STDERR, "usage: php script.php SITE_DIR SITE_URL [args]\n" );
	exit( 2 );
}
$yuno_site_dir = $argv[1];
$yuno_site_url = parse_url( $argv[2] );
$_SERVER['HTTP_HOST']   = $yuno_site_url['host'] . ( isset( $yuno_site_url['port'] ) ? ':' . $yuno_site_url['port'] : '' );
$_SERVER['SERVER_NAME'] = $yuno_site_url['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PORT'] = isset( $yuno_site_url['port'] ) ? $yuno_site_url['port'] : 80;
$_SERVER['REQUEST_METHOD'] = 'GET';

global $wpdb, $wp, $wp_query, $wp_the_query, $wp_rewrite, $wp_roles, $wp_locale, $wp_embed, $wp_widget_factory, $wp_version, $table_prefix, $current_user, $post, $shortcode_tags, $wp_filter;
require_once $yuno_site_dir . '/wp-load.php';

// No outgoing requests or mail from setup scripts.
add_filter(
	'pre_http_request',
	function () {
		return new WP_Error( 'yuno_offline', 'Outgoing HTTP is blocked on the local site.' );
	}
);
add_filter( 'pre_wp_mail', '__return_false' );
