<?php
/**
 * The plugin's settings (one option): environment and API base per environment, sign-in,
 * chat number, notification bar and the default empty-state message. Reading always
 * returns every key, so the rest of the plugin never checks for missing ones.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

const OPTION = 'yuno_widgets_settings';

/**
 * The environments the widgets can talk to.
 *
 * @return string[]
 */
function environments() {
	return array( 'local', 'stage', 'production' );
}

/**
 * The API base used when a setting is left empty.
 *
 * @param string $env Environment.
 * @return string
 */
function default_api_base( $env ) {
	switch ( $env ) {
		case 'stage':
			return 'https://stage.yunolearning.com/wp-json/yuno';
		case 'production':
			return 'https://www.yunolearning.com/wp-json/yuno';
		default:
			// This site's own REST API, which serves /wp-json/yuno on the real site.
			if ( get_option( 'permalink_structure' ) ) {
				return untrailingslashit( rest_url( 'yuno' ) );
			}
			return home_url( '/' . rest_get_url_prefix() . '/yuno' );
	}
}

/**
 * The API base the widgets use with these settings: the environment's own, or its default.
 *
 * @param array $settings Settings (as get_settings() returns them).
 * @return string
 */
function api_base( array $settings ) {
	$env  = $settings['environment'];
	$base = $settings[ 'api_base_' . $env ];
	return '' !== $base ? $base : default_api_base( $env );
}

/**
 * The settings as stored, empty values where nothing was saved.
 *
 * @return array
 */
function setting_defaults() {
	return array(
		// The site's own API: the real site serves /wp-json/yuno itself.
		'environment'         => 'local',
		'api_base_local'      => '',
		'api_base_stage'      => '',
		'api_base_production' => '',
		'login_url'           => '',
		'google_client_id'    => '',
		'chat_number'         => '',
		'notification_text'   => '',
		'notification_url'    => '',
		'empty_state_message' => '',
	);
}

/**
 * The saved settings merged over the defaults.
 *
 * @return array
 */
function get_settings() {
	$saved = get_option( OPTION, array() );
	return array_merge( setting_defaults(), is_array( $saved ) ? sanitize_settings( $saved ) : array() );
}

/**
 * Cleans submitted settings: unknown keys dropped, the environment from its list, URLs
 * http(s) only, the chat number digits only, texts without tags.
 *
 * @param array $input Raw values (already unslashed).
 * @return array Clean values for every known key.
 */
function sanitize_settings( array $input ) {
	$clean = setting_defaults();
	$text  = function ( $key ) use ( $input ) {
		return isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : '';
	};
	$env                  = $text( 'environment' );
	$clean['environment'] = in_array( $env, environments(), true ) ? $env : $clean['environment'];
	foreach ( array( 'api_base_local', 'api_base_stage', 'api_base_production', 'login_url', 'notification_url' ) as $key ) {
		$clean[ $key ] = sanitize_http_url( $text( $key ) );
	}
	$clean['api_base_local']      = untrailingslashit( $clean['api_base_local'] );
	$clean['api_base_stage']      = untrailingslashit( $clean['api_base_stage'] );
	$clean['api_base_production'] = untrailingslashit( $clean['api_base_production'] );
	$clean['google_client_id']    = sanitize_text_field( $text( 'google_client_id' ) );
	$clean['chat_number']         = preg_replace( '/\D+/', '', $text( 'chat_number' ) );
	$clean['notification_text']   = sanitize_text_field( $text( 'notification_text' ) );
	$clean['empty_state_message'] = sanitize_textarea_field( $text( 'empty_state_message' ) );
	return $clean;
}

/**
 * Submitted values that cannot be used as they are: an address that is not http(s) or a
 * site-relative path, a chat number with more than digits and separators. Their field keeps
 * its saved value, and the page says why, quoting what was typed.
 *
 * @param array $input Raw values (already unslashed).
 * @return array<string, string> Field key => message.
 */
function settings_problems( array $input ) {
	$problems = array();
	foreach ( array( 'api_base_local', 'api_base_stage', 'api_base_production', 'login_url', 'notification_url' ) as $key ) {
		$raw = isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? trim( (string) $input[ $key ] ) : '';
		if ( '' !== $raw && ! is_usable_address( $raw ) ) {
			/* translators: %s: the address as typed. */
			$problems[ $key ] = sprintf( __( '“%s” is not a web address (https://… or a path on this site such as /courses/).', 'yuno-widgets' ), $raw );
		}
	}
	$phone  = isset( $input['chat_number'] ) && is_scalar( $input['chat_number'] ) ? trim( (string) $input['chat_number'] ) : '';
	$digits = strlen( preg_replace( '/\D+/', '', $phone ) );
	if ( '' !== $phone && ( preg_match( '/[^\d\s+().-]/', $phone ) || $digits < 8 || $digits > 15 ) ) {
		/* translators: %s: the number as typed. */
		$problems['chat_number'] = sprintf( __( '“%s” is not a phone number: use 8 to 15 digits with the country code, such as 919876543210.', 'yuno-widgets' ), $phone );
	}
	return $problems;
}

/**
 * Texts whose HTML the sanitising removed (they are shown as plain text): saved without it,
 * and the page says so, quoting what was kept.
 *
 * @param array $input Raw values (already unslashed).
 * @param array $clean Sanitised values.
 * @return array<string, string> Field key => message.
 */
function stripped_markup( array $input, array $clean ) {
	$notes = array();
	foreach ( array( 'notification_text', 'empty_state_message', 'google_client_id' ) as $key ) {
		$raw = isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? (string) $input[ $key ] : '';
		if ( preg_match( '#<[a-z/!?]#i', $raw ) ) {
			/* translators: %s: the text as saved. */
			$notes[ $key ] = sprintf( __( 'Its HTML was removed: the widgets show it as plain text. Saved as “%s”.', 'yuno-widgets' ), $clean[ $key ] );
		}
	}
	return $notes;
}

/**
 * Whether an address can be used as typed: http(s) with a host, or a path on this site,
 * with no spaces.
 *
 * @param string $url Trimmed address.
 * @return bool
 */
function is_usable_address( $url ) {
	if ( preg_match( '/\s/', $url ) ) {
		return false;
	}
	if ( '/' === $url[0] ) {
		return '/' !== ( $url[1] ?? '' );
	}
	$parts = wp_parse_url( $url );
	return is_array( $parts ) && in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) && ! empty( $parts['host'] );
}

/**
 * An http or https address (or a site-relative path for links on this site); anything
 * else, such as javascript: or data:, becomes empty.
 *
 * @param string $url Raw address.
 * @return string
 */
function sanitize_http_url( $url ) {
	$url = trim( $url );
	return '' === $url ? '' : (string) esc_url_raw( $url, array( 'http', 'https' ) );
}
