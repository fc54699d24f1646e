<?php
/**
 * Loads the real WordPress named by YUNO_WP_ROOT as a network of sites (a multisite install
 * under its own table prefix, created on first use), then the plugin's test helpers.
 *
 * @package YunoWidgets
 */

require __DIR__ . '/network.php';

// WordPress loads only once a process, so the network is made in a process of its own first.
$yuno_network_php = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/install-network.php' );
passthru( $yuno_network_php, $yuno_network_status );
if ( 0 !== $yuno_network_status ) {
	fwrite( STDERR, "Making the network of sites failed.\n" );
	exit( 1 );
}

// What a network's wp-config.php defines.
define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', YUNO_NETWORK_DOMAIN );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );

require dirname( __DIR__ ) . '/bootstrap.php';

if ( ! is_multisite() ) {
	fwrite( STDERR, "WordPress did not load as a network.\n" );
	exit( 1 );
}
