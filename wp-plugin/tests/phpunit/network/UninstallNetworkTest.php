<?php
/**
 * Uninstall on a network of sites: deleting the plugin removes its option and its transients
 * from every site, and nothing else.
 *
 * @package YunoWidgets
 */

use PHPUnit\Framework\TestCase;

/**
 * A real network: three sites, each with the plugin's settings and transients.
 */
class UninstallNetworkTest extends TestCase {

	/**
	 * The plugin's rows in the current site's options table.
	 *
	 * @return string[]
	 */
	private function plugin_rows() {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- what is stored, whatever the caches say.
		return $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s ORDER BY option_name", '%' . $wpdb->esc_like( 'yuno_widgets' ) . '%' ) );
	}

	public function test_uninstall_cleans_every_site_of_the_network_and_nothing_else() {
		$admin = get_user_by( 'login', 'network-admin' );
		wp_set_current_user( $admin->ID );
		$sites = array( get_main_site_id() );
		foreach ( array( 'learners', 'instructors' ) as $name ) {
			$site = wp_insert_site(
				array(
					'domain'  => YUNO_NETWORK_DOMAIN,
					'path'    => '/' . $name . '-' . uniqid() . '/',
					'title'   => ucfirst( $name ),
					'user_id' => $admin->ID,
				)
			);
			$this->assertIsInt( $site, is_wp_error( $site ) ? $site->get_error_message() : '' );
			$sites[] = $site;
		}
		$this->assertTrue( is_multisite() );
		$this->assertCount( 3, get_sites( array( 'fields' => 'ids' ) ) );

		// Each site's admin saved settings and checked the connection; another plugin keeps its own.
		foreach ( $sites as $site ) {
			switch_to_blog( $site );
			update_option( YunoWidgets\OPTION, array( 'chat_number' => '91987654321' . $site ) );
			set_transient( YunoWidgets\problems_key(), array( 'problems' => array() ), 300 );
			set_transient( YunoWidgets\check_key(), array( 'ok' => true ), 300 );
			set_transient( 'another_plugin', 'kept', 300 );
			update_option( 'another_plugin_option', 'kept' );
			$this->assertCount( 5, $this->plugin_rows(), "site $site holds the option and two transients with their time-outs" );
			restore_current_blog();
		}

		// The path of Plugins → Delete: deactivated first, then WordPress runs uninstall.php.
		deactivate_plugins( 'yuno-widgets/yuno-widgets.php', true );
		$this->assertTrue( uninstall_plugin( 'yuno-widgets/yuno-widgets.php' ) );
		wp_cache_flush();

		foreach ( $sites as $site ) {
			switch_to_blog( $site );
			$this->assertSame( array(), $this->plugin_rows(), "site $site still holds the plugin's rows" );
			$this->assertSame( 'kept', get_transient( 'another_plugin' ), "site $site lost another plugin's transient" );
			$this->assertSame( 'kept', get_option( 'another_plugin_option' ), "site $site lost another plugin's option" );
			restore_current_blog();
		}
	}
}
