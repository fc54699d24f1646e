<?php
/**
 * Each shortcode and each block prints the mount point with the right props, through the
 * one shared render function.
 *
 * @package YunoWidgets
 */

/**
 * Mount points from shortcodes and blocks.
 */
class RenderTest extends Yuno_Test_Case {

	public function test_every_widget_is_a_shortcode_and_a_block_in_the_yuno_category() {
		// The widgets are the folders of blocks/ (the names are checked against the embed
		// contract with the bundles, in scripts/widget-registry.test.ts).
		$folders = array_map( 'basename', glob( YUNO_WIDGETS_DIR . 'blocks/*', GLOB_ONLYDIR ) );
		$this->assertCount( 9, $folders );
		$this->assertSame( $folders, array_keys( YunoWidgets\widgets() ) );
		foreach ( $folders as $name ) {
			$tag = 'yuno_' . str_replace( '-', '_', $name );
			$this->assertTrue( shortcode_exists( $tag ), "shortcode $tag" );
			$block = WP_Block_Type_Registry::get_instance()->get_registered( 'yuno/' . $name );
			$this->assertNotNull( $block, "block yuno/$name" );
			$this->assertSame( 'yuno', $block->category );
			$this->assertNotEmpty( $block->title );
			$this->assertNotEmpty( $block->description );
			$this->assertNotEmpty( $block->icon );
			$this->assertContains( 'yuno', $block->keywords );
			$this->assertTrue( $block->is_dynamic(), "yuno/$name renders on the server" );
		}
	}

	public function test_the_yuno_category_comes_first_in_the_inserter() {
		$categories = apply_filters( 'block_categories_all', array( array( 'slug' => 'text', 'title' => 'Text' ) ), null );
		$this->assertSame( 'yuno', $categories[0]['slug'] );
		$this->assertSame( 'Yuno', $categories[0]['title'] );
	}

	/**
	 * Widget, shortcode attributes, block attributes, expected props.
	 */
	public function widget_cases() {
		return array(
			'header'              => array(
				'header',
				'allowedRoles="Learner, Instructor" showSearch="false" showSideMenu="0" showNotificationBar="no"',
				array( 'allowedRoles' => array( 'Learner', 'Instructor' ), 'showSearch' => false, 'showSideMenu' => false, 'showNotificationBar' => false ),
				array( 'allowedRoles' => array( 'Learner', 'Instructor' ), 'showSearch' => false, 'showSideMenu' => false, 'showNotificationBar' => false ),
			),
			'side-menu'           => array( 'side-menu', '', array(), array() ),
			'footer'              => array( 'footer', '', array(), array() ),
			'course-search'       => array(
				'course-search',
				'category="3060" showSeeAvailability="false" show_learn_more="true" emptyStateMessage="Nothing here yet."',
				array( 'category' => 3060, 'showSeeAvailability' => false, 'showLearnMore' => true, 'emptyStateMessage' => 'Nothing here yet.' ),
				array( 'category' => 3060, 'showSeeAvailability' => false, 'showLearnMore' => true, 'emptyStateMessage' => 'Nothing here yet.' ),
			),
			'course-card'         => array(
				'course-card',
				'courseId="12" showLearnMore',
				array( 'courseId' => 12, 'showLearnMore' => true ),
				array( 'courseId' => 12, 'showSeeAvailability' => true, 'showLearnMore' => true ),
			),
			'availability-panel'  => array( 'availability-panel', '', array(), array() ),
			'course-availability' => array( 'course-availability', 'courseid="7"', array( 'courseId' => 7 ), array( 'courseId' => 7 ) ),
			'referral-menu'       => array( 'referral-menu', '', array(), array() ),
			'data-table'          => array( 'data-table', 'preset="payments"', array( 'preset' => 'payments' ), array( 'preset' => 'payments' ) ),
		);
	}

	/**
	 * @dataProvider widget_cases
	 */
	public function test_the_shortcode_prints_the_mount_point_with_its_props( $name, $shortcode_attributes, $block_attributes, $expected ) {
		$tag   = 'yuno_' . str_replace( '-', '_', $name );
		$point = $this->mount_point( do_shortcode( "[$tag $shortcode_attributes]" ) );
		$this->assertSame( $name, $point['name'] );
		$this->assertSame( $expected, $point['props'] );
		$this->assertStringContainsString( 'yuno-widget--' . $name, $point['class'] );
	}

	/**
	 * @dataProvider widget_cases
	 */
	public function test_the_block_prints_the_same_mount_point( $name, $shortcode_attributes, $block_attributes, $expected ) {
		$html  = do_blocks( $this->block_markup( 'yuno/' . $name, $block_attributes ) );
		$point = $this->mount_point( $html );
		$this->assertSame( $name, $point['name'] );
		$this->assertSame( $expected, $point['props'] );
		$this->assertStringContainsString( 'wp-block-yuno-' . $name, $point['class'] );

		$tag       = 'yuno_' . str_replace( '-', '_', $name );
		$shortcode = $this->mount_point( do_shortcode( "[$tag $shortcode_attributes]" ) );
		$this->assertSame( $shortcode['json'], $point['json'], 'block and shortcode print the same props' );
	}

	public function test_defaults_fill_in_what_is_not_given() {
		$this->assertSame(
			array( 'allowedRoles' => array(), 'showSearch' => true, 'showSideMenu' => true, 'showNotificationBar' => true ),
			$this->mount_point( do_shortcode( '[yuno_header]' ) )['props']
		);
		$this->assertSame(
			array( 'showSeeAvailability' => true, 'showLearnMore' => false ),
			$this->mount_point( do_shortcode( '[yuno_course_search]' ) )['props']
		);
		$this->assertSame( '{}', $this->mount_point( do_shortcode( '[yuno_footer]' ) )['json'], 'no props is an empty object, not a list' );
	}

	public function test_unknown_attributes_and_values_of_the_wrong_type_are_dropped() {
		$card = $this->mount_point( do_shortcode( '[yuno_course_card courseId="3" showLearnMore="maybe" color="red" onclick="alert(1)" __throw="true"]' ) );
		$this->assertSame( array( 'courseId' => 3, 'showSeeAvailability' => true, 'showLearnMore' => false ), $card['props'] );

		// A required value dropped leaves the widget without it: nothing is printed (MissingSettingsTest).
		foreach ( array( 'abc', '0', '-3', '1.5', '1e3', ' 12x', '' ) as $bad ) {
			$this->assertSame( '', do_shortcode( '[yuno_course_availability courseId="' . $bad . '"]' ), "courseId \"$bad\"" );
		}
		$this->assertSame( '', do_shortcode( '[yuno_data_table preset="everything"]' ) );

		$block = $this->mount_point(
			do_blocks( $this->block_markup( 'yuno/course-search', array( 'category' => array( 'x' ), 'showLearnMore' => 'yes please', 'emptyStateMessage' => 42, 'style' => 'color:red' ) ) )
		);
		$this->assertSame( array( 'showSeeAvailability' => true, 'showLearnMore' => false ), $block['props'] );
		$header = $this->mount_point( do_blocks( $this->block_markup( 'yuno/header', array( 'allowedRoles' => array( 'Learner', 3 ) ) ) ) );
		$this->assertSame( array(), $header['props']['allowedRoles'], 'a list with a non-string item is dropped' );
	}

	public function test_attribute_names_ignore_case_underscores_and_dashes() {
		$props = $this->mount_point( do_shortcode( '[yuno_course_card course_id="5" SHOW-LEARN-MORE="on" showseeavailability="off"]' ) )['props'];
		$this->assertSame( array( 'courseId' => 5, 'showSeeAvailability' => false, 'showLearnMore' => true ), $props );
	}

	public function test_a_placeholder_sized_like_the_widget_fills_the_mount_point_until_it_mounts() {
		$point = $this->mount_point( do_shortcode( '[yuno_course_search]' ) );
		$this->assertNotNull( $point['placeholder'] );
		$this->assertSame( 'true', $point['placeholder']->getAttribute( 'aria-hidden' ) );
		// Its size is the built stylesheet's, from the widgets' one source of sizes.
		$this->assertSame( 'yuno-placeholder yuno-placeholder--course-search', $point['placeholder']->getAttribute( 'class' ) );
		$this->assertMatchesRegularExpression( '#/build/widgets/yuno-placeholders\.css$#', wp_styles()->registered[ YunoWidgets\PLACEHOLDER_HANDLE ]->src );
		$this->assertSame( 'yuno-placeholder yuno-placeholder--data-table yuno-placeholder--data-table-learner-home', $this->mount_point( do_shortcode( '[yuno_data_table preset="learner-home"]' ) )['placeholder']->getAttribute( 'class' ) );
		$this->assertNull( $this->mount_point( do_shortcode( '[yuno_availability_panel]' ) )['placeholder'], 'the panel is an overlay and takes no room' );
	}

	public function test_a_page_whose_content_places_widgets_gets_the_placeholders_style_in_its_head() {
		$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Widgets', 'post_content' => '[yuno_footer]' ) );
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		do_action( 'wp_enqueue_scripts' );
		// Before the content renders: a classic theme renders it after the head.
		$this->assertTrue( wp_style_is( YunoWidgets\PLACEHOLDER_HANDLE, 'enqueued' ) );

		$this->reset_assets();
		$plain                   = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Text', 'post_content' => 'Just text.' ) );
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $plain ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		do_action( 'wp_enqueue_scripts' );
		$this->assertFalse( wp_style_is( YunoWidgets\PLACEHOLDER_HANDLE, 'enqueued' ) );
	}

	public function test_a_visitors_header_reserves_the_notification_bar_only_when_one_is_set() {
		update_option( YunoWidgets\OPTION, array( 'notification_text' => 'Free workshops' ) );
		$this->assertSame( 'yuno-placeholder yuno-placeholder--header yuno-placeholder--header-notice', $this->mount_point( do_shortcode( '[yuno_header]' ) )['placeholder']->getAttribute( 'class' ) );
		$this->reset_assets();
		update_option( YunoWidgets\OPTION, array( 'notification_text' => '' ) );
		$this->assertSame( 'yuno-placeholder yuno-placeholder--header yuno-placeholder--header-public', $this->mount_point( do_shortcode( '[yuno_header]' ) )['placeholder']->getAttribute( 'class' ) );
	}

	public function test_shortcodes_in_post_content_render_through_the_content_filter() {
		$html   = apply_filters( 'the_content', "<!-- wp:shortcode -->\n[yuno_course_card courseId=\"3\"]\n<!-- /wp:shortcode -->\n\n" . $this->block_markup( 'yuno/data-table', array( 'preset' => 'enrollments' ) ) );
		$points = $this->mount_points( $html );
		$this->assertSame( array( 'course-card', 'data-table' ), array_column( $points, 'name' ) );
		$this->assertSame( 3, $points[0]['props']['courseId'] );
		$this->assertSame( 'enrollments', $points[1]['props']['preset'] );
	}

	public function test_the_header_and_footer_blocks_are_full_width_unless_the_editor_chooses_otherwise() {
		foreach ( array( 'header', 'footer' ) as $name ) {
			$block = WP_Block_Type_Registry::get_instance()->get_registered( 'yuno/' . $name );
			$this->assertSame( array( 'wide', 'full' ), $block->supports['align'] );
			$point = $this->mount_point( do_blocks( $this->block_markup( 'yuno/' . $name ) ) );
			$this->assertContains( 'alignfull', explode( ' ', $point['class'] ), "$name by default" );
			$this->assertArrayNotHasKey( 'align', (array) $point['props'], 'alignment is the wrapper’s, not a prop' );
			$wide = $this->mount_point( do_blocks( $this->block_markup( 'yuno/' . $name, array( 'align' => 'wide' ) ) ) );
			$this->assertContains( 'alignwide', explode( ' ', $wide['class'] ) );
			$this->assertNotContains( 'alignfull', explode( ' ', $wide['class'] ) );
		}
		$card = $this->mount_point( do_blocks( $this->block_markup( 'yuno/course-card', array( 'courseId' => 3 ) ) ) );
		$this->assertNotContains( 'alignfull', explode( ' ', $card['class'] ), 'content blocks keep the content width' );
	}
}
