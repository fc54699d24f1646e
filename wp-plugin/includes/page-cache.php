<?php
/**
 * Page caches: a page that carries a signed-in user's data (the page config's user id, token
 * and preloaded user info) must never be stored and served to someone else. Such pages send
 * no-cache headers and define DONOTCACHEPAGE (which the usual caching plugins honour); a
 * visitor's page carries nothing personal and stays cacheable.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Tells browsers, proxies and caching plugins to keep this response to themselves.
 */
function keep_out_of_page_caches() {
	kept_out_of_page_caches( true );
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	if ( ! headers_sent() ) {
		nocache_headers();
	}
}

/**
 * Whether this request has been kept out of page caches.
 *
 * @param bool|null $set Record it (false: a new page, in tests).
 * @return bool
 */
function kept_out_of_page_caches( $set = null ) {
	static $kept = false;
	if ( null !== $set ) {
		$kept = (bool) $set;
	}
	return $kept;
}

/**
 * Whether a post's content places a Yuno widget (block or shortcode).
 *
 * @param \WP_Post|null $post Post.
 * @return bool
 */
function post_has_widgets( $post ) {
	if ( ! $post instanceof \WP_Post ) {
		return false;
	}
	return false !== strpos( $post->post_content, '<!-- wp:yuno/' ) || false !== stripos( $post->post_content, '[yuno_' );
}

/**
 * template_redirect, before any output: a signed-in user's page with widgets in its content.
 * Widgets placed elsewhere (a block theme's template parts) are caught as the config is
 * built (page_config()), which in a block theme is still before the headers.
 */
function keep_signed_in_pages_out_of_caches() {
	if ( is_user_logged_in() && is_singular() && post_has_widgets( get_queried_object() ) ) {
		keep_out_of_page_caches();
	}
}
