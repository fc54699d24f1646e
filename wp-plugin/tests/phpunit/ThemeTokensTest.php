<?php
/**
 * The widgets' tokens follow the theme's theme.json presets where contrast allows.
 *
 * @package YunoWidgets
 */

/**
 * Token mapping.
 */
class ThemeTokensTest extends Yuno_Test_Case {

	private function use_palette( array $palette, $font = null ) {
		$this->add_filter(
			'wp_theme_json_data_theme',
			function ( $theme_json ) use ( $palette, $font ) {
				$data = array(
					'version'  => 2,
					'settings' => array( 'color' => array( 'palette' => $palette ) ),
				);
				if ( $font ) {
					$data['settings']['typography'] = array( 'fontFamilies' => array( array( 'slug' => $font, 'name' => 'Body', 'fontFamily' => 'Georgia, serif' ) ) );
					$data['styles']                 = array( 'typography' => array( 'fontFamily' => 'var:preset|font-family|' . $font ) );
				}
				return $theme_json->update_with( $data );
			}
		);
		$this->forget_theme_json();
	}

	private function forget_theme_json() {
		WP_Theme_JSON_Resolver::clean_cached_data();
		if ( function_exists( 'wp_clean_theme_json_cache' ) ) {
			wp_clean_theme_json_cache();
		}
	}

	protected function tearDown(): void {
		parent::tearDown();
		$this->forget_theme_json();
	}

	public function test_contrast_and_mixing() {
		$this->assertEqualsWithDelta( 21.0, YunoWidgets\contrast_ratio( '#000', '#ffffff' ), 0.01 );
		$this->assertEqualsWithDelta( 1.0, YunoWidgets\contrast_ratio( '#abc', '#aabbcc' ), 0.01 );
		$this->assertLessThan( 4.5, YunoWidgets\contrast_ratio( '#9dff20', '#ffffff' ) );
		$this->assertSame( '#808080', YunoWidgets\mix_hex( '#000000', '#ffffff', 0.5 ) );
		$this->assertNull( YunoWidgets\hex_to_rgb( 'red' ) );
	}

	public function test_a_readable_primary_colour_text_colour_and_body_font_are_mapped() {
		$this->use_palette(
			array(
				array( 'slug' => 'primary', 'color' => '#345C00', 'name' => 'Primary' ),
				array( 'slug' => 'contrast', 'color' => '#000000', 'name' => 'Contrast' ),
			),
			'body-serif'
		);
		$tokens = YunoWidgets\theme_tokens();
		$this->assertSame( 'var(--wp--preset--color--primary, #345c00)', $tokens['--yuno-color-primary'] );
		$this->assertSame( $tokens['--yuno-color-primary'], $tokens['--yuno-color-link'] );
		$this->assertSame( 'var(--wp--preset--color--contrast, #000000)', $tokens['--yuno-color-text'] );
		$this->assertSame( 'var(--wp--preset--font-family--body-serif)', $tokens['--yuno-font'] );
		$this->assertStringStartsWith( ':where(body) { --yuno-color-primary: var(--wp--preset--color--primary, #345c00);', YunoWidgets\theme_tokens_css() );
	}

	public function test_a_colour_that_would_be_unreadable_is_not_mapped() {
		$this->use_palette( array( array( 'slug' => 'primary', 'color' => '#9DFF20', 'name' => 'Primary' ) ) );
		$this->assertArrayNotHasKey( '--yuno-color-primary', YunoWidgets\theme_tokens() );
	}

	public function test_the_filter_adjusts_the_mapping_but_cannot_break_out_of_the_rule() {
		$this->add_filter(
			'yuno_widgets_theme_tokens',
			function () {
				return array(
					'--yuno-radius-md'   => '2px',
					'--yuno-color-text'  => 'red; } body { display: none',
					'color'              => 'red',
					'--yuno-font</style>' => 'x',
				);
			}
		);
		$this->assertSame( ':where(body) { --yuno-radius-md: 2px; }', YunoWidgets\theme_tokens_css() );
	}

	public function test_the_mapping_is_printed_with_the_widgets_only() {
		$this->add_filter(
			'yuno_widgets_theme_tokens',
			function () {
				return array( '--yuno-radius-md' => '2px' );
			}
		);
		do_shortcode( '[yuno_footer]' );
		$inline = wp_styles()->get_data( YunoWidgets\PLACEHOLDER_HANDLE, 'after' );
		$this->assertSame( ':where(body) { --yuno-radius-md: 2px; }', $inline[0] );
	}
}
