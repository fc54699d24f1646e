<?php
/**
 * A page whose header restricts roles (`allowedRoles`) shows other roles the not-authorized
 * state in place of its main content, as the widgets' page gate does (spec 1, "Page shell").
 * The header widget gates the element marked `data-yuno-main`; WordPress themes mark none,
 * so the plugin wraps the page's content (all but the header, side menu and footer) in one.
 * Where the server knows the role (a visitor; a role from `yuno_widgets_user_context` or the
 * preloaded user info) and it is not allowed, the content is not sent at all; otherwise the
 * header decides in the browser and hides the wrapper meanwhile.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/** The widgets that frame a page and stay outside its gated main area. */
const SHELL_WIDGETS = array( 'header', 'side-menu', 'footer' );

/**
 * What this page's frame printed so far, and the roles its header allows.
 *
 * @param array|null $add   ['name' => widget, 'html' => its markup, 'props' => its props] to record.
 * @param bool       $reset Forget it (a new page, in tests).
 * @return array{roles: string[], shell: array<int, array{name: string, html: string}>}
 */
function page_frame( $add = null, $reset = false ) {
	static $frame = array(
		'roles' => array(),
		'shell' => array(),
	);
	if ( $reset ) {
		$frame = array(
			'roles' => array(),
			'shell' => array(),
		);
	}
	if ( is_array( $add ) && in_array( $add['name'], SHELL_WIDGETS, true ) ) {
		$frame['shell'][] = array(
			'name' => $add['name'],
			'html' => $add['html'],
		);
		if ( 'header' === $add['name'] && ! empty( $add['props']['allowedRoles'] ) ) {
			$frame['roles'] = array_values( $add['props']['allowedRoles'] );
		}
	}
	return $frame;
}

/**
 * The marketplace role of this request's user as far as the server knows it: `visitor`
 * when signed out, else the context's `role` or the preloaded user info's, else null.
 *
 * @param array $config The page config.
 * @return string|null
 */
function known_role( array $config ) {
	if ( empty( $config['userId'] ) ) {
		return 'visitor';
	}
	$context = user_context();
	if ( isset( $context['role'] ) && is_string( $context['role'] ) && '' !== $context['role'] ) {
		return $context['role'];
	}
	$info = $config['preload'][ route_path( $config, 'userInfo', array( 'userId' => (int) $config['userId'] ) ) ] ?? null;
	$role = is_array( $info ) && isset( $info['data']['role'] ) ? $info['data']['role'] : null;
	return is_string( $role ) && '' !== $role ? $role : null;
}

/**
 * Whether a role is in the header's list (case aside, as the widget compares). A visitor is
 * never in it: an empty list is no restriction at all.
 *
 * @param string   $role    Marketplace role.
 * @param string[] $allowed The header's allowedRoles.
 * @return bool
 */
function role_allowed( $role, array $allowed ) {
	foreach ( $allowed as $name ) {
		if ( strtolower( trim( (string) $name ) ) === strtolower( $role ) ) {
			return true;
		}
	}
	return false;
}

/**
 * the_content, last: a restricted page's content goes into the gated main area, or, for a
 * role the server knows is not allowed, is replaced by the not-authorized state.
 *
 * @param string $content Filtered post content.
 * @return string
 */
function gate_page_content( $content ) {
	$frame = page_frame();
	if ( ! $frame['roles'] ) {
		return $content;
	}
	$before = '';
	$after  = '';
	foreach ( $frame['shell'] as $part ) {
		$at = strpos( $content, $part['html'] );
		if ( false === $at ) {
			continue;
		}
		$content = substr_replace( $content, '', $at, strlen( $part['html'] ) );
		if ( 'footer' === $part['name'] ) {
			$after .= $part['html'];
		} else {
			$before .= $part['html'];
		}
	}
	$role = known_role( add_page_config() );
	if ( null !== $role && role_allowed( $role, $frame['roles'] ) ) {
		return $before . $content . $after;
	}
	$main = null === $role ? $content : not_authorized_markup( 'visitor' === $role );
	return $before . '<div class="yuno-main" data-yuno-main>' . $main . '</div>' . $after;
}

/**
 * The not-authorized state as the header's page gate words it, for a page without scripts
 * (the header replaces it with its own as it mounts).
 *
 * @param bool $visitor Whether the person is signed out.
 * @return string HTML.
 */
function not_authorized_markup( $visitor ) {
	// phpcs:disable WordPress.WP.I18n.NonSingularStringLiteralText -- the widget's own texts (widget-texts.php).
	$settings = get_settings();
	$link     = $visitor
		? array( '' !== $settings['login_url'] ? $settings['login_url'] : wp_login_url( (string) get_permalink() ), translate( 'Log in', 'yuno-widgets' ) )
		: array( home_url( '/' ), translate( 'Go to the home page', 'yuno-widgets' ) );
	$message  = $visitor ? 'Log in with an account that has access to this page.' : "Your account doesn't have access to this page.";
	$html     = sprintf(
		'<div class="yuno-not-authorized"><h2>%1$s</h2><p>%2$s</p><p><a href="%3$s">%4$s</a></p></div>',
		esc_html( translate( 'Not authorized', 'yuno-widgets' ) ),
		esc_html( translate( $message, 'yuno-widgets' ) ),
		esc_url( $link[0] ),
		esc_html( $link[1] )
	);
	// phpcs:enable
	return $html;
}
