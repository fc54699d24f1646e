<?php
/**
 * Removes what the plugin stored: its one option.
 *
 * @package YunoWidgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'yuno_widgets_settings' );
