<?php
/**
 * A shortcode with a typo tells the people who can edit the page what was not used, and
 * shows visitors nothing more than the widget.
 *
 * @package YunoWidgets
 */

/**
 * The note above a shortcode with unused attributes.
 */
class ShortcodeNoticeTest extends Yuno_Test_Case {

	const TYPOS = '[yuno_course_card cours="1002" showLearnMore="maybe"][yuno_data_table preset="paymnets"][yuno_footer color="red"][yuno_course_card courseId=""]';

	public function test_an_editor_is_told_each_attribute_that_was_not_used() {
		$this->log_in_as( 'editor' );
		$html = do_shortcode( self::TYPOS );
		$this->assertSame( 4, substr_count( $html, 'class="yuno-widget-notice"' ) );
		foreach ( array(
			'Check the &#091;yuno_course_card&#093; shortcode',
			esc_html( '“cours” is not an attribute of this widget and was ignored. Did you mean courseId?' ),
			esc_html( 'showLearnMore="maybe" was left out: use true or false.' ),
			esc_html( 'courseId is required (a whole number of 1 or more)' ),
			esc_html( 'preset="paymnets" was left out: use one of learner-home,' ),
			esc_html( '“color” was ignored: this widget takes no attributes.' ),
		) as $said ) {
			$this->assertStringContainsString( $said, $html );
		}
		// Only the footer has what it needs; a widget lacking a required value is not printed.
		$this->assertSame( array( 'footer' ), array_column( $this->mount_points( $html ), 'name' ) );
	}

	public function test_visitors_and_subscribers_see_only_the_widgets() {
		$this->assertStringNotContainsString( 'yuno-widget-notice', do_shortcode( self::TYPOS ) );
		$this->log_in_as( 'subscriber' );
		$this->assertStringNotContainsString( 'yuno-widget-notice', do_shortcode( self::TYPOS ) );
	}

	public function test_a_shortcode_written_right_gets_no_note() {
		$this->log_in_as( 'editor' );
		$html = do_shortcode( '[yuno_course_card course_id="5" show_learn_more][yuno_header allowedRoles="Learner, Instructor" showSearch="no"][yuno_course_search emptyStateMessage=""]' );
		$this->assertStringNotContainsString( 'yuno-widget-notice', $html );
	}

	public function test_the_note_stays_text_through_another_shortcode_pass() {
		// A block theme runs the whole rendered page through do_shortcode once more: the
		// "[yuno_course_card]" of the note's heading must not become a second card.
		$this->log_in_as( 'editor' );
		$html = do_shortcode( do_shortcode( '[yuno_course_card courseId="1002" cours="1002"]' ) );
		$this->assertSame( 1, substr_count( $html, 'class="yuno-widget-notice"' ) );
		$this->assertCount( 1, $this->mount_points( $html ) );
	}

	public function test_the_note_is_text_whatever_was_typed() {
		$this->log_in_as( 'editor' );
		$html = do_shortcode( '[yuno_course_card courseId="<b>1</b>" onclick="alert(1)"]' );
		$this->assertStringNotContainsString( '<b>1</b>', $html );
		$this->assertStringContainsString( esc_html( 'courseId="<b>1</b>" was left out' ), $html );
	}
}
