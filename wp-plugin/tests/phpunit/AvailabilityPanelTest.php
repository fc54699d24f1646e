<?php
/**
 * See Availability needs the page's availability panel: the plugin adds one at the end of a
 * page whose course search or course card shows the button, unless the page has its own.
 *
 * @package YunoWidgets
 */

/**
 * The availability panel a page gets by itself.
 */
class AvailabilityPanelTest extends Yuno_Test_Case {

	/**
	 * The panels printed at the end of the page.
	 *
	 * @return array Mount points.
	 */
	private function footer_panels() {
		ob_start();
		YunoWidgets\print_availability_panel();
		$html = ob_get_clean();
		return array_values( array_filter( $this->mount_points( $html ), fn( $point ) => 'availability-panel' === $point['name'] ) );
	}

	public function test_a_course_search_page_gets_one_panel_with_its_script() {
		do_shortcode( '[yuno_course_search]' );
		do_shortcode( '[yuno_course_card courseId="3"]' );
		$this->assertNotFalse( has_action( 'wp_footer', 'YunoWidgets\\print_availability_panel' ), 'the footer prints the panel' );
		$this->assertCount( 1, $this->footer_panels() );
		$this->assertContains( 'yuno-widget-availability-panel', wp_scripts()->queue );
		$this->assertCount( 0, $this->footer_panels(), 'printed once, however often the footer asks' );
	}

	public function test_a_page_that_places_its_own_panel_gets_no_second_one() {
		do_shortcode( '[yuno_course_card courseId="3"]' );
		do_shortcode( '[yuno_availability_panel]' );
		$this->assertCount( 0, $this->footer_panels() );
	}

	public function test_cards_without_see_availability_need_no_panel() {
		do_shortcode( '[yuno_course_search showSeeAvailability="false"]' );
		do_shortcode( '[yuno_course_card courseId="3" showSeeAvailability="off"]' );
		do_shortcode( '[yuno_data_table preset="payments"]' );
		$this->assertFalse( has_action( 'wp_footer', 'YunoWidgets\\print_availability_panel' ) );
		$this->assertNotContains( 'yuno-widget-availability-panel', wp_scripts()->queue );
	}
}
