<?php
/**
 * Plugin Name: Yuno local site
 * Description: Only for the local WordPress that `npm run wp` and the tests start: picks the theme per visitor (?theme=twentytwentythree) and signs each demo login in as the mock API's user of the same name.
 *
 * @package YunoWidgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The theme for this request: `?theme=SLUG` (remembered in a cookie) or the active one.
 * The same filters as the Customizer's theme preview.
 */
function yuno_local_theme() {
	static $theme = null;
	if ( null !== $theme ) {
		return $theme;
	}
	$allowed = array( 'twentytwentyone', 'twentytwentythree', 'twentytwentyfour' );
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display preference.
	$asked = isset( $_GET['theme'] ) ? sanitize_key( wp_unslash( $_GET['theme'] ) ) : '';
	if ( in_array( $asked, $allowed, true ) ) {
		if ( ! headers_sent() ) {
			setcookie( 'yuno_theme', $asked, 0, '/' );
		}
		$theme = $asked;
		return $theme;
	}
	$cookie = isset( $_COOKIE['yuno_theme'] ) ? sanitize_key( wp_unslash( $_COOKIE['yuno_theme'] ) ) : '';
	$theme  = in_array( $cookie, $allowed, true ) ? $cookie : '';
	return $theme;
}

if ( '' !== yuno_local_theme() ) {
	add_filter( 'pre_option_stylesheet', 'yuno_local_theme' );
	add_filter( 'pre_option_template', 'yuno_local_theme' );
}

/**
 * Demo logins talk to the mock API as its user of the same name (documented filter of the plugin).
 */
add_filter(
	'yuno_widgets_user_context',
	function ( $context, $user ) {
		$demo  = $user && $user->ID ? get_user_meta( $user->ID, 'yuno_demo_user', true ) : '';
		$users = get_option( 'yuno_local_demo_users', array() );
		if ( $demo && isset( $users[ $demo ] ) ) {
			return array(
				'userId' => (int) $users[ $demo ]['id'],
				'token'  => (string) $users[ $demo ]['token'],
			);
		}
		return $context;
	},
	10,
	2
);

/**
 * Learners and instructors see the site as on the real marketplace: without the admin bar.
 */
add_filter(
	'show_admin_bar',
	function ( $show ) {
		return current_user_can( 'edit_posts' ) ? $show : false;
	}
);

/**
 * `?lang=es`: the widgets in Spanish, through the plugin's documented `yuno_widgets_strings`
 * filter (English text as a widget renders it → the site's text; `{n}` stands for a number).
 * A sample for trying the filter; a real site returns its own wording.
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display preference.
if ( isset( $_GET['lang'] ) && 'es' === $_GET['lang'] ) {
	add_filter(
		'yuno_widgets_strings',
		function ( $strings ) {
			return array_merge(
				$strings,
				array(
					'See Availability'             => 'Ver disponibilidad',
					'{n} online courses available' => '{n} cursos en línea disponibles',
					'Search...'                    => 'Buscar…',
					'Login'                        => 'Entrar',
					'Sign up'                      => 'Registrarse',
					'Page {n}'                     => 'Página {n}',
					'Pagination'                   => 'Paginación',
				)
			);
		}
	);
}

/**
 * `?api=site`: the marketplace API as this site's own REST API, as on the real marketplace,
 * where WordPress itself serves /wp-json/yuno. The page config names this site's REST root (so
 * the plugin preloads the user's info), and this site passes every /wp-json/yuno call on to
 * the mock API.
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display preference.
if ( isset( $_GET['api'] ) && 'site' === $_GET['api'] ) {
	add_filter(
		'yuno_widgets_config',
		function ( $config ) {
			$config['apiBase'] = untrailingslashit( rest_url( 'yuno' ) );
			return $config;
		}
	);
}

/**
 * `?api=unreachable`: an API base where nothing answers, as after choosing an environment
 * this machine cannot reach (for the note editors then see).
 */
// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display preference.
if ( isset( $_GET['api'] ) && 'unreachable' === $_GET['api'] ) {
	add_filter(
		'yuno_widgets_config',
		function ( $config ) {
			$config['apiBase'] = 'http://127.0.0.1:9/wp-json/yuno';
			return $config;
		}
	);
}

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'yuno',
			'/(?P<path>v\d+/.+)',
			array(
				'methods'             => WP_REST_Server::ALLMETHODS,
				'permission_callback' => '__return_true',
				'callback'            => 'yuno_local_pass_to_mock',
			)
		);
	}
);

/**
 * One /wp-json/yuno call, answered by the mock API (its status and body as they are).
 *
 * @param WP_REST_Request $request The call.
 * @return WP_REST_Response|WP_Error
 */
function yuno_local_pass_to_mock( WP_REST_Request $request ) {
	$query    = $request->get_query_params();
	$url      = getenv( 'YUNO_MOCK_URL' ) . '/wp-json/yuno/' . $request['path'] . ( $query ? '?' . http_build_query( $query ) : '' );
	$headers  = array_filter(
		array(
			'authorization' => (string) $request->get_header( 'authorization' ),
			'content-type'  => (string) $request->get_header( 'content_type' ),
		)
	);
	$response = wp_remote_request(
		$url,
		array(
			'method'  => $request->get_method(),
			'headers' => $headers,
			'body'    => '' !== $request->get_body() ? $request->get_body() : null,
			'timeout' => 30,
		)
	);
	if ( is_wp_error( $response ) ) {
		return new WP_Error( 'yuno_mock_unreachable', $response->get_error_message(), array( 'status' => 502 ) );
	}
	return new WP_REST_Response( json_decode( wp_remote_retrieve_body( $response ), true ), wp_remote_retrieve_response_code( $response ) );
}
