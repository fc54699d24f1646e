<?php
/**
 * Loads the real WordPress named by YUNO_WP_ROOT (with the plugin active) for the tests.
 * PHPUnit includes this file inside a function, so WordPress's file-scope variables are
 * declared global first.
 *
 * @package YunoWidgets
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals
global $wpdb, $wp, $wp_query, $wp_the_query, $wp_rewrite, $wp_roles, $wp_locale, $wp_embed, $wp_widget_factory,
	$wp_version, $wp_db_version, $tinymce_version, $required_php_version, $required_mysql_version, $wp_local_package,
	$table_prefix, $blog_id, $wp_filter, $wp_actions, $wp_current_filter, $wp_object_cache, $wp_plugin_paths,
	$wp_theme_directories, $shortcode_tags, $wp_scripts, $wp_styles, $pagenow, $is_apache, $is_IIS, $is_iis7, $is_nginx,
	$is_IE, $is_NS4, $is_chrome, $is_edge, $is_gecko, $is_iphone, $is_lynx, $is_macIE, $is_opera, $is_safari, $is_winIE,
	$PHP_SELF, $locale, $wp_locale_switcher, $wp_textdomain_registry, $allowedposttags, $allowedtags, $allowedentitynames,
	$wp_post_types, $wp_taxonomies, $wp_post_statuses, $_wp_theme_features, $wp_registered_sidebars, $wp_registered_widgets,
	$wp_registered_widget_controls, $wp_registered_widget_updates, $_wp_sidebars_widgets, $_wp_deprecated_widgets_callbacks,
	$wp_meta_keys, $wp_sitemaps, $_wp_registered_theme_features, $_wp_switched_stack, $switched, $current_user, $user_ID,
	$post, $timestart, $wp_did_header, $_wp_using_ext_object_cache, $content_width, $wp_admin_bar, $menu, $submenu,
	$_wp_submenu_nopriv, $_wp_menu_nopriv, $admin_page_hooks, $_registered_pages, $_parent_pages, $wp_settings_sections,
	$wp_settings_fields, $wp_settings_errors, $wp_plugin_paths, $wp_block_supports, $super_admins;
// phpcs:enable

$yuno_wp_root = getenv( 'YUNO_WP_ROOT' );
if ( ! $yuno_wp_root || ! is_file( $yuno_wp_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "Set YUNO_WP_ROOT to a WordPress install with the plugin active (node scripts/wp.mjs test does).\n" );
	exit( 1 );
}
$yuno_wp_url                = parse_url( getenv( 'YUNO_WP_URL' ) ? getenv( 'YUNO_WP_URL' ) : 'http://127.0.0.1' );
$_SERVER['HTTP_HOST']       = $yuno_wp_url['host'] . ( isset( $yuno_wp_url['port'] ) ? ':' . $yuno_wp_url['port'] : '' );
$_SERVER['SERVER_NAME']     = $yuno_wp_url['host'];
$_SERVER['SERVER_PORT']     = isset( $yuno_wp_url['port'] ) ? $yuno_wp_url['port'] : 80;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require_once $yuno_wp_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'yuno-widgets/yuno-widgets.php' ) || ! function_exists( 'YunoWidgets\\render_widget' ) ) {
	fwrite( STDERR, "The yuno-widgets plugin is not active in $yuno_wp_root.\n" );
	exit( 1 );
}

require __DIR__ . '/includes/class-yuno-die-exception.php';
require __DIR__ . '/includes/class-yuno-test-case.php';
