<?php
/**
 * Installs WordPress into an empty database: php install.php SITE_DIR SITE_URL USER PASSWORD EMAIL
 * Runs before any plugin exists (WP_INSTALLING), in its own process.
 */
define( 'WP_INSTALLING', true );
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	echo "WordPress is already installed.\n";
	exit( 0 );
}
$result = wp_install( 'Yuno widgets (local)', $argv[3], $argv[5], false, '', wp_slash( $argv[4] ) );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
echo "WordPress installed.\n";
