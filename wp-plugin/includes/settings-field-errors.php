<?php
/**
 * The settings fields after a refused save: each field in error is marked invalid, has its
 * message beside it as its accessible description, and the first one on the page takes the
 * focus, so a keyboard or screen-reader user lands on it instead of hunting for it.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * One page view's field attributes and messages. Fields are asked for in page order.
 */
final class Settings_Field_Errors {

	/**
	 * Field key => message, from the last save.
	 *
	 * @var array<string, string>
	 */
	private $problems;

	/**
	 * Whether a field in error has taken the focus already.
	 *
	 * @var bool
	 */
	private $focused = false;

	/**
	 * @param array<string, string> $problems Field key => message.
	 */
	public function __construct( array $problems ) {
		$this->problems = $problems;
	}

	/**
	 * The attributes of a field's control: what describes it and, in error, aria-invalid and
	 * (the first one) autofocus. The page is a new load after the save, so no script is needed.
	 *
	 * @param string $key            Settings key.
	 * @param string $id             The control's id.
	 * @param string $description_id Its help text's id, if it has one.
	 * @return string HTML attributes, with a leading space.
	 */
	public function attributes( $key, $id, $description_id = '' ) {
		$invalid     = isset( $this->problems[ $key ] );
		$described   = array_filter( array( $invalid ? $id . '-error' : '', $description_id ) );
		$attributes  = $described ? ' aria-describedby="' . esc_attr( implode( ' ', $described ) ) . '"' : '';
		$attributes .= $invalid ? ' aria-invalid="true"' : '';
		if ( $invalid && ! $this->focused ) {
			$attributes   .= ' autofocus';
			$this->focused = true;
		}
		return $attributes;
	}

	/**
	 * The field's message, shown under it in WordPress's inline error notice, or ''.
	 *
	 * @param string $key Settings key.
	 * @param string $id  The control's id.
	 * @return string HTML.
	 */
	public function message( $key, $id ) {
		if ( ! isset( $this->problems[ $key ] ) ) {
			return '';
		}
		return sprintf( '<div class="notice notice-error inline" id="%1$s-error"><p>%2$s</p></div>', esc_attr( $id ), esc_html( $this->problems[ $key ] ) );
	}
}
