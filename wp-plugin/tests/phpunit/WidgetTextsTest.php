<?php
/**
 * The widgets' texts through the text domain: the catalogue the build collects from the
 * widgets' sources, and the translations of the site's language in the page config.
 *
 * @package YunoWidgets
 */

/**
 * widget_texts() and yunoConfig.strings.
 */
class WidgetTextsTest extends Yuno_Test_Case {

	/**
	 * Translates some widget texts as a loaded translation of the text domain would.
	 *
	 * @param array<string,string> $translations English => translation.
	 */
	private function translate_domain( array $translations ) {
		$this->add_filter(
			'gettext',
			function ( $translation, $text, $domain ) use ( $translations ) {
				return 'yuno-widgets' === $domain && isset( $translations[ $text ] ) ? $translations[ $text ] : $translation;
			},
			10,
			3
		);
	}

	public function test_the_catalogue_holds_what_the_widgets_show_and_no_code() {
		$texts = YunoWidgets\widget_texts();
		foreach ( array( 'See Availability', '{n} online courses available', 'Page {n}', 'Close', 'This field is required', 'Yuno widget “{name}” could not be shown.' ) as $text ) {
			$this->assertContains( $text, $texts, $text );
		}
		foreach ( $texts as $text ) {
			$this->assertDoesNotMatchRegularExpression( '/^(yuno-|https?:|\/|\[|[a-z]+:[a-z]+$)|var\(--|noopener/', $text, 'not a class name, address, selector, event name or CSS' );
		}
		$this->assertSame( array_values( array_unique( $texts ) ), $texts, 'each text once' );
	}

	public function test_an_english_site_sends_no_strings() {
		$this->assertEquals( (object) array(), YunoWidgets\page_config()['strings'] );
	}

	public function test_the_site_languages_translations_reach_the_widgets() {
		$this->translate_domain(
			array(
				'See Availability'             => 'Ver disponibilidad',
				'{n} online courses available' => '{n} cursos en línea disponibles',
				'Not a widget text'            => 'ignored',
			)
		);
		$this->assertEquals(
			(object) array(
				'{n} online courses available' => '{n} cursos en línea disponibles',
				'See Availability'             => 'Ver disponibilidad',
			),
			YunoWidgets\page_config()['strings']
		);
	}

	public function test_the_filter_gets_the_translations_and_has_the_last_word() {
		$this->translate_domain( array( 'See Availability' => 'Ver disponibilidad' ) );
		$this->add_filter(
			'yuno_widgets_strings',
			function ( $strings ) {
				TestCase_Assert::same( array( 'See Availability' => 'Ver disponibilidad' ), $strings );
				return array_merge( $strings, array( 'See Availability' => 'Ver horarios', 'Login' => 'Entrar' ) );
			}
		);
		$this->assertEquals( (object) array( 'See Availability' => 'Ver horarios', 'Login' => 'Entrar' ), YunoWidgets\page_config()['strings'] );
	}

	public function test_a_site_with_wording_loads_its_code_after_the_runtime_and_an_english_site_does_not() {
		do_shortcode( '[yuno_course_card courseId="3"]' );
		$this->assertFalse( wp_script_is( YunoWidgets\WORDING_HANDLE, 'enqueued' ), 'no wording, no script' );

		$this->reset_assets();
		$this->add_filter(
			'yuno_widgets_strings',
			function () {
				return array( 'See Availability' => 'Ver disponibilidad' );
			}
		);
		do_shortcode( '[yuno_course_card courseId="3"]' );
		$this->assertTrue( wp_script_is( YunoWidgets\WORDING_HANDLE, 'enqueued' ) );
		ob_start();
		wp_scripts()->do_items( array( YunoWidgets\WORDING_HANDLE, 'yuno-widget-course-card' ) );
		$printed    = ob_get_clean();
		$runtime_at = strpos( $printed, '/build/widgets/yuno-runtime.js?ver=' );
		$wording_at = strpos( $printed, '/build/widgets/site-strings.js?ver=' );
		$this->assertNotFalse( $runtime_at );
		$this->assertNotFalse( $wording_at );
		$this->assertLessThan( $wording_at, $runtime_at, 'the runtime comes first' );
	}
}
