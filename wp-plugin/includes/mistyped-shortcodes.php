<?php
/**
 * A note above a mistyped shortcode name (`[yuno_coursecard]`), naming the nearest real one.
 * WordPress prints an unknown shortcode as text and says nothing. For people who can edit the
 * post, names with the plugin's prefix are held as shortcodes while do_shortcode runs on the
 * post's content, and each becomes the note followed by its text as WordPress prints it.
 * Visitors get WordPress's own output.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

// A tag as WordPress reads one, with the plugin's prefix; not `[[…]]`, which asks for the text.
const MISTYPED_SHORTCODE = '/(?<!\[)\[(yuno[_-][^<>&\/\[\]\x00-\x20=]*)/i';

/**
 * The names held as shortcodes, and how many content filters are running (one may run inside
 * another: a name is let go when the outermost ends).
 *
 * @return array{runs: int, tags: array<string, true>}
 */
function &held_shortcodes() {
	static $held = array(
		'runs' => 0,
		'tags' => array(),
	);
	return $held;
}

/**
 * the_content, after wptexturize and wpautop (which then treat the text as visitors get it) and
 * before do_shortcode: holds the mistyped names of this content.
 *
 * @param string $content Post content.
 * @return string The same content.
 */
function hold_mistyped_shortcodes( $content ) {
	$held = &held_shortcodes();
	++$held['runs'];
	// An excerpt is cut from the filtered content: a note would become the post's summary.
	if ( ! can_see_shortcode_notes() || doing_filter( 'get_the_excerpt' ) ) {
		return $content;
	}
	foreach ( wp_html_split( (string) $content ) as $part ) {
		// Text only: a note cannot go inside an HTML tag's attribute.
		if ( '' === $part || '<' === $part[0] || ! preg_match_all( MISTYPED_SHORTCODE, $part, $found ) ) {
			continue;
		}
		foreach ( $found[1] as $tag ) {
			if ( ! shortcode_exists( $tag ) ) {
				add_shortcode( $tag, '__return_empty_string' );
				$held['tags'][ $tag ] = true;
			}
		}
	}
	return $content;
}

/**
 * the_content, after do_shortcode: lets the names go, so nothing else treats them as shortcodes.
 *
 * @param string $content Post content.
 * @return string The same content.
 */
function release_mistyped_shortcodes( $content ) {
	$held         = &held_shortcodes();
	$held['runs'] = max( 0, $held['runs'] - 1 );
	if ( 0 === $held['runs'] ) {
		array_map( 'remove_shortcode', array_keys( $held['tags'] ) );
		$held['tags'] = array();
	}
	return $content;
}

/**
 * pre_do_shortcode_tag: a held name becomes the note and then its text, as WordPress shows it.
 *
 * @param false|string $output Output so far.
 * @param string       $tag    Shortcode tag.
 * @param array|string $attr   Attributes.
 * @param array        $m      The shortcode regex's match.
 * @return false|string
 */
function note_mistyped_shortcode( $output, $tag, $attr, $m ) {
	if ( false !== $output || empty( held_shortcodes()['tags'][ $tag ] ) ) {
		return $output;
	}
	// The bracket as an entity (see note_text()): no later pass takes the text for a shortcode.
	$text = '&#091;' . $m[2] . $m[3] . $m[4] . ']';
	if ( '[' . $m[1] . $m[2] . $m[3] . $m[4] . ']' . $m[6] !== $m[0] ) {
		// It encloses content, which WordPress renders between the two tags shown as text.
		$text .= do_shortcode( $m[5] ) . '&#091;/' . $m[2] . ']';
	}
	return $m[1] . render_shortcode_notice( $tag, array( mistyped_shortcode_problem( $tag ) ) ) . $text . $m[6];
}

/**
 * The sentence for a name that is not one of the plugin's shortcodes.
 *
 * @param string $typed The name as typed.
 * @return string
 */
function mistyped_shortcode_problem( $typed ) {
	$nearest = nearest_shortcode( $typed );
	if ( '' !== $nearest ) {
		/* translators: 1: shortcode name as typed, 2: the plugin's shortcode it resembles. */
		return sprintf( __( '“%1$s” is not a shortcode of this plugin, so WordPress shows it as text. Did you mean [%2$s]?', 'yuno-widgets' ), $typed, $nearest );
	}
	$tags = array_map(
		function ( $widget ) {
			return '[' . $widget['shortcode'] . ']';
		},
		array_values( widgets() )
	);
	/* translators: 1: shortcode name as typed, 2: comma-separated list of shortcodes. */
	return sprintf( __( '“%1$s” is not a shortcode of this plugin, so WordPress shows it as text. Its shortcodes: %2$s.', 'yuno-widgets' ), $typed, implode( ', ', $tags ) );
}

/**
 * The plugin's shortcode a name most likely meant, or '' when no guess is safe: a name a few
 * letters off (`yuno_coursecard`), or else the only one with those words (`yuno_card`).
 *
 * @param string $typed The name as typed.
 * @return string
 */
function nearest_shortcode( $typed ) {
	$normal   = str_replace( '-', '_', strtolower( $typed ) );
	$nearest  = '';
	$distance = PHP_INT_MAX;
	$worded   = array();
	foreach ( widgets() as $widget ) {
		$tag = $widget['shortcode'];
		$d   = levenshtein( $normal, $tag );
		if ( $d < $distance ) {
			$nearest  = $tag;
			$distance = $d;
		}
		// Whole words of the name after the prefix: `_card_` in `yuno_course_card_`.
		if ( false !== strpos( $tag . '_', '_' . substr( $normal, 5 ) . '_' ) ) {
			$worded[] = $tag;
		}
	}
	if ( $distance <= max( 3, intdiv( strlen( $nearest ), 4 ) ) ) {
		return $nearest;
	}
	return 1 === count( $worded ) ? $worded[0] : '';
}
