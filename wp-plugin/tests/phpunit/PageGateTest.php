<?php
/**
 * A page whose header restricts roles: other roles get the not-authorized state in place of
 * its main content, on the server where the role is known, else in the browser (the content
 * is wrapped in the element the header's page gate hides).
 *
 * @package YunoWidgets
 */

/**
 * the_content of a restricted page.
 */
class PageGateTest extends Yuno_Test_Case {

	const SECRET = 'Instructor earnings for this month';

	private function restricted_page( array $roles = array( 'Instructor' ) ) {
		return $this->block_markup( 'yuno/header', array( 'allowedRoles' => $roles ) )
			. "\n<!-- wp:paragraph -->\n<p>" . self::SECRET . "</p>\n<!-- /wp:paragraph -->\n"
			. $this->block_markup( 'yuno/data-table', array( 'preset' => 'payments' ) )
			. $this->block_markup( 'yuno/footer' );
	}

	private function role_from_the_site( $role ) {
		$this->add_filter(
			'yuno_widgets_user_context',
			function ( $context ) use ( $role ) {
				return $context + array( 'role' => $role );
			}
		);
	}

	private function main_area( $html ) {
		$this->assertSame( 1, preg_match( '#<div class="yuno-main" data-yuno-main>(.*)</div>\s*<div[^>]*data-yuno-widget="footer"#s', $html, $m ), 'one main area, before the footer' );
		return $m[1];
	}

	public function test_a_visitor_gets_not_authorized_in_place_of_the_content_and_keeps_the_header_and_footer() {
		$html = apply_filters( 'the_content', $this->restricted_page() );
		$this->assertSame( array( 'header', 'footer' ), array_column( $this->mount_points( $html ), 'name' ) );
		$this->assertStringNotContainsString( self::SECRET, $html );
		$main = $this->main_area( $html );
		$this->assertStringContainsString( '<h2>Not authorized</h2><p>Log in with an account that has access to this page.</p>', $main );
		$this->assertStringContainsString( '>Log in</a>', $main );
	}

	public function test_a_signed_in_role_the_site_names_and_the_header_refuses_gets_not_authorized() {
		$this->log_in_as( 'subscriber' );
		$this->role_from_the_site( 'Learner' );
		$main = $this->main_area( apply_filters( 'the_content', $this->restricted_page() ) );
		$this->assertStringContainsString( '<h2>Not authorized</h2><p>Your account doesn&#039;t have access to this page.</p>', $main );
		$this->assertStringContainsString( '>Go to the home page</a>', $main );
		$this->assertStringNotContainsString( self::SECRET, $main );
	}

	public function test_an_allowed_role_gets_the_page_as_it_is() {
		$this->log_in_as( 'subscriber' );
		$this->role_from_the_site( 'instructor' );
		$html = apply_filters( 'the_content', $this->restricted_page() );
		$this->assertStringContainsString( self::SECRET, $html );
		$this->assertStringNotContainsString( 'data-yuno-main', $html );
		$this->assertSame( array( 'header', 'data-table', 'footer' ), array_column( $this->mount_points( $html ), 'name' ) );
	}

	public function test_a_role_the_server_does_not_know_is_gated_in_the_browser_the_content_in_the_main_area() {
		$this->log_in_as( 'subscriber' );
		$html = apply_filters( 'the_content', $this->restricted_page() );
		$main = $this->main_area( $html );
		$this->assertStringContainsString( self::SECRET, $main );
		$this->assertSame( array( 'data-table' ), array_column( $this->mount_points( $main ), 'name' ) );
		$this->assertStringNotContainsString( 'Not authorized', $html );
		$this->assertLessThan( strpos( $html, 'data-yuno-main' ), strpos( $html, 'data-yuno-widget="header"' ), 'the header stays first, outside the main area' );
	}

	public function test_a_page_without_a_restriction_is_left_alone() {
		$content = $this->block_markup( 'yuno/header' ) . "\n<!-- wp:paragraph -->\n<p>" . self::SECRET . "</p>\n<!-- /wp:paragraph -->\n";
		$html    = apply_filters( 'the_content', $content );
		$this->assertStringContainsString( self::SECRET, $html );
		$this->assertStringNotContainsString( 'data-yuno-main', $html );
	}

	public function test_shortcodes_are_gated_the_same_way() {
		$html = apply_filters( 'the_content', "[yuno_header allowedRoles=\"Instructor\"]\n\n" . self::SECRET . "\n\n[yuno_footer]" );
		$this->assertStringNotContainsString( self::SECRET, $html );
		$this->assertStringContainsString( 'Not authorized', $this->main_area( $html ) );
	}

	public function test_roles_compare_without_case_and_a_visitor_is_never_in_the_list() {
		$this->assertTrue( YunoWidgets\role_allowed( 'Instructor', array( ' instructor ' ) ) );
		$this->assertFalse( YunoWidgets\role_allowed( 'Learner', array( 'Instructor' ) ) );
		$this->assertFalse( YunoWidgets\role_allowed( 'visitor', array( 'Instructor', 'Learner' ) ) );
	}
}
