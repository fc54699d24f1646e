<?php
/**
 * Removes what the plugin stored, on every site of a network: its option and its transients
 * (a settings save's problems per user, the last connection check).
 *
 * @package YunoWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

$yuno_widgets_clean_site = function () {
	global $wpdb;
	delete_option( 'yuno_widgets_settings' );
	// Transients named yuno_widgets_… (a save's problems per user, the last connection check).
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- no API lists transients by prefix.
	$names = $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( '_transient_yuno_widgets_' ) . '%' ) );
	foreach ( $names as $name ) {
		delete_transient( substr( $name, strlen( '_transient_' ) ) );
	}
};

if ( is_multisite() ) {
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $yuno_widgets_site ) {
		switch_to_blog( $yuno_widgets_site );
		$yuno_widgets_clean_site();
		restore_current_blog();
	}
} else {
	$yuno_widgets_clean_site();
}
