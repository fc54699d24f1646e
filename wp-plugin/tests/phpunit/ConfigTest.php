<?php
/**
 * The page config: API base by environment, the page-level user (filterable), the token only
 * for a logged-in user, and the site's settings.
 *
 * @package YunoWidgets
 */

/**
 * window.yunoConfig.
 */
class ConfigTest extends Yuno_Test_Case {

	private function use_settings( array $settings ) {
		update_option( YunoWidgets\OPTION, $settings );
	}

	public function test_a_visitor_gets_user_id_0_and_no_token() {
		$this->add_filter(
			'yuno_widgets_user_context',
			function () {
				return array( 'userId' => 4101, 'token' => 'secret' );
			}
		);
		$config = YunoWidgets\page_config();
		$this->assertSame( 4101, $config['userId'] );
		$this->assertSame( '', $config['token'], 'no token on a page a visitor gets' );
	}

	public function test_the_user_id_defaults_to_the_wordpress_user_and_the_site_supplies_the_token() {
		$id = $this->log_in_as( 'subscriber' );
		$this->assertSame( $id, YunoWidgets\page_config()['userId'] );
		$this->assertSame( '', YunoWidgets\page_config()['token'] );

		$this->add_filter(
			'yuno_widgets_user_context',
			function ( $context, $user ) use ( $id ) {
				TestCase_Assert::same( $id, $context['userId'] );
				TestCase_Assert::same( $id, $user->ID );
				return array( 'userId' => 4201, 'token' => 'token-for-4201' );
			},
			10,
			2
		);
		$config = YunoWidgets\page_config();
		$this->assertSame( 4201, $config['userId'] );
		$this->assertSame( 'token-for-4201', $config['token'] );
	}

	public function test_the_config_filter_runs_last_but_cannot_leak_a_token_to_a_visitor() {
		$this->add_filter(
			'yuno_widgets_config',
			function ( $config ) {
				$config['routes'] = array( 'courseSearch' => 'v9/search' );
				$config['token']  = 'leaked';
				$config['userId'] = 5;
				return $config;
			}
		);
		$config = YunoWidgets\page_config();
		$this->assertSame( array( 'courseSearch' => 'v9/search' ), $config['routes'] );
		$this->assertSame( '', $config['token'] );
	}

	public function test_the_api_base_follows_the_environment() {
		$this->use_settings( array( 'environment' => 'stage' ) );
		$this->assertSame( 'stage', YunoWidgets\page_config()['env'] );
		$this->assertSame( 'https://stage.yunolearning.com/wp-json/yuno', YunoWidgets\page_config()['apiBase'] );

		$this->use_settings( array( 'environment' => 'production', 'api_base_production' => 'https://api.example.com/wp-json/yuno/' ) );
		$this->assertSame( 'https://api.example.com/wp-json/yuno', YunoWidgets\page_config()['apiBase'] );

		$this->use_settings( array( 'environment' => 'local' ) );
		$this->assertSame( untrailingslashit( rest_url( 'yuno' ) ), YunoWidgets\page_config()['apiBase'], "the site's own API" );
	}

	public function test_the_settings_reach_the_widgets() {
		$this->use_settings(
			array(
				'login_url'           => 'https://accounts.example.com/login',
				'google_client_id'    => 'client-123',
				'chat_number'         => '919876543210',
				'notification_text'   => 'Free workshops',
				'notification_url'    => '/workshops/',
				'empty_state_message' => 'Nothing matches.',
			)
		);
		$config = YunoWidgets\page_config();
		$this->assertSame( 'https://accounts.example.com/login', $config['loginUrl'] );
		$this->assertSame( 'client-123', $config['googleClientId'] );
		$this->assertSame( '919876543210', $config['chatNumber'] );
		$this->assertSame( array( 'text' => 'Free workshops', 'url' => '/workshops/' ), $config['notificationBar'] );
		$this->assertSame( 'Nothing matches.', $config['emptyStateMessage'] );
		$this->assertStringContainsString( '/build/widgets/overlays.js?ver=', $config['overlaysUrl'] );
		// The parts are fetched beside the overlays bundle with its query: the build's version.
		$this->assertStringEndsWith( '?ver=' . YunoWidgets\build_version( YunoWidgets\bundle_manifest() ), $config['overlaysUrl'] );

		$this->use_settings( array() );
		$config = YunoWidgets\page_config();
		foreach ( array( 'loginUrl', 'googleClientId', 'chatNumber', 'notificationBar', 'emptyStateMessage' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $config, "$key is left to the widgets' defaults when not set" );
		}
	}

	public function test_translatable_strings_are_string_pairs_only() {
		$this->add_filter(
			'yuno_widgets_strings',
			function () {
				return array( 'search' => 'Buscar…', 'bad' => array( 'x' ), 3 => 'numeric key' );
			}
		);
		$this->assertEquals( (object) array( 'search' => 'Buscar…' ), YunoWidgets\page_config()['strings'] );
		$this->assertSame( '{"search":"Buscar…"}', wp_json_encode( YunoWidgets\page_config()['strings'], JSON_UNESCAPED_UNICODE ) );
	}
}

/**
 * Assertions from inside filter callbacks.
 */
class TestCase_Assert {
	public static function same( $expected, $actual ) {
		PHPUnit\Framework\Assert::assertSame( $expected, $actual );
	}
}
