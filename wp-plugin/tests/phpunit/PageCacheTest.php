<?php
/**
 * Page caches and uninstall: a signed-in user's page asks every cache to skip it; a
 * visitor's page stays cacheable. Uninstall removes the option and the transients.
 *
 * @package YunoWidgets
 */

/**
 * No-cache for personal pages; cleaning up.
 */
class PageCacheTest extends Yuno_Test_Case {

	protected function tearDown(): void {
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query'];
		parent::tearDown();
	}

	private function view_page( $content ) {
		$id                  = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Account', 'post_content' => $content ) );
		$GLOBALS['wp_query'] = new WP_Query( array( 'page_id' => $id ) );
		return $id;
	}

	public function test_a_visitors_page_stays_cacheable() {
		$this->view_page( $this->block_markup( 'yuno/header' ) );
		YunoWidgets\keep_signed_in_pages_out_of_caches();
		YunoWidgets\page_config();
		$this->assertFalse( YunoWidgets\kept_out_of_page_caches() );
	}

	public function test_a_signed_in_page_with_widgets_is_kept_out_of_page_caches_before_any_output() {
		$this->log_in_as( 'subscriber' );
		$this->view_page( '<p>Text only</p>' );
		YunoWidgets\keep_signed_in_pages_out_of_caches();
		$this->assertFalse( YunoWidgets\kept_out_of_page_caches(), 'a page without widgets carries nothing of the user' );

		$this->view_page( '[yuno_referral_menu]' );
		YunoWidgets\keep_signed_in_pages_out_of_caches();
		$this->assertTrue( YunoWidgets\kept_out_of_page_caches() );
		$this->assertTrue( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE );
	}

	public function test_a_signed_in_page_config_keeps_the_page_out_of_caches_wherever_the_widget_is() {
		$this->log_in_as( 'subscriber' );
		YunoWidgets\page_config();
		$this->assertTrue( YunoWidgets\kept_out_of_page_caches() );
	}

	public function test_post_has_widgets_finds_blocks_and_shortcodes() {
		$post = new WP_Post( (object) array( 'post_content' => '<!-- wp:yuno/footer /-->' ) );
		$this->assertTrue( YunoWidgets\post_has_widgets( $post ) );
		$post->post_content = '[YUNO_footer]';
		$this->assertTrue( YunoWidgets\post_has_widgets( $post ) );
		$post->post_content = '<!-- wp:paragraph --><p>yuno</p><!-- /wp:paragraph -->';
		$this->assertFalse( YunoWidgets\post_has_widgets( $post ) );
		$this->assertFalse( YunoWidgets\post_has_widgets( null ) );
	}

	public function test_uninstall_removes_the_option_and_the_transients_and_nothing_else() {
		update_option( YunoWidgets\OPTION, array( 'chat_number' => '919876543210' ) );
		set_transient( 'yuno_widgets_settings_problems_7', array( 'problems' => array() ), 300 );
		set_transient( 'yuno_widgets_connection_7', array( 'ok' => true ), 300 );
		set_transient( 'another_plugin', 'kept', 300 );
		if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
			define( 'WP_UNINSTALL_PLUGIN', 'yuno-widgets/yuno-widgets.php' );
		}
		include WP_PLUGIN_DIR . '/yuno-widgets/uninstall.php';
		$this->assertFalse( get_option( YunoWidgets\OPTION ) );
		$this->assertFalse( get_transient( 'yuno_widgets_settings_problems_7' ) );
		$this->assertFalse( get_transient( 'yuno_widgets_connection_7' ) );
		$this->assertSame( 'kept', get_transient( 'another_plugin' ) );
	}
}
