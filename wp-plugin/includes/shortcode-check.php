<?php
/**
 * The block editor's check of a page's Yuno shortcodes, before it is published: the same
 * notes the published page shows its editors (shortcode-notice.php for attributes,
 * mistyped-shortcodes.php for names), for the content being edited.
 *
 * REST: POST yuno-widgets/v1/shortcode-check { content } → { notes: [ { shortcode, tag, problems[] } ] },
 * in the order the shortcodes appear; for people who can edit posts.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the route (rest_api_init).
 */
function register_shortcode_check_route() {
	register_rest_route(
		'yuno-widgets/v1',
		'/shortcode-check',
		array(
			'methods'             => 'POST',
			'callback'            => __NAMESPACE__ . '\\shortcode_check_response',
			'permission_callback' => function () {
				return current_user_can( 'edit_posts' );
			},
			'args'                => array(
				'content' => array(
					'type'     => 'string',
					'required' => true,
				),
			),
		)
	);
}

/**
 * The route's answer.
 *
 * @param \WP_REST_Request $request The request.
 * @return array
 */
function shortcode_check_response( $request ) {
	return array( 'notes' => shortcode_check( (string) $request['content'] ) );
}

/**
 * The notes for every Yuno shortcode of some content that has a problem, in order.
 *
 * @param string $content Post content as stored (block markup included).
 * @return array<int, array{shortcode: string, tag: string, problems: string[]}>
 */
function shortcode_check( $content ) {
	$found = array();
	$tags  = array_values( wp_list_pluck( widgets(), 'shortcode' ) );
	// The plugin's shortcodes, read as WordPress reads them.
	if ( preg_match_all( '/' . get_shortcode_regex( $tags ) . '/', $content, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		foreach ( $matches as $m ) {
			// `[[yuno_header]]` asks for the text itself.
			if ( '[' === $m[1][0] && ']' === $m[6][0] ) {
				continue;
			}
			$atts     = shortcode_parse_atts( $m[3][0] );
			$problems = shortcode_problems( get_widget( widget_for( $m[2][0] ) )['attributes'], is_array( $atts ) ? $atts : array() );
			if ( $problems ) {
				$found[ $m[0][1] ] = checked_shortcode( $m[0][0], $m[2][0], $problems );
			}
		}
	}
	// Names with the plugin's prefix that are no shortcode at all (WordPress prints them as text),
	// in text only, as on the page (mistyped-shortcodes.php).
	$offset = 0;
	foreach ( wp_html_split( (string) $content ) as $part ) {
		if ( '' !== $part && '<' !== $part[0] && preg_match_all( MISTYPED_SHORTCODE, $part, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
			foreach ( $matches as $m ) {
				if ( shortcode_exists( $m[1][0] ) ) {
					continue;
				}
				$end                          = strpos( $part, ']', $m[0][1] );
				$text                         = false === $end ? $m[0][0] : substr( $part, $m[0][1], $end - $m[0][1] + 1 );
				$found[ $offset + $m[0][1] ] = checked_shortcode( $text, $m[1][0], array( mistyped_shortcode_problem( $m[1][0] ) ) );
			}
		}
		$offset += strlen( $part );
	}
	ksort( $found );
	return array_values( $found );
}

/**
 * One note: the shortcode as written (shortened), its name and what is wrong.
 *
 * @param string   $text     The shortcode as written.
 * @param string   $tag      Its name.
 * @param string[] $problems One sentence each.
 * @return array
 */
function checked_shortcode( $text, $tag, array $problems ) {
	return array(
		'shortcode' => wp_html_excerpt( $text, 120, '…' ),
		'tag'       => $tag,
		'problems'  => array_values( $problems ),
	);
}
