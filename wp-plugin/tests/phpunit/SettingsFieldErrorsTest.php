<?php
/**
 * Settings → Yuno widgets after a refused save: the fields in error are marked, described by
 * their message, and the first one on the page takes the focus.
 *
 * @package YunoWidgets
 */

/**
 * The settings fields after a save.
 */
class SettingsFieldErrorsTest extends Yuno_Test_Case {

	/**
	 * Saves the values as the form would, then renders the page that follows.
	 *
	 * @param array $values Submitted settings.
	 * @return DOMXPath The page.
	 */
	private function page_after_saving( array $values ) {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->log_in_as( 'administrator' );
		$_POST    = array(
			'action'       => YunoWidgets\SETTINGS_ACTION,
			'yuno_widgets' => wp_slash( $values ),
			'_wpnonce'     => wp_create_nonce( YunoWidgets\SETTINGS_ACTION ),
		);
		$_REQUEST = $_POST;
		YunoWidgets\save_settings_from_request();
		ob_start();
		YunoWidgets\render_settings_page();
		$document = new DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$document->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . ob_get_clean() . '</body></html>' );
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		return new DOMXPath( $document );
	}

	/**
	 * The text of the elements an element's aria-describedby names, in order.
	 *
	 * @param DOMXPath   $page    The page.
	 * @param DOMElement $control The form control.
	 * @return string[]
	 */
	private function descriptions( DOMXPath $page, DOMElement $control ) {
		$texts = array();
		foreach ( preg_split( '/\s+/', $control->getAttribute( 'aria-describedby' ), -1, PREG_SPLIT_NO_EMPTY ) as $id ) {
			$found = $page->query( '//*[@id="' . $id . '"]' );
			$this->assertSame( 1, $found->length, "one element with the id $id" );
			$texts[] = trim( $found->item( 0 )->textContent );
		}
		return $texts;
	}

	public function test_the_first_field_in_error_on_the_page_takes_the_focus_and_its_message_describes_it() {
		// Reported notification link first, but the chat number comes first on the page.
		$page = $this->page_after_saving(
			array(
				'notification_url' => 'not a link at all',
				'chat_number'      => '+91 98765 abc',
			)
		);
		$focused = $page->query( '//*[@autofocus]' );
		$this->assertSame( 1, $focused->length, 'one field takes the focus' );
		$this->assertSame( 'yuno-chat-number', $focused->item( 0 )->getAttribute( 'id' ) );

		$invalid = array();
		foreach ( $page->query( '//*[@aria-invalid="true"]' ) as $control ) {
			$invalid[ $control->getAttribute( 'id' ) ] = $this->descriptions( $page, $control );
		}
		$this->assertSame( array( 'yuno-chat-number', 'yuno-notification-url' ), array_keys( $invalid ) );
		$this->assertStringStartsWith( '“+91 98765 abc” is not a phone number', $invalid['yuno-chat-number'][0], 'the message first, then the help text' );
		$this->assertStringStartsWith( 'The messaging number linked from the footer', $invalid['yuno-chat-number'][1] );
		$this->assertSame( array( '“not a link at all” is not a web address (https://… or a path on this site such as /courses/).' ), $invalid['yuno-notification-url'] );
	}

	public function test_after_a_clean_save_no_field_is_in_error_or_takes_the_focus_and_help_texts_still_describe() {
		$page = $this->page_after_saving( array( 'chat_number' => '+91 98765 43210' ) );
		$this->assertSame( 0, $page->query( '//*[@autofocus]' )->length );
		$this->assertSame( 0, $page->query( '//*[@aria-invalid]' )->length );
		$login = $this->descriptions( $page, $page->query( '//*[@id="yuno-login-url"]' )->item( 0 ) );
		$this->assertCount( 1, $login );
		$this->assertStringStartsWith( 'Where the login button sends visitors', $login[0] );
		$stage = $page->query( '//*[@id="yuno-api-base-stage"]' )->item( 0 );
		$this->assertSame( array( 'Leave an API base empty to use the address shown in grey.' ), $this->descriptions( $page, $stage ) );
	}
}
