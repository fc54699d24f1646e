<?php
/**
 * Configures the local site: php setup.php SITE_DIR SITE_URL SETUP_JSON
 * SETUP_JSON holds the theme, the plugin's settings, the demo users (login => id, token) and
 * the example course id. Activates the plugin, creates the demo logins and the demo pages,
 * and prints the pages' addresses as JSON. Safe to run again.
 */
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$setup = json_decode( (string) file_get_contents( $argv[3] ), true );
if ( ! is_array( $setup ) ) {
	fwrite( STDERR, "setup.php: cannot read {$argv[3]}\n" );
	exit( 2 );
}

// Pretty permalinks: /wp-json/ and /page-slug/ as on the real site.
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
update_option( 'blogdescription', 'Yuno widgets on a local WordPress' );
// Offline: no avatars from an outside host.
update_option( 'show_avatars', 0 );
// The classic theme's footer widgets (search, recent posts…) would sit under the Yuno footer.
update_option( 'sidebars_widgets', array( 'wp_inactive_widgets' => array(), 'array_version' => 3 ) );
flush_rewrite_rules( false );
switch_theme( $setup['theme'] );

$activated = activate_plugin( 'yuno-widgets/yuno-widgets.php' );
if ( is_wp_error( $activated ) ) {
	fwrite( STDERR, 'Activating the plugin failed: ' . $activated->get_error_message() . "\n" );
	exit( 1 );
}
update_option( 'yuno_widgets_settings', $setup['settings'] );
update_option( 'yuno_local_demo_users', $setup['demoUsers'] );

// One login per demo user of the mock API; the local-site mu-plugin maps it to that user.
$admin = get_user_by( 'login', $setup['admin'] );
update_user_meta( $admin->ID, 'yuno_demo_user', 'yuno-admin' );
foreach ( array_keys( $setup['demoUsers'] ) as $login ) {
	if ( 'yuno-admin' === $login ) {
		continue;
	}
	$user = get_user_by( 'login', $login );
	$id   = $user ? $user->ID : wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => $setup['password'],
			'user_email' => $login . '@example.com',
			'role'       => 'subscriber',
		)
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "Creating the user $login failed: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	update_user_meta( $id, 'yuno_demo_user', $login );
	// No "welcome" pointers or admin colour questions in the way.
	update_user_meta( $id, 'show_welcome_panel', 0 );
}
update_user_meta( $admin->ID, 'show_welcome_panel', 0 );

// Content with blocks is inserted as the admin, without kses in the way.
wp_set_current_user( $admin->ID );
kses_remove_filters();

$examples = array(
	'header'              => array( 'showSearch' => true ),
	'side-menu'           => array(),
	'course-search'       => array( 'showSeeAvailability' => true, 'showLearnMore' => true ),
	'course-card'         => array( 'courseId' => (int) $setup['courseId'] ),
	'availability-panel'  => array(),
	'course-availability' => array( 'courseId' => (int) $setup['courseId'] ),
	'referral-menu'       => array(),
	'data-table'          => array( 'preset' => 'upcoming-classes' ),
	'footer'              => array(),
);

$shortcodes = '';
$blocks     = '';
foreach ( $examples as $name => $attributes ) {
	$widget = YunoWidgets\get_widget( $name );
	if ( ! $widget ) {
		fwrite( STDERR, "The plugin has no widget called $name\n" );
		exit( 1 );
	}
	$pairs = '';
	foreach ( $attributes as $key => $value ) {
		$pairs .= ' ' . $key . '="' . ( is_bool( $value ) ? ( $value ? 'true' : 'false' ) : $value ) . '"';
	}
	$shortcodes .= "<!-- wp:shortcode -->\n[" . $widget['shortcode'] . $pairs . "]\n<!-- /wp:shortcode -->\n\n";
	$align       = in_array( $name, array( 'header', 'footer' ), true ) ? 'full' : ( in_array( $name, array( 'course-search', 'data-table' ), true ) ? 'wide' : '' );
	$blocks     .= get_comment_delimited_block_content( $widget['block'], $align ? $attributes + array( 'align' => $align ) : $attributes, '' ) . "\n\n";
}

$hostile = $setup['hostileText'];
$pages   = array(
	'yuno-shortcodes' => array( 'Yuno widgets as shortcodes', $shortcodes ),
	'yuno-blocks'     => array( 'Yuno widgets as blocks', $blocks ),
	'yuno-hostile'    => array(
		'Yuno hostile attributes',
		"<!-- wp:shortcode -->\n[yuno_course_search emptyStateMessage='" . $hostile . "' category='" . $hostile . "']\n<!-- /wp:shortcode -->\n\n"
			. get_comment_delimited_block_content( 'yuno/course-search', array( 'emptyStateMessage' => $hostile ), '' ) . "\n",
	),
	'yuno-search-only' => array( 'Course search alone', get_comment_delimited_block_content( 'yuno/course-search', array( 'align' => 'wide' ), '' ) . "\n" ),
	// Blocks and a shortcode that lack what they need, between the page's own text, and a
	// hand-written mount point whose props the runtime refuses (a Custom HTML block).
	'yuno-misconfigured' => array(
		'Yuno widgets not set up',
		"<!-- wp:paragraph -->\n<p>Text before the widgets.</p>\n<!-- /wp:paragraph -->\n\n"
			. get_comment_delimited_block_content( 'yuno/course-card', array(), '' ) . "\n\n"
			. get_comment_delimited_block_content( 'yuno/course-availability', array(), '' ) . "\n\n"
			. get_comment_delimited_block_content( 'yuno/data-table', array(), '' ) . "\n\n"
			. "<!-- wp:shortcode -->\n[yuno_course_card show_learn_more]\n<!-- /wp:shortcode -->\n\n"
			. "<!-- wp:html -->\n<div id=\"hand-written\" data-yuno-widget=\"course-card\" data-yuno-props='{\"courseId\":-4}'></div>\n<!-- /wp:html -->\n\n"
			. "<!-- wp:paragraph -->\n<p>Text after the widgets.</p>\n<!-- /wp:paragraph -->\n\n"
			. get_comment_delimited_block_content( 'yuno/course-card', array( 'courseId' => (int) $setup['courseId'], 'showSeeAvailability' => false ), '' ) . "\n",
	),
	// Pages whose header restricts roles, with text only those roles may read.
	'yuno-instructors-only' => array(
		'For instructors',
		get_comment_delimited_block_content( 'yuno/header', array( 'allowedRoles' => array( 'Instructor' ) ), '' ) . "\n\n"
			. "<!-- wp:paragraph -->\n<p>Only instructors read this.</p>\n<!-- /wp:paragraph -->\n\n"
			. get_comment_delimited_block_content( 'yuno/footer', array(), '' ) . "\n",
	),
	'yuno-learners-only' => array(
		'For learners',
		get_comment_delimited_block_content( 'yuno/header', array( 'allowedRoles' => array( 'Learner' ) ), '' ) . "\n\n"
			. "<!-- wp:paragraph -->\n<p>Only learners read this.</p>\n<!-- /wp:paragraph -->\n\n"
			. get_comment_delimited_block_content( 'yuno/footer', array(), '' ) . "\n",
	),
	'no-widgets'      => array( 'A page without widgets', "<!-- wp:paragraph -->\n<p>Nothing from Yuno on this page.</p>\n<!-- /wp:paragraph -->\n" ),
);

$urls = array();
foreach ( $pages as $slug => list( $title, $content ) ) {
	$existing = get_page_by_path( $slug );
	$postarr  = array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_name'    => $slug,
		'post_title'   => $title,
		'post_content' => $content,
	);
	if ( $existing ) {
		$postarr['ID'] = $existing->ID;
	}
	$id = wp_insert_post( wp_slash( $postarr ), true );
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "Creating the page $slug failed: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	$urls[ $slug ] = get_permalink( $id );
}
echo wp_json_encode( $urls, JSON_UNESCAPED_SLASHES ) . "\n";
