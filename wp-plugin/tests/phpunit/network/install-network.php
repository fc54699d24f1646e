<?php
/**
 * Turns a fresh install under the network's table prefix into a network of sites, as
 * Tools → Network Setup does: install_network() creates the network tables and
 * populate_network() the network with the main site. The plugin is active on the main site.
 * Runs in its own process, before WordPress knows it is a network (no MULTISITE yet):
 * php install-network.php (YUNO_WP_ROOT names the WordPress).
 *
 * @package YunoWidgets
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals
require __DIR__ . '/network.php';
define( 'WP_INSTALLING', true );
define( 'WP_ALLOW_MULTISITE', true );
$_SERVER['HTTP_HOST']      = YUNO_NETWORK_DOMAIN;
$_SERVER['SERVER_NAME']    = YUNO_NETWORK_DOMAIN;
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';

global $wpdb, $wp, $wp_query, $wp_the_query, $wp_rewrite, $wp_roles, $wp_locale, $wp_embed, $wp_widget_factory, $wp_version, $wp_db_version, $table_prefix, $current_user, $current_site, $post, $shortcode_tags, $wp_filter;
require_once getenv( 'YUNO_WP_ROOT' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

// No outgoing requests or mail.
add_filter(
	'pre_http_request',
	function () {
		return new WP_Error( 'yuno_offline', 'Outgoing HTTP is blocked.' );
	}
);
add_filter( 'pre_wp_mail', '__return_false' );

if ( is_blog_installed() ) {
	exit( 0 );
}
$installed = wp_install( 'Yuno network (tests)', 'network-admin', 'network-admin@example.com', false, '', wp_generate_password() );
if ( is_wp_error( $installed ) ) {
	fwrite( STDERR, 'wp_install: ' . $installed->get_error_message() . "\n" );
	exit( 1 );
}
wp_set_current_user( $installed['user_id'] );
// Outside a network, $wpdb does not name the network tables yet.
foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed ) {
	$wpdb->$table = $prefixed;
}
install_network();
$network = populate_network( 1, YUNO_NETWORK_DOMAIN, 'network-admin@example.com', 'Yuno network (tests)', '/', false );
if ( is_wp_error( $network ) ) {
	fwrite( STDERR, 'populate_network: ' . $network->get_error_message() . "\n" );
	exit( 1 );
}
$activated = activate_plugin( 'yuno-widgets/yuno-widgets.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'Activating the plugin: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
