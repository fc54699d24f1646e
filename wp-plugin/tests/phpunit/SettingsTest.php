<?php
/**
 * Settings → Yuno widgets: administrators only, nonce-checked, values sanitised.
 *
 * @package YunoWidgets
 */

/**
 * The settings page and its form handler.
 */
class SettingsTest extends Yuno_Test_Case {

	private function submit( array $values, $nonce = true ) {
		$_POST = array(
			'action'       => YunoWidgets\SETTINGS_ACTION,
			'yuno_widgets' => wp_slash( $values ),
		);
		if ( true === $nonce ) {
			$_POST['_wpnonce'] = wp_create_nonce( YunoWidgets\SETTINGS_ACTION );
		} elseif ( is_string( $nonce ) ) {
			$_POST['_wpnonce'] = $nonce;
		}
		$_REQUEST = $_POST;
		return YunoWidgets\save_settings_from_request();
	}

	private function assert_refused( callable $attempt, $why ) {
		update_option( YunoWidgets\OPTION, array( 'chat_number' => '111' ) );
		try {
			$attempt();
			$this->fail( "saved although $why" );
		} catch ( Yuno_Die_Exception $refused ) {
			$this->assertSame( 403, $refused->status, $why );
		}
		$this->assertSame( '111', YunoWidgets\get_settings()['chat_number'], "nothing saved when $why" );
	}

	public function test_a_user_without_manage_options_is_refused() {
		$this->log_in_as( 'editor' );
		$this->assert_refused(
			function () {
				$this->submit( array( 'chat_number' => '999' ) );
			},
			'the user cannot manage options'
		);
	}

	public function test_a_visitor_is_refused() {
		$this->assert_refused(
			function () {
				$this->submit( array( 'chat_number' => '999' ) );
			},
			'nobody is logged in'
		);
	}

	public function test_a_missing_nonce_is_refused() {
		$this->log_in_as( 'administrator' );
		$this->assert_refused(
			function () {
				$this->submit( array( 'chat_number' => '999' ), false );
			},
			'the nonce is missing'
		);
	}

	public function test_a_wrong_nonce_is_refused() {
		$this->log_in_as( 'administrator' );
		$this->assert_refused(
			function () {
				$this->submit( array( 'chat_number' => '999' ), wp_create_nonce( 'some-other-action' ) );
			},
			'the nonce is for another action'
		);
	}

	public function test_an_administrator_saves_sanitised_values() {
		$this->log_in_as( 'administrator' );
		$saved = $this->submit(
			array(
				'environment'         => 'staging-ish',
				'api_base_stage'      => 'https://stage.example.com/wp-json/yuno/',
				'api_base_production' => 'javascript:alert(1)',
				'login_url'           => 'https://accounts.google.com/o/oauth2/v2/auth',
				'google_client_id'    => ' <b>client</b>-42 ',
				'chat_number'         => '+91 98765-43210',
				'notification_text'   => 'Free <script>alert(1)</script>workshops',
				'notification_url'    => '/free-summer-workshops-for-kids/',
				'empty_state_message' => "Nothing here.\n<em>Try again</em>",
				'unknown_key'         => 'dropped',
			)
		);
		$this->assertSame( $saved, get_option( YunoWidgets\OPTION ) );
		$this->assertSame( 'local', $saved['environment'], 'an unknown environment falls back' );
		$this->assertSame( 'https://stage.example.com/wp-json/yuno', $saved['api_base_stage'] );
		$this->assertSame( '', $saved['api_base_production'], 'only http(s) addresses: the field keeps its (empty) value' );
		$this->assertSame( 'https://accounts.google.com/o/oauth2/v2/auth', $saved['login_url'] );
		$this->assertSame( 'client-42', $saved['google_client_id'] );
		$this->assertSame( '919876543210', $saved['chat_number'] );
		$this->assertSame( 'Free workshops', $saved['notification_text'] );
		$this->assertSame( '/free-summer-workshops-for-kids/', $saved['notification_url'] );
		$this->assertSame( "Nothing here.\nTry again", $saved['empty_state_message'] );
		$this->assertArrayNotHasKey( 'unknown_key', $saved );

		$saved = $this->submit( array( 'environment' => 'production' ) );
		$this->assertSame( 'production', $saved['environment'] );
	}

	public function test_a_value_that_cannot_be_used_keeps_the_saved_one_and_the_page_says_why() {
		$this->log_in_as( 'administrator' );
		$this->submit(
			array(
				'chat_number'      => '919876543210',
				'notification_url' => '/old-offer/',
				'login_url'        => 'https://accounts.example.com/auth',
				'api_base_stage'   => 'https://stage.example.com/wp-json/yuno',
			)
		);
		$saved = $this->submit(
			array(
				'chat_number'       => '+91 98765 abc',
				'notification_url'  => 'not a link at all',
				'login_url'         => 'javascript:alert(1)',
				'api_base_stage'    => 'ftp://example.com/x',
				'notification_text' => 'New offer',
			)
		);
		$this->assertSame( '919876543210', $saved['chat_number'] );
		$this->assertSame( '/old-offer/', $saved['notification_url'] );
		$this->assertSame( 'https://accounts.example.com/auth', $saved['login_url'] );
		$this->assertSame( 'https://stage.example.com/wp-json/yuno', $saved['api_base_stage'] );
		$this->assertSame( 'New offer', $saved['notification_text'], 'the usable values are saved' );

		require_once ABSPATH . 'wp-admin/includes/template.php';
		ob_start();
		YunoWidgets\render_settings_page();
		$page = ob_get_clean();
		$this->assertStringContainsString( 'notice-error', $page );
		$this->assertStringNotContainsString( 'Settings saved.', $page );
		foreach ( array( 'Chat number', '+91 98765 abc', 'Notification bar link', 'not a link at all', 'Google sign-in address', 'javascript:alert(1)', 'API base: Stage', 'ftp://example.com/x' ) as $shown ) {
			$this->assertStringContainsString( esc_html( $shown ), $page );
		}
		ob_start();
		YunoWidgets\render_settings_page();
		$this->assertStringNotContainsString( 'notice-error', ob_get_clean(), 'said once, on the page after the save' );
	}

	public function test_addresses_and_numbers_people_type_are_usable() {
		foreach ( array( 'https://example.com', 'http://127.0.0.1:5302/wp-json/yuno', '/courses/', '/' ) as $url ) {
			$this->assertTrue( YunoWidgets\is_usable_address( $url ), $url );
		}
		foreach ( array( 'example.com', 'https://', '//evil.example', 'javascript:alert(1)', 'https://exa mple.com' ) as $url ) {
			$this->assertFalse( YunoWidgets\is_usable_address( $url ), $url );
		}
		$this->assertSame( array(), YunoWidgets\settings_problems( array( 'chat_number' => '+91 98765-43210' ) ) );
		$this->assertArrayHasKey( 'chat_number', YunoWidgets\settings_problems( array( 'chat_number' => '12345' ) ) );
		$this->assertArrayHasKey( 'chat_number', YunoWidgets\settings_problems( array( 'chat_number' => '+91 98765 abc' ) ) );
	}

	public function test_the_address_fields_let_the_browser_submit_a_path_on_this_site() {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		ob_start();
		YunoWidgets\render_settings_page();
		$page = ob_get_clean();
		// A url field refuses /wp-json/yuno before the form is sent, though the save takes it.
		$this->assertStringNotContainsString( 'type="url"', $page );
		foreach ( array( 'api_base_local', 'api_base_stage', 'api_base_production', 'login_url', 'notification_url' ) as $field ) {
			$this->assertSame( 1, preg_match( '/<input type="text" inputmode="url"[^>]*name="yuno_widgets\[' . $field . '\]"/', $page ), $field );
		}
		$this->assertSame( array(), YunoWidgets\settings_problems( array( 'api_base_local' => '/wp-json/yuno', 'login_url' => '/login/' ) ) );
	}

	public function test_the_page_is_under_settings_for_administrators_only_and_posts_with_a_nonce() {
		$this->assertNotFalse( has_action( 'admin_post_' . YunoWidgets\SETTINGS_ACTION ) );
		$this->assertFalse( has_action( 'admin_post_nopriv_' . YunoWidgets\SETTINGS_ACTION ), 'no handler for logged-out requests' );

		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'editor' );
		ob_start();
		YunoWidgets\render_settings_page();
		$this->assertSame( '', ob_get_clean() );

		$this->log_in_as( 'administrator' );
		ob_start();
		YunoWidgets\render_settings_page();
		$page = ob_get_clean();
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"', $page );
		$this->assertStringContainsString( 'name="_wpnonce"', $page );
		$this->assertSame( 1, preg_match( '/name="action" value="' . YunoWidgets\SETTINGS_ACTION . '" \/>\s*<input type="hidden" id="_wpnonce" name="_wpnonce" value="([^"]+)"/', $page, $nonce ) );
		$this->assertSame( 1, wp_verify_nonce( $nonce[1], YunoWidgets\SETTINGS_ACTION ) );
		foreach ( array( 'environment', 'api_base_local', 'api_base_stage', 'api_base_production', 'login_url', 'google_client_id', 'chat_number', 'notification_text', 'notification_url', 'empty_state_message' ) as $field ) {
			$this->assertStringContainsString( 'name="yuno_widgets[' . $field . ']"', $page );
		}

		$links = apply_filters( 'plugin_action_links_yuno-widgets/yuno-widgets.php', array() );
		$this->assertStringContainsString( 'options-general.php?page=yuno-widgets', $links[0] );

		global $submenu;
		$submenu = array();
		YunoWidgets\add_settings_page();
		$entry = array_values(
			array_filter(
				$submenu['options-general.php'],
				function ( $item ) {
					return YunoWidgets\SETTINGS_PAGE === $item[2];
				}
			)
		);
		$this->assertSame( 'manage_options', $entry[0][1] );
	}

	public function test_a_refused_field_shows_what_was_typed_while_the_saved_value_stays() {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		$this->submit( array( 'chat_number' => '919876543210' ) );
		$saved = $this->submit( array( 'chat_number' => '+91 98765 abc' ) );
		$this->assertSame( '919876543210', $saved['chat_number'] );
		ob_start();
		YunoWidgets\render_settings_page();
		$page = ob_get_clean();
		$this->assertMatchesRegularExpression( '#<input type="tel"[^>]*id="yuno-chat-number"[^>]*value="\+91 98765 abc"#', $page );
		$this->assertStringContainsString( 'Each field below shows what was typed, to correct it.', $page );
		ob_start();
		YunoWidgets\render_settings_page();
		$this->assertMatchesRegularExpression( '#id="yuno-chat-number"[^>]*value="919876543210"#', ob_get_clean(), 'the next visit shows the saved value' );
	}

	public function test_html_stripped_from_a_text_is_reported_with_what_was_saved() {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		$saved = $this->submit( array( 'notification_text' => '<b>Big</b> summer sale <a href="/x">now</a>', 'empty_state_message' => 'Nothing found.' ) );
		$this->assertSame( 'Big summer sale now', $saved['notification_text'] );
		ob_start();
		YunoWidgets\render_settings_page();
		$page = ob_get_clean();
		$this->assertStringContainsString( '<li><strong>Notification bar text:</strong> Its HTML was removed: the widgets show it as plain text. Saved as “Big summer sale now”.</li>', $page );
		$this->assertStringNotContainsString( 'Default empty-state message:', $page, 'a text without HTML is not mentioned' );
	}
}
