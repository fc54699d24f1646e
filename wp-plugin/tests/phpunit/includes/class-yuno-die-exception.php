<?php
/**
 * Thrown instead of dying when the code under test calls wp_die().
 *
 * @package YunoWidgets
 */

/**
 * A wp_die() call: its message and HTTP status.
 */
class Yuno_Die_Exception extends Exception {
	/**
	 * HTTP status asked for.
	 *
	 * @var int
	 */
	public $status;

	/**
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	public function __construct( $message, $status ) {
		parent::__construct( $message );
		$this->status = (int) $status;
	}
}
