<?php
/**
 * Settings → Yuno widgets → Check connection: calls the API of the saved settings and says
 * what answered, or the exact failure.
 *
 * @package YunoWidgets
 */

/**
 * check_connection() against real and canned answers, and the page that shows it.
 */
class ConnectionCheckTest extends Yuno_Test_Case {

	private function answer_with( $answer ) {
		$asked = new ArrayObject();
		$this->add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $answer, $asked ) {
				$asked[] = $url;
				return $answer;
			},
			10,
			3
		);
		return $asked;
	}

	private function settings( $base ) {
		return array_merge( YunoWidgets\get_settings(), array( 'environment' => 'stage', 'api_base_stage' => $base ) );
	}

	public function test_the_mock_marketplace_api_answers() {
		$mock = getenv( 'YUNO_MOCK_URL' ) ? getenv( 'YUNO_MOCK_URL' ) : 'http://127.0.0.1:5304';
		$result = YunoWidgets\check_connection( $this->settings( $mock . '/wp-json/yuno' ) );
		$this->assertTrue( $result['ok'], $result['message'] );
		$this->assertStringStartsWith( 'Connected: the marketplace API answered at ' . $mock . '/wp-json/yuno/v4/categories (HTTP 200', $result['message'] );
	}

	public function test_an_address_where_nothing_answers_is_named_with_the_exact_failure() {
		$result = YunoWidgets\check_connection( $this->settings( 'http://127.0.0.1:9/wp-json/yuno' ) );
		$this->assertFalse( $result['ok'] );
		$this->assertMatchesRegularExpression( '#^No answer from http://127\.0\.0\.1:9/wp-json/yuno/v4/categories: .*(refused|connect)#i', $result['message'] );
	}

	public function test_a_page_that_is_not_the_api_is_said_with_its_status_and_type() {
		$asked  = $this->answer_with(
			array(
				'headers'  => array( 'content-type' => 'text/html; charset=UTF-8' ),
				'body'     => '<html>Not found</html>',
				'response' => array( 'code' => 404, 'message' => 'Not Found' ),
				'cookies'  => array(),
			)
		);
		$result = YunoWidgets\check_connection( $this->settings( 'https://stage.example.com/wp-json/yuno' ) );
		$this->assertSame( array( 'https://stage.example.com/wp-json/yuno/v4/categories' ), $asked->getArrayCopy() );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'https://stage.example.com/wp-json/yuno/v4/categories answered HTTP 404 with text/html; charset=UTF-8, not the marketplace API’s JSON: check the environment and its API base.', $result['message'] );
	}

	public function test_an_error_in_the_apis_envelope_is_quoted() {
		$this->answer_with(
			array(
				'headers'  => array( 'content-type' => 'application/json' ),
				'body'     => '{"code":401,"message":"Token expired","data":null}',
				'response' => array( 'code' => 200, 'message' => 'OK' ),
				'cookies'  => array(),
			)
		);
		$result = YunoWidgets\check_connection( $this->settings( 'https://stage.example.com/wp-json/yuno' ) );
		$this->assertFalse( $result['ok'] );
		$this->assertSame( 'The marketplace API at https://stage.example.com/wp-json/yuno/v4/categories answered with an error: HTTP 200, code 401, “Token expired”.', $result['message'] );
	}

	public function test_a_path_on_this_site_is_asked_on_this_site() {
		$asked = $this->answer_with( new WP_Error( 'http_request_failed', 'Blocked' ) );
		YunoWidgets\check_connection( $this->settings( '/wp-json/yuno' ) );
		$this->assertSame( array( home_url( '/wp-json/yuno/v4/categories' ) ), $asked->getArrayCopy() );
	}

	public function test_the_settings_page_shows_the_last_result_once_with_the_button() {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		update_option( YunoWidgets\OPTION, array( 'environment' => 'stage', 'api_base_stage' => 'http://127.0.0.1:9/wp-json/yuno' ) );
		YunoWidgets\run_connection_check();
		ob_start();
		YunoWidgets\render_settings_page();
		$page = ob_get_clean();
		$this->assertMatchesRegularExpression( '#<div class="notice notice-error yuno-connection" role="status"><p><strong>Connection:</strong> No answer from http://127\.0\.0\.1:9/wp-json/yuno/v4/categories: .*refused#i', $page );
		$this->assertStringContainsString( 'value="Check connection"', $page );
		$this->assertStringContainsString( 'name="action" value="' . YunoWidgets\CHECK_ACTION . '"', $page );
		ob_start();
		YunoWidgets\render_settings_page();
		$this->assertStringNotContainsString( 'yuno-connection', ob_get_clean(), 'said once' );
	}

	public function test_only_administrators_may_check() {
		$this->log_in_as( 'editor' );
		try {
			YunoWidgets\handle_connection_check();
			$this->fail( 'an editor ran the check' );
		} catch ( Yuno_Die_Exception $refused ) {
			$this->assertSame( 403, $refused->status );
		}
	}
}
