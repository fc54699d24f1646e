<?php
/**
 * Preloaded answers: when the marketplace API is this site's own REST API, the page config
 * carries the answers the widgets ask for first (`preload`, by path below the API base), so a
 * signed-in page shows its user without waiting for a round trip. Each answer is used once;
 * a retry or a refresh asks the server.
 *
 * Only for a logged-in user whose page config has a user id, only when `apiBase` is this
 * site's `…/wp-json/yuno`, only answers with HTTP status 200 (any other is left to the browser,
 * which shows it the usual way).
 *
 * Filter `yuno_widgets_preload_paths` ( string[] $paths, array $config ): paths below the API
 * base, with their query as the widgets write it. Default: the user's info.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/** The widgets' user-info route (core's `defaultRoutes.userInfo`; a test keeps the two equal). */
const USER_INFO_ROUTE = 'v3/user/info/{userId}';

/**
 * Whether an API base names this site's own `yuno` REST namespace, as a URL or a path.
 *
 * @param string $api_base The page config's `apiBase`.
 * @return bool
 */
function is_local_api( $api_base ) {
	$prefixed = home_url( '/' . rest_get_url_prefix() . '/yuno' );
	$own      = array( untrailingslashit( rest_url( 'yuno' ) ), $prefixed, (string) wp_parse_url( $prefixed, PHP_URL_PATH ) );
	return in_array( untrailingslashit( $api_base ), $own, true );
}

/**
 * The answers to preload for this page config, by path.
 *
 * @param array $config The page config, after its filters.
 * @return array<string, mixed>
 */
function preloaded_answers( array $config ) {
	if ( empty( $config['userId'] ) || ! is_user_logged_in() || ! is_local_api( isset( $config['apiBase'] ) ? (string) $config['apiBase'] : '' ) ) {
		return array();
	}
	$route = isset( $config['routes']['userInfo'] ) && is_string( $config['routes']['userInfo'] ) ? $config['routes']['userInfo'] : USER_INFO_ROUTE;
	$paths = apply_filters( 'yuno_widgets_preload_paths', array( str_replace( '{userId}', (string) (int) $config['userId'], $route ) ), $config );

	$answers = array();
	foreach ( is_array( $paths ) ? $paths : array() as $path ) {
		if ( ! is_string( $path ) || '' === trim( $path, '/' ) ) {
			continue;
		}
		$key    = ltrim( $path, '/' );
		$answer = local_answer( $key, isset( $config['token'] ) ? (string) $config['token'] : '' );
		if ( null !== $answer ) {
			$answers[ $key ] = $answer;
		}
	}
	return $answers;
}

/**
 * This site's answer to a GET below `/yuno/`, as the browser would receive its body, or null
 * when its status is not 200.
 *
 * @param string $path  Path below the API base, with its query.
 * @param string $token The bearer token the widgets send.
 * @return mixed|null
 */
function local_answer( $path, $token ) {
	$query_at = strpos( $path, '?' );
	$request  = new \WP_REST_Request( 'GET', '/yuno/' . ( false === $query_at ? $path : substr( $path, 0, $query_at ) ) );
	if ( false !== $query_at ) {
		wp_parse_str( substr( $path, $query_at + 1 ), $query );
		$request->set_query_params( $query );
	}
	if ( '' !== $token ) {
		$request->set_header( 'Authorization', 'Bearer ' . $token );
	}
	$response = rest_do_request( $request );
	if ( 200 !== $response->get_status() ) {
		return null;
	}
	return rest_get_server()->response_to_data( $response, false );
}
