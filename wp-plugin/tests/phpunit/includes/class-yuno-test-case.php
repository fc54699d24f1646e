<?php
/**
 * Base for the plugin's tests: each test runs in a database transaction that is rolled
 * back, with fresh script and style registries, no current user, and wp_die() turned into
 * an exception.
 *
 * @package YunoWidgets
 */

use PHPUnit\Framework\TestCase;

/**
 * Shared set-up and helpers.
 */
abstract class Yuno_Test_Case extends TestCase {

	/**
	 * Filters added by the test, removed afterwards: [hook, callback, priority].
	 *
	 * @var array
	 */
	private $added_filters = array();

	protected function setUp(): void {
		global $wpdb;
		parent::setUp();
		$wpdb->suppress_errors( false );
		$wpdb->query( 'START TRANSACTION' );
		wp_set_current_user( 0 );
		$this->reset_assets();
		$this->add_filter(
			'wp_die_handler',
			function () {
				return function ( $message, $title = '', $args = array() ) {
					$status = is_array( $args ) && isset( $args['response'] ) ? $args['response'] : 500;
					throw new Yuno_Die_Exception( is_string( $message ) ? $message : wp_json_encode( $message ), $status );
				};
			}
		);
	}

	protected function tearDown(): void {
		global $wpdb;
		foreach ( array_reverse( $this->added_filters ) as list( $hook, $callback, $priority ) ) {
			remove_filter( $hook, $callback, $priority );
		}
		$this->added_filters = array();
		$wpdb->query( 'ROLLBACK' );
		// The in-memory object cache still holds what the rolled-back writes cached.
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_POST    = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * add_filter() that is undone after the test.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted arguments.
	 */
	protected function add_filter( $hook, $callback, $priority = 10, $args = 1 ) {
		add_filter( $hook, $callback, $priority, $args );
		$this->added_filters[] = array( $hook, $callback, $priority );
	}

	/**
	 * Fresh script and style registries with the plugin's handles registered again,
	 * as on a new page load.
	 */
	protected function reset_assets() {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		wp_scripts();
		wp_styles();
		YunoWidgets\register_assets();
		YunoWidgets\register_editor_script();
		// A new page: nothing rendered yet, no panel promised to the footer.
		YunoWidgets\rendered_widgets( null, true );
		YunoWidgets\page_frame( null, true );
		YunoWidgets\kept_out_of_page_caches( false );
		remove_action( 'wp_footer', 'YunoWidgets\\print_availability_panel', 5 );
	}

	/**
	 * A new user with the given WordPress role, made current.
	 *
	 * @param string $role Role.
	 * @return int User id.
	 */
	protected function log_in_as( $role ) {
		$id = wp_insert_user(
			array(
				'user_login' => 'yuno_test_' . $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Every mount point in some HTML, read as a browser reads it: the attribute decoded,
	 * then its JSON parsed.
	 *
	 * @param string $html HTML.
	 * @return array[] Each: name, props (array, or null when the JSON does not parse), json, class, placeholder.
	 */
	protected function mount_points( $html ) {
		$document = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$found = array();
		foreach ( ( new DOMXPath( $document ) )->query( '//*[@data-yuno-widget]' ) as $element ) {
			$json    = $element->getAttribute( 'data-yuno-props' );
			$decoded = json_decode( $json, true );
			$found[] = array(
				'name'        => $element->getAttribute( 'data-yuno-widget' ),
				'props'       => is_array( $decoded ) ? $decoded : null,
				'json'        => $json,
				'class'       => $element->getAttribute( 'class' ),
				'placeholder' => $element->getElementsByTagName( 'div' )->length > 0 ? $element->getElementsByTagName( 'div' )->item( 0 ) : null,
			);
		}
		return $found;
	}

	/**
	 * The one mount point in some HTML.
	 *
	 * @param string $html HTML.
	 * @return array
	 */
	protected function mount_point( $html ) {
		$points = $this->mount_points( $html );
		$this->assertCount( 1, $points, "Expected one mount point in: $html" );
		return $points[0];
	}

	/**
	 * A block's markup as stored in post content.
	 *
	 * @param string $block      Block name.
	 * @param array  $attributes Attributes.
	 * @return string
	 */
	protected function block_markup( $block, array $attributes = array() ) {
		return get_comment_delimited_block_content( $block, $attributes, '' );
	}
}
