<?php
/**
 * A shortcode name with the plugin's prefix that is not one of its shortcodes: people who
 * can edit the page are told the nearest real one; everyone else gets WordPress's output.
 *
 * @package YunoWidgets
 */

/**
 * The note above a mistyped shortcode name.
 */
class MistypedShortcodeTest extends Yuno_Test_Case {

	const TYPO = '[yuno_coursecard courseId="1002"]';

	/**
	 * A note's text as the page has it (escaped, brackets as entities).
	 *
	 * @param string $text Plain text.
	 * @return string
	 */
	private static function note( $text ) {
		return strtr( esc_html( $text ), array( '[' => '&#091;', ']' => '&#093;' ) );
	}

	/**
	 * The content of a new page by the administrator, filtered as that page shows it.
	 *
	 * @param string $content Post content.
	 * @return string HTML.
	 */
	private function page_content( $content ) {
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Shortcodes',
				'post_author'  => 1,
				'post_content' => $content,
			)
		);
		$this->assertIsInt( $id );
		$GLOBALS['post'] = get_post( $id );
		try {
			return apply_filters( 'the_content', $GLOBALS['post']->post_content );
		} finally {
			unset( $GLOBALS['post'] );
		}
	}

	/**
	 * What WordPress alone makes of a page's content.
	 *
	 * @param string $content Post content.
	 * @return string HTML.
	 */
	private function without_the_plugin_note( $content ) {
		$hooked = remove_filter( 'the_content', 'YunoWidgets\\hold_mistyped_shortcodes', 10 );
		try {
			return $this->page_content( $content );
		} finally {
			if ( $hooked ) {
				add_filter( 'the_content', 'YunoWidgets\\hold_mistyped_shortcodes', 10 );
			}
		}
	}

	/**
	 * An editor's page without its notes, the brackets' entities read as brackets.
	 *
	 * @param string $html HTML.
	 * @return string
	 */
	private static function without_notes( $html ) {
		return strtr( preg_replace( '#<div class="yuno-widget-notice".*?</div>#s', '', $html ), array( '&#091;' => '[' ) );
	}

	public function test_an_editor_gets_what_wordpress_prints_with_a_note_above_each_mistyped_shortcode() {
		$this->log_in_as( 'editor' );
		$content = "Before\n\n" . self::TYPO . "\n\nText with [yuno-course-card] inside.\n\n<ul>\n<li>[yuno_sidemenu]</li>\n</ul>\n\nAfter";
		$html    = $this->page_content( $content );
		$this->assertSame( 3, substr_count( $html, 'class="yuno-widget-notice"' ) );
		$this->assertSame( $this->without_the_plugin_note( $content ), self::without_notes( $html ) );
		$this->assertStringContainsString( self::note( 'Check the [yuno_coursecard] shortcode:' ), $html );
		$this->assertStringContainsString( self::note( '“yuno_coursecard” is not a shortcode of this plugin, so WordPress shows it as text. Did you mean [yuno_course_card]?' ), $html );
		// Each note just above its text, out of the paragraph (a div cannot go in one).
		$this->assertStringContainsString( '</ul></div><p>&#091;yuno_coursecard courseId=', $html );
		$this->assertStringContainsString( '</ul></div><p>Text with &#091;yuno-course-card] inside.</p>', $html );
		$this->assertStringContainsString( self::note( 'Did you mean [yuno_side_menu]?' ) . '</li></ul></div>&#091;yuno_sidemenu]</li>', $html );
		$this->assertSame( array(), $this->mount_points( $html ) );
		$this->assertFalse( shortcode_exists( 'yuno_coursecard' ), 'the name is a shortcode only while the content is filtered' );
	}

	public function test_a_note_stays_below_the_widget_of_the_shortcode_before_it_in_the_same_paragraph() {
		$this->log_in_as( 'editor' );
		foreach ( array( self::TYPO, '[yuno_course_card cours="1002"]' ) as $mistake ) {
			// Two shortcodes on consecutive lines: one paragraph, which the header's div ends.
			$html   = $this->page_content( "[yuno_header]\n" . $mistake );
			$header = strpos( $html, 'data-yuno-widget="header"' );
			$note   = strpos( $html, 'class="yuno-widget-notice"' );
			$this->assertIsInt( $header, $mistake );
			$this->assertIsInt( $note, $mistake );
			$this->assertGreaterThan( $header, $note, "the note for $mistake sits below the header, not above it" );
		}
	}

	public function test_the_nearest_shortcode_is_named_and_a_name_with_no_safe_guess_gets_the_list() {
		foreach ( array(
			'yuno-course-card'   => 'yuno_course_card',
			'Yuno_Data_Table'    => 'yuno_data_table',
			'yuno_course_searh'  => 'yuno_course_search',
			'yuno_sidemenu'      => 'yuno_side_menu',
			'yuno_availability_' => 'yuno_availability_panel',
			'yuno_card'          => 'yuno_course_card',
			'yuno-search'        => 'yuno_course_search',
			'yuno_table'         => 'yuno_data_table',
		) as $typed => $meant ) {
			$this->assertStringEndsWith( "Did you mean [$meant]?", YunoWidgets\mistyped_shortcode_problem( $typed ), $typed );
		}
		$this->assertStringEndsWith(
			'Its shortcodes: [yuno_availability_panel], [yuno_course_availability], [yuno_course_card], [yuno_course_search], [yuno_data_table], [yuno_footer], [yuno_header], [yuno_referral_menu], [yuno_side_menu].',
			YunoWidgets\mistyped_shortcode_problem( 'yuno_login_button' )
		);
		// Words two shortcodes share name neither.
		$this->assertStringContainsString( 'Its shortcodes:', YunoWidgets\mistyped_shortcode_problem( 'yuno_menu' ) );
	}

	public function test_visitors_and_people_who_cannot_edit_the_page_get_what_wordpress_prints() {
		$content = "Intro\n\n" . self::TYPO . "\n\nText [yuno-course-card] more";
		$plain   = $this->without_the_plugin_note( $content );
		$this->assertStringContainsString( '<p>[yuno_coursecard courseId=', $plain, 'WordPress prints it as text' );
		$this->assertSame( $plain, $this->page_content( $content ) );
		$this->log_in_as( 'author' );
		$this->assertSame( $plain, $this->page_content( $content ), "an author cannot edit the administrator's page" );
	}

	public function test_real_shortcodes_other_plugins_shortcodes_and_escaped_ones_get_no_note() {
		$this->log_in_as( 'editor' );
		// Another plugin's shortcode with the same prefix is not the plugin's to correct.
		add_shortcode( 'yuno_partner_banner', function () {
			return 'PARTNER BANNER';
		} );
		try {
			$html = $this->page_content( '[yuno_course_card courseId="5"] [yuno_partner_banner] [gallery_typo] [contact-form typo] [[yuno_coursecard]] <a title="[yuno_coursecard]">link</a>' );
		} finally {
			remove_shortcode( 'yuno_partner_banner' );
		}
		$this->assertStringNotContainsString( 'is not a shortcode of this plugin', $html );
		$this->assertStringNotContainsString( 'yuno-widget-notice', $html );
		$this->assertStringContainsString( 'PARTNER BANNER', $html );
		$this->assertStringContainsString( '[gallery_typo] [contact-form typo] [[yuno_coursecard]]', $html );
		$this->assertCount( 1, $this->mount_points( $html ) );
	}

	public function test_the_note_is_text_whatever_the_name() {
		$this->log_in_as( 'editor' );
		$html = YunoWidgets\render_shortcode_notice( 'yuno_x"\'', array( YunoWidgets\mistyped_shortcode_problem( 'yuno_x"\'<b>' ) ) );
		$this->assertStringContainsString( 'yuno_x&quot;&#039;&lt;b&gt;', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_the_note_and_the_text_stay_text_through_another_shortcode_pass() {
		// A block theme runs the whole rendered page through do_shortcode once more.
		$this->log_in_as( 'editor' );
		$html = do_shortcode( $this->page_content( self::TYPO ) );
		$this->assertSame( 1, substr_count( $html, 'class="yuno-widget-notice"' ) );
		$this->assertSame( array(), $this->mount_points( $html ), 'the suggested [yuno_course_card] did not become a widget' );
	}

	public function test_what_a_mistyped_shortcode_encloses_is_rendered_as_wordpress_does() {
		$content = '[yuno_box]Inside [yuno_course_card courseId="7"][/yuno_box]';
		$plain   = $this->without_the_plugin_note( $content );
		$this->assertCount( 1, $this->mount_points( $plain ) );
		$this->log_in_as( 'editor' );
		$html = $this->page_content( $content );
		$this->assertSame( 1, substr_count( $html, 'class="yuno-widget-notice"' ) );
		$this->assertSame( $plain, self::without_notes( $html ) );
	}

	public function test_a_post_rendered_inside_the_content_does_not_let_the_names_go_early() {
		$this->log_in_as( 'editor' );
		// A shortcode that shows another post's content runs the_content inside the_content.
		add_shortcode( 'embed_other_post', function () {
			return apply_filters( 'the_content', 'Other post' );
		} );
		try {
			$html = $this->page_content( '[embed_other_post] ' . self::TYPO );
		} finally {
			remove_shortcode( 'embed_other_post' );
		}
		$this->assertStringContainsString( 'Did you mean &#091;yuno_course_card&#093;?', $html );
		$this->assertFalse( shortcode_exists( 'yuno_coursecard' ) );
	}

	public function test_an_excerpt_carries_no_note() {
		$this->log_in_as( 'editor' );
		$id = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_title'   => 'Excerpt',
				'post_content' => self::TYPO . ' and a few words',
			)
		);
		$this->assertStringNotContainsString( 'shortcode', get_the_excerpt( $id ) );
	}
}
