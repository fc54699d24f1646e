<?php
/**
 * Hostile attribute values reach the widget exactly as written and execute nothing:
 * quotes, &quot;, <script>, </script>, unicode, through shortcodes, blocks and post content.
 *
 * @package YunoWidgets
 */

/**
 * Escaping of the mount point and the page config.
 */
class EscapingTest extends Yuno_Test_Case {

	/**
	 * Values a site editor (or an attacker with editor access) might type, and whether a
	 * shortcode can carry them: WordPress's shortcode parser itself ends a shortcode at
	 * `]`, unescapes backslashes and empties values with an unclosed `<`.
	 */
	public function hostile_values() {
		return array(
			'double quotes'        => array( 'He said "hi" to "everyone"', true ),
			'single quote'         => array( "It's the learner's choice", true ),
			'an entity'            => array( 'Say &quot;hello&quot; &amp; &lt;b&gt; &#039;', true ),
			'a script element'     => array( '<script>window.yunoHacked = 1</script>', true ),
			'a closing script tag' => array( '</script><script>window.yunoHacked = 2</script>', true ),
			'markup'               => array( '<img src=x onerror="window.yunoHacked=3"> <b>bold</b>', true ),
			'unicode'              => array( 'Café – 日本語 – Ελληνικά – 🎓 – עברית', true ),
			'backslashes and json' => array( 'C:\\path\\"x\\u0022 {"a":1}', false ),
			'comment and cdata'    => array( '<!-- x --> ]]> --> <![CDATA[', false ),
		);
	}

	/**
	 * The raw attribute text holds no character that could end it or start markup.
	 *
	 * @param string $html Rendered HTML.
	 */
	private function assert_inert( $html ) {
		$this->assertSame( 1, preg_match( '/data-yuno-props="([^"]*)"/', $html, $match ), $html );
		$this->assertDoesNotMatchRegularExpression( '/[<>\']/', $match[1], 'no <, > or \' in the attribute' );
		$this->assertDoesNotMatchRegularExpression( '/&(?!quot;)/', $match[1], 'the only entity is &quot; (the JSON quotes)' );
		$this->assertStringNotContainsStringIgnoringCase( '<script', $html );
		$this->assertStringNotContainsStringIgnoringCase( '</script', $html );
		$this->assertStringNotContainsStringIgnoringCase( '<img', $html );
	}

	/**
	 * @dataProvider hostile_values
	 */
	public function test_a_shortcode_attribute_round_trips_intact( $value, $shortcode_safe ) {
		$quote      = false !== strpos( $value, '"' ) ? "'" : '"';
		// `category` is a category id: text there is dropped, never passed on as something else.
		$attributes = "emptyStateMessage={$quote}{$value}{$quote} category={$quote}{$value}{$quote}";
		// What WordPress's parser hands the shortcode is what must reach the widget.
		$parsed = shortcode_parse_atts( $attributes );
		if ( $shortcode_safe ) {
			$this->assertSame( $value, $parsed['emptystatemessage'] );
		}
		$html = do_shortcode( "[yuno_course_search $attributes]" );
		$this->assert_inert( $html );
		$props = $this->mount_point( $html )['props'];
		if ( '' === $parsed['emptystatemessage'] ) {
			$this->assertArrayNotHasKey( 'emptyStateMessage', $props, 'an empty value is no value' );
		} else {
			$this->assertSame( $parsed['emptystatemessage'], $props['emptyStateMessage'] );
		}
		$this->assertArrayNotHasKey( 'category', $props, 'text is not a category id' );
	}

	/**
	 * @dataProvider hostile_values
	 */
	public function test_a_block_attribute_round_trips_intact( $value ) {
		$html = do_blocks( $this->block_markup( 'yuno/course-search', array( 'emptyStateMessage' => $value, 'category' => $value ) ) );
		$this->assert_inert( $html );
		$props = $this->mount_point( $html )['props'];
		$this->assertSame( $value, $props['emptyStateMessage'] );
		$this->assertArrayNotHasKey( 'category', $props, 'text is not a category id' );
	}

	/**
	 * @dataProvider hostile_values
	 */
	public function test_a_block_saved_in_a_post_round_trips_through_the_database_and_the_content_filters( $value ) {
		$admin = $this->log_in_as( 'administrator' );
		$id    = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_title'   => 'Hostile',
					'post_author'  => $admin,
					'post_content' => $this->block_markup( 'yuno/course-search', array( 'emptyStateMessage' => $value ) ),
				)
			)
		);
		$this->assertIsInt( $id );
		$html = apply_filters( 'the_content', get_post( $id )->post_content );
		$this->assert_inert( $html );
		$this->assertSame( $value, $this->mount_point( $html )['props']['emptyStateMessage'] );
	}

	public function test_a_shortcode_in_post_content_round_trips_through_the_content_filters() {
		$value = 'Say "hi" &quot;quoted&quot; &amp; <b>bold</b> <script>window.yunoHacked=1</script> </script> café 日本語 🎓';
		$html  = apply_filters( 'the_content', "<!-- wp:shortcode -->\n[yuno_course_search emptyStateMessage='$value']\n<!-- /wp:shortcode -->\n" );
		$this->assert_inert( $html );
		$this->assertSame( $value, $this->mount_point( $html )['props']['emptyStateMessage'] );
	}

	public function test_the_page_config_cannot_close_its_script_element() {
		$this->log_in_as( 'subscriber' );
		$token = '</script><script>window.yunoHacked=4</script>&quot;\'"';
		$this->add_filter(
			'yuno_widgets_user_context',
			function () use ( $token ) {
				return array( 'userId' => 99, 'token' => $token );
			}
		);
		$this->add_filter(
			'yuno_widgets_strings',
			function () {
				return array( 'greeting' => '<!-- <script> -->' );
			}
		);
		$script = YunoWidgets\page_config_script();
		$this->assertStringNotContainsString( '<', $script );
		$this->assertStringNotContainsString( '>', $script );
		$this->assertSame( 1, preg_match( '/^window\.yunoConfig = (.*);$/s', $script, $match ) );
		$config = json_decode( $match[1], true );
		$this->assertSame( $token, $config['token'] );
		$this->assertSame( '<!-- <script> -->', $config['strings']['greeting'] );
	}
}
