<?php
/**
 * The block editor's check of a page's Yuno shortcodes (route yuno-widgets/v1/shortcode-check):
 * the notes the published page shows its editors, for content not yet published.
 *
 * @package YunoWidgets
 */

/**
 * The shortcode check and its REST route.
 */
class ShortcodeCheckTest extends Yuno_Test_Case {

	/**
	 * Content with shortcode blocks: a clean one, a mistyped attribute, a mistyped name, one
	 * asking for its text, and a name inside an HTML attribute.
	 */
	const CONTENT = "<!-- wp:shortcode -->\n[yuno_header]\n<!-- /wp:shortcode -->\n\n"
		. "<!-- wp:shortcode -->\n[yuno_course_card cours=\"1001\"]\n<!-- /wp:shortcode -->\n\n"
		. "<!-- wp:paragraph -->\n<p>Before [yuno_coursecard courseId=\"1001\"] after</p>\n<!-- /wp:paragraph -->\n\n"
		. "<!-- wp:paragraph -->\n<p>[[yuno_data_table]] <a title=\"[yuno_x]\" href=\"#\">link</a></p>\n<!-- /wp:paragraph -->";

	public function test_each_shortcode_with_a_problem_gets_its_notes_in_the_order_of_the_page() {
		$notes = YunoWidgets\shortcode_check( self::CONTENT );
		$this->assertSame( array( '[yuno_course_card cours="1001"]', '[yuno_coursecard courseId="1001"]' ), array_column( $notes, 'shortcode' ) );
		$this->assertSame( array( 'yuno_course_card', 'yuno_coursecard' ), array_column( $notes, 'tag' ) );
		$this->assertContains( '“cours” is not an attribute of this widget and was ignored. Did you mean courseId?', $notes[0]['problems'] );
		$this->assertCount( 2, $notes[0]['problems'], 'the unknown attribute and the missing course' );
		$this->assertSame( array( '“yuno_coursecard” is not a shortcode of this plugin, so WordPress shows it as text. Did you mean [yuno_course_card]?' ), $notes[1]['problems'] );
	}

	public function test_the_same_sentences_as_the_published_page() {
		$raw   = shortcode_parse_atts( 'cours="1001"' );
		$notes = YunoWidgets\shortcode_check( '[yuno_course_card cours="1001"]' );
		$this->assertSame( YunoWidgets\shortcode_problems( YunoWidgets\get_widget( 'course-card' )['attributes'], $raw ), $notes[0]['problems'] );
	}

	public function test_clean_content_has_no_notes() {
		$this->assertSame( array(), YunoWidgets\shortcode_check( '[yuno_course_card courseId="1001" show_learn_more] [yuno_footer] [gallery]' ) );
	}

	public function test_the_route_answers_people_who_can_edit_posts_only() {
		$request = new WP_REST_Request( 'POST', '/yuno-widgets/v1/shortcode-check' );
		$request->set_param( 'content', self::CONTENT );
		$this->assertSame( 401, rest_do_request( $request )->get_status() );

		$subscriber = wp_insert_user(
			array(
				'user_login' => 'check-subscriber',
				'user_pass'  => 'password',
				'role'       => 'subscriber',
			)
		);
		wp_set_current_user( $subscriber );
		$this->assertSame( 403, rest_do_request( $request )->get_status() );

		wp_set_current_user( 1 );
		$response = rest_do_request( $request );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( '[yuno_course_card cours="1001"]', '[yuno_coursecard courseId="1001"]' ), array_column( $response->get_data()['notes'], 'shortcode' ) );
	}
}
