<?php
/**
 * A widget that cannot render for want of an editor's setting: visitors get nothing in its
 * place (no mount point, no scripts, no developer wording); people who can edit the page get
 * a note saying what to set. A mount point the runtime refuses is hidden from visitors by a
 * rule printed only for them.
 *
 * @package YunoWidgets
 */

/**
 * Course card and course availability without a course, data table without a preset.
 */
class MissingSettingsTest extends Yuno_Test_Case {

	/**
	 * Block, the setting it lacks, what the editor's note asks for.
	 */
	public function misconfigured_blocks() {
		return array(
			'course card without a course'         => array( 'course-card', array( 'showLearnMore' => true ), 'Yuno course card cannot be shown yet:', 'Choose its course in the block’s settings (or type the course ID).' ),
			'course availability without a course' => array( 'course-availability', array(), 'Yuno course availability cannot be shown yet:', 'Choose its course in the block’s settings (or type the course ID).' ),
			'data table without a preset'          => array( 'data-table', array(), 'Yuno data table cannot be shown yet:', 'Choose which table it shows (its preset) in the block’s settings.' ),
			'data table with an unknown preset'    => array( 'data-table', array( 'preset' => 'everything' ), 'Yuno data table cannot be shown yet:', 'Choose which table it shows (its preset) in the block’s settings.' ),
		);
	}

	/**
	 * @dataProvider misconfigured_blocks
	 */
	public function test_a_visitor_gets_nothing_in_its_place( $name, $attributes ) {
		$html = do_blocks( '<p>Before</p>' . $this->block_markup( 'yuno/' . $name, $attributes ) . '<p>After</p>' );
		$this->assertSame( '<p>Before</p><p>After</p>', $html, 'no mount point, no note, no placeholder: its space collapses' );
		$this->assertFalse( wp_script_is( 'yuno-widget-' . $name, 'enqueued' ), 'nothing loads for it' );

		$tag = 'yuno_' . str_replace( '-', '_', $name );
		$this->assertSame( '', do_shortcode( "[$tag]" ), 'the shortcode too' );
	}

	/**
	 * @dataProvider misconfigured_blocks
	 */
	public function test_someone_who_can_edit_the_page_gets_a_note_with_the_fix( $name, $attributes, $heading, $fix ) {
		$this->log_in_as( 'editor' );
		$html = do_blocks( $this->block_markup( 'yuno/' . $name, $attributes ) );
		$this->assertSame( array(), $this->mount_points( $html ) );
		$this->assertStringContainsString( 'class="yuno-widget-notice" role="note"', $html );
		$this->assertStringContainsString( '<strong>' . esc_html( $heading ) . '</strong> only people who can edit this page see this note.', $html );
		$this->assertStringContainsString( '<li>' . esc_html( $fix ) . '</li>', $html );
		$this->assertStringNotContainsString( 'property is required', $html );
	}

	public function test_a_subscriber_is_a_visitor_here() {
		$this->log_in_as( 'subscriber' );
		$this->assertSame( '', do_blocks( $this->block_markup( 'yuno/course-card' ) ) );
	}

	public function test_the_shortcode_note_says_visitors_see_nothing_and_the_widget_is_not_printed() {
		$this->log_in_as( 'editor' );
		$html = do_shortcode( '[yuno_course_card show_learn_more]' );
		$this->assertSame( array(), $this->mount_points( $html ) );
		$this->assertStringContainsString( 'courseId is required (a whole number of 1 or more): until it is set, visitors see nothing in place of the widget.', $html );
	}

	public function test_a_widget_with_its_settings_still_mounts_for_everyone() {
		$this->assertSame( 'course-card', $this->mount_point( do_blocks( $this->block_markup( 'yuno/course-card', array( 'courseId' => 4 ) ) ) )['name'] );
		$this->log_in_as( 'editor' );
		$this->assertSame( 'data-table', $this->mount_point( do_shortcode( '[yuno_data_table preset="payments"]' ) )['name'] );
	}

	/**
	 * The inline style and the inline scripts before the runtime, for this page.
	 */
	private function page_extras() {
		return array(
			'css'    => implode( '', (array) wp_styles()->get_data( 'yuno-widgets-placeholder', 'after' ) ),
			'script' => implode( '', (array) wp_scripts()->get_data( YunoWidgets\RUNTIME_HANDLE, 'before' ) ),
		);
	}

	public function test_visitors_get_the_rule_that_hides_a_widget_that_could_not_mount_and_editors_the_api_check() {
		YunoWidgets\render_widget( 'footer', array() );
		$visitor = $this->page_extras();
		$this->assertStringContainsString( '[data-yuno-mounted="error"]{display:none!important}', $visitor['css'] );
		$this->assertStringNotContainsString( 'could not reach', $visitor['script'] );

		$this->reset_assets();
		$this->log_in_as( 'editor' );
		YunoWidgets\render_widget( 'footer', array() );
		$editor = $this->page_extras();
		$this->assertStringNotContainsString( 'data-yuno-mounted', $editor['css'] );
		$base = YunoWidgets\add_page_config()['apiBase'];
		$this->assertStringContainsString( 'fetch("' . $base . '/v4/categories",{headers:{Accept:"application/json",Authorization:""}})', $editor['script'] );
		$this->assertStringContainsString( 'could not reach the marketplace API at ' . $base, $editor['script'] );
		$this->assertStringContainsString( 'Settings \u2192 Yuno widgets', $editor['script'] );
	}
}
