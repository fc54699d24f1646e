<?php
/**
 * Scripts load only where a widget renders: the runtime (with the page config printed
 * once, before it) and the bundle of each widget on the page, with versioned URLs.
 *
 * @package YunoWidgets
 */

/**
 * Script and style enqueueing.
 */
class AssetsTest extends Yuno_Test_Case {

	/**
	 * The plugin's script handles that are enqueued.
	 *
	 * @return string[]
	 */
	private function enqueued_yuno_scripts() {
		$handles = array_filter(
			wp_scripts()->queue,
			function ( $handle ) {
				return 0 === strpos( $handle, 'yuno-' );
			}
		);
		sort( $handles );
		return array_values( $handles );
	}

	public function test_the_plugin_build_has_the_runtime_the_kit_and_a_bundle_for_every_widget() {
		$manifest = YunoWidgets\bundle_manifest();
		$this->assertArrayHasKey( 'yuno-runtime', $manifest['bundles'] );
		$this->assertArrayHasKey( 'yuno-kit', $manifest['bundles'] );
		$this->assertArrayHasKey( 'overlays', $manifest['bundles'] );
		foreach ( array_keys( YunoWidgets\widgets() ) as $name ) {
			$this->assertArrayHasKey( $name, $manifest['bundles'], "the build has $name.js" );
			$this->assertFileExists( YUNO_WIDGETS_DIR . 'build/widgets/' . $manifest['bundles'][ $name ]['file'] );
		}
	}

	public function test_a_page_without_widgets_loads_nothing_from_the_plugin() {
		apply_filters( 'the_content', "<!-- wp:paragraph -->\n<p>Just text, and a [gallery] of nothing.</p>\n<!-- /wp:paragraph -->" );
		$this->assertSame( array(), $this->enqueued_yuno_scripts() );
		$this->assertFalse( wp_style_is( YunoWidgets\PLACEHOLDER_HANDLE, 'enqueued' ) );
	}

	public function test_a_widget_loads_the_runtime_and_its_own_bundle_only() {
		do_shortcode( '[yuno_course_card courseId="3"]' );
		$this->assertEqualsCanonicalizing( array( 'yuno-runtime', 'yuno-widget-course-card', YunoWidgets\PAGE_FACTS_HANDLE ), $this->enqueued_yuno_scripts() );
		$this->assertTrue( wp_style_is( YunoWidgets\PLACEHOLDER_HANDLE, 'enqueued' ) );

		do_blocks( $this->block_markup( 'yuno/header' ) );
		$this->assertEqualsCanonicalizing( array( 'yuno-runtime', 'yuno-widget-course-card', YunoWidgets\PAGE_FACTS_HANDLE, 'yuno-widget-header' ), $this->enqueued_yuno_scripts() );
	}

	public function test_the_placeholders_come_with_the_inline_script_that_tells_them_an_android_phone_in_the_head() {
		do_shortcode( '[yuno_header]' );
		$script = wp_scripts()->registered[ YunoWidgets\PAGE_FACTS_HANDLE ];
		$this->assertFalse( $script->src, 'inline: no request before the first paint' );
		$this->assertArrayNotHasKey( 'group', $script->extra, 'in the head, before any mount point' );
		$inline = implode( "\n", (array) wp_scripts()->get_data( YunoWidgets\PAGE_FACTS_HANDLE, 'after' ) );
		$this->assertStringContainsString( 'yuno-android', $inline );
		$this->assertStringContainsString( 'yuno-app-prompt', $inline );
	}

	public function test_every_widget_script_depends_on_the_runtime_and_the_kit_and_has_a_versioned_url() {
		$manifest = YunoWidgets\bundle_manifest();
		foreach ( array_keys( YunoWidgets\widgets() ) as $name ) {
			$script = wp_scripts()->registered[ 'yuno-widget-' . $name ];
			$this->assertSame( array( 'yuno-runtime', 'yuno-kit' ), $script->deps, $name );
			$this->assertSame( $manifest['version'] . '-' . $manifest['bundles'][ $name ]['hash'], $script->ver, $name );
			$this->assertMatchesRegularExpression( '#/yuno-widgets/build/widgets/' . preg_quote( $name, '#' ) . '\.js$#', $script->src );
		}
		$this->assertMatchesRegularExpression( '/^[\w.]+-[0-9a-f]{10}$/', wp_scripts()->registered['yuno-runtime']->ver );
		$this->assertSame( array( 'yuno-runtime' ), wp_scripts()->registered['yuno-kit']->deps );
		$this->assertMatchesRegularExpression( '/^[\w.]+-[0-9a-f]{10}$/', wp_scripts()->registered['yuno-kit']->ver );
	}

	public function test_the_build_version_changes_when_any_bundle_does_a_part_too() {
		$manifest = YunoWidgets\bundle_manifest();
		$version  = YunoWidgets\build_version( $manifest );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( $manifest['version'], '/' ) . '-[0-9a-f]{10}$/', $version );
		$this->assertArrayHasKey( 'ui-dialog', $manifest['bundles'] );
		// Only a part rebuilt: the dialogs' code.
		$rebuilt = $manifest;
		$rebuilt['bundles']['ui-dialog']['hash'] = 'f00f00f00f';
		$this->assertNotSame( $version, YunoWidgets\build_version( $rebuilt ) );
		$this->assertSame( $version, YunoWidgets\build_version( $manifest ) );
	}

	public function test_the_page_config_is_printed_once_before_the_runtime() {
		do_shortcode( '[yuno_header][yuno_footer]' );
		do_blocks( $this->block_markup( 'yuno/course-search' ) );
		ob_start();
		wp_scripts()->do_items( array( 'yuno-runtime', 'yuno-widget-header' ) );
		$printed = ob_get_clean();
		$this->assertSame( 1, substr_count( $printed, 'window.yunoConfig = ' ) );
		$config_at  = strpos( $printed, 'window.yunoConfig = ' );
		$runtime_at = strpos( $printed, '/build/widgets/yuno-runtime.js?ver=' );
		$kit_at     = strpos( $printed, '/build/widgets/yuno-kit.js?ver=' );
		$header_at  = strpos( $printed, '/build/widgets/header.js?ver=' );
		$this->assertNotFalse( $runtime_at );
		$this->assertNotFalse( $kit_at );
		$this->assertNotFalse( $header_at );
		$this->assertLessThan( $runtime_at, $config_at, 'the config comes before the runtime' );
		$this->assertLessThan( $kit_at, $runtime_at, 'the runtime comes before the kit' );
		$this->assertLessThan( $header_at, $kit_at, 'the kit comes before the widget' );
	}

	public function test_the_editor_script_needs_no_react_jsx_runtime_and_loads_the_runtime() {
		$editor = wp_scripts()->registered[ YunoWidgets\EDITOR_HANDLE ];
		$this->assertNotContains( 'react-jsx-runtime', $editor->deps );
		$this->assertNotContains( 'react', $editor->deps );
		$this->assertContains( 'wp-element', $editor->deps );
		$this->assertContains( 'wp-blocks', $editor->deps );
		$this->assertContains( 'yuno-runtime', $editor->deps );
		foreach ( YunoWidgets\widgets() as $widget ) {
			$block = WP_Block_Type_Registry::get_instance()->get_registered( $widget['block'] );
			$this->assertContains( YunoWidgets\EDITOR_HANDLE, $block->editor_script_handles );
		}

		YunoWidgets\prepare_editor_script();
		$before = implode( "\n", wp_scripts()->get_data( YunoWidgets\EDITOR_HANDLE, 'before' ) );
		$this->assertSame( 1, preg_match( '/window\.yunoWidgetsEditor = (.*);/', $before, $match ) );
		$data = json_decode( $match[1], true );
		$this->assertStringContainsString( '/build/widgets/yuno-runtime.js?ver=', $data['runtimeUrl'] );
		$this->assertStringContainsString( '/build/widgets/yuno-kit.js?ver=', $data['kitUrl'] );
		$this->assertSame( array_keys( YunoWidgets\widgets() ), array_keys( $data['widgets'] ) );
		$this->assertSame( 'yuno/course-search', $data['widgets']['course-search']['block'] );
		$this->assertStringContainsString( '/build/widgets/course-search.js?ver=', $data['widgets']['course-search']['bundle'] );
	}
}
