<?php
/**
 * Preloaded answers: a signed-in page carries this site's answer to the user-info call when the
 * marketplace API is the site's own, and nothing otherwise.
 *
 * @package YunoWidgets
 */

/**
 * window.yunoConfig.preload.
 */
class PreloadTest extends Yuno_Test_Case {

	/**
	 * Requests the fake API answered: [path, authorization header].
	 *
	 * @var array
	 */
	private $asked = array();

	protected function setUp(): void {
		parent::setUp();
		update_option( YunoWidgets\OPTION, array( 'environment' => 'local' ) );
		$this->add_filter(
			'yuno_widgets_user_context',
			function () {
				return array( 'userId' => 4201, 'token' => 'token-4201' );
			}
		);
		// A REST server of the test's own, whose only marketplace routes are the fake ones below.
		$GLOBALS['wp_rest_server'] = null;
		$fake = $this->fake_api();
		$this->add_filter(
			'rest_endpoints',
			function ( $endpoints ) use ( $fake ) {
				foreach ( array_keys( $endpoints ) as $route ) {
					if ( 0 === strpos( $route, '/yuno/' ) && ! isset( $fake[ $route ] ) ) {
						unset( $endpoints[ $route ] );
					}
				}
				return $endpoints;
			}
		);
		$this->add_filter(
			'rest_api_init',
			function () use ( $fake ) {
				foreach ( $fake as $route => $answer ) {
					list( , $namespace, $version, $path ) = explode( '/', $route, 4 );
					register_rest_route(
						$namespace . '/' . $version,
						'/' . $path,
						array(
							'methods'             => 'GET',
							'permission_callback' => '__return_true',
							'callback'            => function ( WP_REST_Request $request ) use ( $answer ) {
								$this->asked[] = array( $request->get_route(), $request->get_header( 'authorization' ) );
								// Id 404 is a user or course the marketplace does not know.
								return '404' === $request['id'] ? new WP_REST_Response( array( 'code' => 404, 'message' => 'Not found' ), 404 ) : $answer( $request );
							},
						)
					);
				}
			}
		);
	}

	/**
	 * The fake marketplace routes: route => the answer to a request.
	 *
	 * @return array<string, callable>
	 */
	private function fake_api() {
		$success = function ( $data ) {
			return array( 'code' => 200, 'message' => 'Success', 'data' => $data );
		};
		return array(
			'/yuno/v3/user/info/(?P<id>\\d+)'              => function ( $request ) use ( $success ) {
				return $success( array( 'user_id' => (int) $request['id'], 'role' => 'Instructor', 'first_name' => '<b>Priya</b>' ) );
			},
			'/yuno/v4/courses/(?P<id>\\d+)/card'           => function ( $request ) use ( $success ) {
				return $success( array( 'id' => (int) $request['id'], 'kind' => 'card' ) );
			},
			'/yuno/v1/courses/(?P<id>\\d+)'                => function ( $request ) use ( $success ) {
				return $success( array( 'id' => (int) $request['id'], 'kind' => 'course' ) );
			},
			'/yuno/v4/menus/(?P<user>\\d+)/(?P<org>\\d+)' => function () use ( $success ) {
				return $success( array( array( 'label' => 'Blog' ) ) );
			},
		);
	}

	/**
	 * The inline scripts printed before the runtime, in order.
	 *
	 * @return string[]
	 */
	private function before_runtime() {
		$before = wp_scripts()->get_data( YunoWidgets\RUNTIME_HANDLE, 'before' );
		return is_array( $before ) ? array_values( array_filter( $before, 'is_string' ) ) : array();
	}

	protected function tearDown(): void {
		$GLOBALS['wp_rest_server'] = null;
		parent::tearDown();
	}

	public function test_a_signed_in_page_carries_the_user_info_of_the_sites_own_api() {
		$this->log_in_as( 'subscriber' );
		$config = YunoWidgets\page_config();
		$this->assertSame(
			array(
				'v3/user/info/4201' => array(
					'code'    => 200,
					'message' => 'Success',
					'data'    => array( 'user_id' => 4201, 'role' => 'Instructor', 'first_name' => '<b>Priya</b>' ),
				),
			),
			$config['preload']
		);
		$this->assertSame( array( array( '/yuno/v3/user/info/4201', 'Bearer token-4201' ) ), $this->asked, 'asked once, with the bearer token the widgets send' );
		// Printed as data that cannot close the script element.
		$script = YunoWidgets\page_config_script( $config );
		$this->assertStringContainsString( '"v3/user/info/4201":{"code":200', $script );
		$this->assertStringNotContainsString( '<b>', $script );
	}

	public function test_nothing_is_preloaded_for_a_visitor() {
		$config = YunoWidgets\page_config();
		$this->assertArrayNotHasKey( 'preload', $config );
		$this->assertSame( array(), $this->asked );
	}

	public function test_nothing_is_preloaded_when_the_api_is_another_site() {
		update_option( YunoWidgets\OPTION, array( 'environment' => 'local', 'api_base_local' => 'https://api.example.com/wp-json/yuno' ) );
		$this->log_in_as( 'subscriber' );
		$this->assertArrayNotHasKey( 'preload', YunoWidgets\page_config() );
		$this->assertSame( array(), $this->asked );
	}

	public function test_an_answer_other_than_200_is_left_to_the_browser() {
		$this->add_filter(
			'yuno_widgets_user_context',
			function () {
				return array( 'userId' => 404, 'token' => 'token-404' );
			},
			20
		);
		$this->log_in_as( 'subscriber' );
		$this->assertArrayNotHasKey( 'preload', YunoWidgets\page_config() );
		$this->assertCount( 1, $this->asked );
	}

	public function test_the_site_chooses_the_paths_and_the_route_map_is_followed() {
		$this->add_filter(
			'yuno_widgets_config',
			function ( $config ) {
				$config['routes'] = array( 'userInfo' => 'v3/user/info/{userId}?fields=all' );
				return $config;
			}
		);
		$this->add_filter(
			'yuno_widgets_preload_paths',
			function ( $paths ) {
				$paths[] = 'v9/not/a/route';
				$paths[] = '';
				$paths[] = array( 'not a path' );
				return $paths;
			}
		);
		$this->log_in_as( 'subscriber' );
		$config = YunoWidgets\page_config();
		$this->assertSame( array( 'v3/user/info/4201?fields=all' ), array_keys( $config['preload'] ) );
		$this->assertSame( array( array( '/yuno/v3/user/info/4201', 'Bearer token-4201' ) ), $this->asked );
	}

	public function test_a_course_card_and_course_availability_carry_their_course_even_for_a_visitor() {
		YunoWidgets\render_widget( 'course-card', array( 'courseId' => 1001 ) );
		YunoWidgets\render_widget( 'course-availability', array( 'courseId' => 1001 ) );
		YunoWidgets\render_widget( 'course-card', array( 'courseId' => '1001' ) );
		$before = $this->before_runtime();
		$this->assertCount( 3, $before, 'the config, then one script per widget that preloaded something' );
		$this->assertStringStartsWith( 'window.yunoConfig = ', $before[0] );
		$this->assertSame( 'window.yunoConfig.preload = Object.assign(window.yunoConfig.preload || {}, {"v4/courses/1001/card":{"code":200,"message":"Success","data":{"id":1001,"kind":"card"}}});', $before[1] );
		$this->assertStringContainsString( '{"v1/courses/1001":{"code":200,"message":"Success","data":{"id":1001,"kind":"course"}}}', $before[2] );
		$this->assertSame( array( array( '/yuno/v4/courses/1001/card', null ), array( '/yuno/v1/courses/1001', null ) ), $this->asked, 'each path asked once, with no token for a visitor' );
	}

	public function test_a_visitors_header_carries_the_public_menu_and_a_signed_in_one_does_not() {
		$this->add_filter(
			'yuno_widgets_user_context',
			function () {
				return array( 'userId' => 0, 'token' => '' );
			},
			20
		);
		YunoWidgets\render_widget( 'header', array() );
		$before = $this->before_runtime();
		$this->assertCount( 2, $before );
		$this->assertStringContainsString( '{"v4/menus/0/0":{"code":200,"message":"Success","data":[{"label":"Blog"}]}}', $before[1] );

		$this->reset_assets();
		$this->asked = array();
		remove_all_filters( 'yuno_widgets_user_context', 20 );
		$this->log_in_as( 'subscriber' );
		YunoWidgets\render_widget( 'header', array() );
		$this->assertCount( 1, $this->before_runtime(), 'the config only, with the user info' );
		$this->assertSame( array( array( '/yuno/v3/user/info/4201', 'Bearer token-4201' ) ), $this->asked );
	}

	public function test_a_course_that_is_not_found_and_a_remote_api_preload_nothing() {
		YunoWidgets\render_widget( 'course-card', array( 'courseId' => 404 ) );
		$this->assertCount( 1, $this->before_runtime() );
		$this->assertCount( 1, $this->asked );

		$this->reset_assets();
		$this->asked = array();
		update_option( YunoWidgets\OPTION, array( 'environment' => 'local', 'api_base_local' => 'https://api.example.com/wp-json/yuno' ) );
		YunoWidgets\render_widget( 'course-card', array( 'courseId' => 1001 ) );
		$this->assertCount( 1, $this->before_runtime() );
		$this->assertSame( array(), $this->asked );
	}

	public function test_the_api_base_is_local_as_a_url_or_a_path() {
		$this->assertTrue( YunoWidgets\is_local_api( untrailingslashit( rest_url( 'yuno' ) ) ) );
		$this->assertTrue( YunoWidgets\is_local_api( wp_parse_url( home_url( '/' . rest_get_url_prefix() . '/yuno' ), PHP_URL_PATH ) ) );
		$this->assertFalse( YunoWidgets\is_local_api( 'https://www.yunolearning.com/wp-json/yuno' ) );
		$this->assertFalse( YunoWidgets\is_local_api( '' ) );
	}
}
