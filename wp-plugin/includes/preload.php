<?php
/**
 * Preloaded answers: when the marketplace API is this site's own REST API, the page carries
 * the answers to the widgets' first calls (`yunoConfig.preload`, by path below the API base),
 * so a widget shows its data in its first render instead of after a round trip. Each answer
 * is used once; a retry or a refresh asks the server. Only answers with HTTP status 200 are
 * kept: any other is left to the browser, which shows it the usual way.
 *
 * - A signed-in page: the user's info (which the header, side menu, referral menu and course
 *   search wait for).
 * - A visitor's header: the public menu (a signed-in person's depends on their role and is
 *   kept for the session by the header itself).
 * - A course card or course availability with a `courseId`: the course's card or data (public).
 * Not the footer: it is below the fold, and asking for it here would delay the page itself.
 *
 * Filter `yuno_widgets_preload_paths` ( string[] $paths, array $config ): the page-wide paths,
 * with their query as the widgets write it. Default: the signed-in user's info.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/** The widgets' routes that the plugin preloads (as the widgets declare them; a test keeps them equal). */
const PRELOADED_ROUTES = array(
	'userInfo'   => 'v3/user/info/{userId}',
	'courseCard' => 'v4/courses/{courseId}/card',
	'course'     => 'v1/courses/{courseId}',
	'menu'       => 'v4/menus/{userId}/{orgId}',
);

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
 * A call's path as the widgets write it: the page's route for the name (its `routes` map, else
 * the default), each `{placeholder}` filled and encoded.
 *
 * @param array  $config The page config.
 * @param string $name   Route name (a key of PRELOADED_ROUTES).
 * @param array  $params Placeholder values.
 * @return string
 */
function route_path( array $config, $name, array $params ) {
	$route = isset( $config['routes'][ $name ] ) && is_string( $config['routes'][ $name ] ) ? $config['routes'][ $name ] : PRELOADED_ROUTES[ $name ];
	foreach ( $params as $key => $value ) {
		$route = str_replace( '{' . $key . '}', rawurlencode( (string) $value ), $route );
	}
	return $route;
}

/**
 * The page-wide answers to preload for this page config, by path.
 *
 * @param array $config The page config, after its filters.
 * @return array<string, mixed>
 */
function preloaded_answers( array $config ) {
	if ( empty( $config['userId'] ) || ! is_user_logged_in() || ! is_local_api( isset( $config['apiBase'] ) ? (string) $config['apiBase'] : '' ) ) {
		return array();
	}
	$paths = apply_filters( 'yuno_widgets_preload_paths', array( route_path( $config, 'userInfo', array( 'userId' => (int) $config['userId'] ) ) ), $config );
	return local_answers( is_array( $paths ) ? $paths : array(), $config );
}

/**
 * The paths of a widget's first calls that depend only on its props and the page's user.
 *
 * @param array  $config The page config.
 * @param string $name   Widget name.
 * @param array  $props  Its sanitised props.
 * @return string[]
 */
function first_calls( array $config, $name, array $props ) {
	if ( 'header' === $name ) {
		return empty( $config['userId'] ) ? array( route_path( $config, 'menu', array( 'userId' => 0, 'orgId' => 0 ) ) ) : array();
	}
	$course = isset( $props['courseId'] ) ? (int) $props['courseId'] : 0;
	if ( $course <= 0 ) {
		return array();
	}
	if ( 'course-card' === $name ) {
		return array( route_path( $config, 'courseCard', array( 'courseId' => $course ) ) );
	}
	if ( 'course-availability' === $name ) {
		return array( route_path( $config, 'course', array( 'courseId' => $course ) ) );
	}
	return array();
}

/**
 * Adds the answers to one widget's first calls to the page, before the runtime (after the
 * page config, so they are part of it). A path the page already carries is not asked again.
 *
 * @param array  $config The page config (as printed).
 * @param string $name   Widget name.
 * @param array  $props  Its sanitised props.
 */
function preload_first_calls( array $config, $name, array $props ) {
	if ( ! is_local_api( isset( $config['apiBase'] ) ? (string) $config['apiBase'] : '' ) ) {
		return;
	}
	$scripts = wp_scripts();
	$asked   = $scripts->get_data( RUNTIME_HANDLE, 'yuno_preloaded' );
	$done    = ( is_array( $asked ) ? $asked : array() ) + ( isset( $config['preload'] ) ? (array) $config['preload'] : array() );
	$paths   = array_values( array_diff( first_calls( $config, $name, $props ), array_keys( $done ) ) );
	$answers = local_answers( $paths, $config );
	$scripts->add_data( RUNTIME_HANDLE, 'yuno_preloaded', $done + array_fill_keys( $paths, true ) );
	if ( ! empty( $answers ) ) {
		wp_add_inline_script( RUNTIME_HANDLE, 'window.yunoConfig.preload = Object.assign(window.yunoConfig.preload || {}, ' . script_json( $answers ) . ');', 'before' );
	}
}

/**
 * This site's answers to some paths, by path; those whose status is not 200 are left out.
 *
 * @param array $paths  Paths below the API base, with their query.
 * @param array $config The page config (its token is sent as the widgets send it).
 * @return array<string, mixed>
 */
function local_answers( array $paths, array $config ) {
	$token   = isset( $config['token'] ) ? (string) $config['token'] : '';
	$answers = array();
	foreach ( $paths as $path ) {
		if ( ! is_string( $path ) || '' === trim( $path, '/' ) ) {
			continue;
		}
		$key    = ltrim( $path, '/' );
		$answer = local_answer( $key, $token );
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
