<?php
/**
 * The page config the widgets read (`window.yunoConfig`), printed once before the runtime.
 *
 * Filters for the site:
 * - `yuno_widgets_user_context` ( array{userId:int, token:string}, WP_User ): the marketplace
 *   user id and bearer token for this page. Default: the WordPress user's id, no token.
 * - `yuno_widgets_strings` ( array<string,string> ): the site's wording of the widgets' texts:
 *   English text as a widget shows it => the site's text, `{name}` standing for what varies.
 *   Default: the texts that the site language's translation of the text domain translates.
 * - `yuno_widgets_config` ( array ): the whole config, last.
 * Whatever the filters return, the token is only printed for a logged-in user. Then come the
 * preloaded answers (see preload.php).
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The config for the current request.
 *
 * @return array
 */
function page_config() {
	$settings = get_settings();

	$context = user_context();

	$config = array(
		'env'     => $settings['environment'],
		'apiBase' => api_base( $settings ),
		'userId'  => isset( $context['userId'] ) ? max( 0, (int) $context['userId'] ) : 0,
		'token'   => isset( $context['token'] ) && is_string( $context['token'] ) ? $context['token'] : '',
		'strings' => (object) clean_strings( apply_filters( 'yuno_widgets_strings', translated_widget_texts() ) ),
	);

	if ( '' !== $settings['login_url'] ) {
		$config['loginUrl'] = $settings['login_url'];
	}
	if ( '' !== $settings['google_client_id'] ) {
		$config['googleClientId'] = $settings['google_client_id'];
	}
	if ( '' !== $settings['chat_number'] ) {
		$config['chatNumber'] = $settings['chat_number'];
	}
	if ( '' !== $settings['notification_text'] ) {
		$config['notificationBar'] = array(
			'text' => $settings['notification_text'],
			'url'  => $settings['notification_url'],
		);
	}
	if ( '' !== $settings['empty_state_message'] ) {
		$config['emptyStateMessage'] = $settings['empty_state_message'];
	}
	// With the build's version: the parts are fetched beside it, with its query.
	$overlays = bundle_url( 'overlays', build_version( bundle_manifest() ) );
	if ( $overlays ) {
		$config['overlaysUrl'] = $overlays;
	}

	$config = apply_filters( 'yuno_widgets_config', $config );
	$config = is_array( $config ) ? $config : array();
	// A cached or shared page must never carry a token: only logged-in requests get one.
	if ( ! is_user_logged_in() || empty( $config['userId'] ) ) {
		$config['token'] = '';
	}
	// A signed-in user's id, token, info and editor notes: no page cache may keep this page.
	if ( is_user_logged_in() ) {
		keep_out_of_page_caches();
	}
	$preload = preloaded_answers( $config );
	if ( ! empty( $preload ) ) {
		$config['preload'] = $preload;
	}
	return $config;
}

/**
 * This request's user for the marketplace, from the `yuno_widgets_user_context` filter:
 * `userId`, `token` and, when the site knows it, the marketplace `role`.
 *
 * @return array
 */
function user_context() {
	$context = apply_filters(
		'yuno_widgets_user_context',
		array(
			'userId' => get_current_user_id(),
			'token'  => '',
		),
		wp_get_current_user()
	);
	return is_array( $context ) ? $context : array();
}

/**
 * The widget texts that the site's language translates: English => translation.
 *
 * @return array<string, string>
 */
function translated_widget_texts() {
	$translated = array();
	foreach ( widget_texts() as $text ) {
		// phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the texts are in the .pot (see widget-texts.php).
		$translation = translate( $text, 'yuno-widgets' );
		if ( $translation !== $text && '' !== $translation ) {
			$translated[ $text ] = $translation;
		}
	}
	return $translated;
}

/**
 * Only string keys with string values.
 *
 * @param mixed $strings Filter result.
 * @return array<string, string>
 */
function clean_strings( $strings ) {
	$clean = array();
	if ( is_array( $strings ) ) {
		foreach ( $strings as $key => $value ) {
			if ( is_string( $key ) && is_string( $value ) ) {
				$clean[ $key ] = $value;
			}
		}
	}
	return $clean;
}

/**
 * `window.yunoConfig = {…};`, safe inside a script element.
 *
 * @param array|null $config The config (default: this request's).
 * @return string
 */
function page_config_script( $config = null ) {
	return 'window.yunoConfig = ' . script_json( null === $config ? page_config() : $config ) . ';';
}

/**
 * JSON that cannot close a script element or an attribute: `<`, `>`, `&`, `'` and `"`
 * inside strings become \u escapes.
 *
 * @param mixed $value Value.
 * @return string
 */
function script_json( $value ) {
	return (string) wp_json_encode( $value, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
}
