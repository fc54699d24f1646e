<?php
/**
 * A note above a shortcode whose attributes were not all used: unknown names, values that do
 * not fit, required ones missing. Only people who can edit the page see it; visitors get the
 * widget as the page's attributes make it. Without it, a typo was silently dropped. The note's
 * markup is shared with the one for a mistyped shortcode name (mistyped-shortcodes.php).
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/** How a note for editors looks, in any theme (inline: it needs no stylesheet). */
const NOTE_STYLE = 'box-sizing:border-box;border:2px solid #d63638;padding:8px 16px;margin-top:0;margin-bottom:16px';

/**
 * What is wrong with a shortcode's attributes, one sentence each.
 *
 * @param array $schema Block attribute schema.
 * @param array $raw    Shortcode attributes.
 * @return string[]
 */
function shortcode_problems( array $schema, array $raw ) {
	$names = array();
	foreach ( $schema as $key => $spec ) {
		$names[ normalise_key( $key ) ] = $key;
	}
	$problems = array();
	$given    = array();
	foreach ( $raw as $key => $value ) {
		$flag   = is_int( $key );
		$typed  = $flag ? (string) $value : (string) $key;
		$normal = normalise_key( $typed );
		if ( isset( $names[ $normal ] ) && ( ! $flag || 'boolean' === type_of( $schema[ $names[ $normal ] ] ) ) ) {
			$name = $names[ $normal ];
			// An empty value counts as not set, as in sanitize_props().
			$given[ $name ] = $flag || '' !== $value;
			if ( ! $flag && '' !== $value && null === coerce_value( $value, $schema[ $name ] ) ) {
				/* translators: 1: attribute name, 2: the value as typed, 3: what the attribute takes. */
				$problems[] = sprintf( __( '%1$s="%2$s" was left out: use %3$s.', 'yuno-widgets' ), $name, $value, expected_value( $schema[ $name ] ) );
			}
			continue;
		}
		$problems[] = unknown_attribute_problem( $typed, $names );
	}
	foreach ( $schema as $key => $spec ) {
		if ( ! empty( $spec['required'] ) && empty( $given[ $key ] ) ) {
			/* translators: 1: attribute name, 2: what the attribute takes. */
			$problems[] = sprintf( __( '%1$s is required (%2$s): until it is set, visitors see nothing in place of the widget.', 'yuno-widgets' ), $key, expected_value( $spec ) );
		}
	}
	return $problems;
}

/**
 * The sentence for a name the widget does not have, with the nearest known name.
 *
 * @param string $typed Attribute name as typed.
 * @param array  $names Known names, normalised => as in the schema.
 * @return string
 */
function unknown_attribute_problem( $typed, array $names ) {
	$nearest  = null;
	$distance = 4;
	foreach ( $names as $normal => $name ) {
		$d = levenshtein( normalise_key( $typed ), $normal );
		if ( $d < $distance ) {
			$nearest  = $name;
			$distance = $d;
		}
	}
	if ( null !== $nearest ) {
		/* translators: 1: attribute name as typed, 2: the known attribute it resembles. */
		return sprintf( __( '“%1$s” is not an attribute of this widget and was ignored. Did you mean %2$s?', 'yuno-widgets' ), $typed, $nearest );
	}
	if ( ! $names ) {
		/* translators: %s: attribute name as typed. */
		return sprintf( __( '“%s” was ignored: this widget takes no attributes.', 'yuno-widgets' ), $typed );
	}
	/* translators: 1: attribute name as typed, 2: comma-separated list of attribute names. */
	return sprintf( __( '“%1$s” is not an attribute of this widget and was ignored. Its attributes: %2$s.', 'yuno-widgets' ), $typed, implode( ', ', $names ) );
}

/**
 * What an attribute takes, in words.
 *
 * @param array $spec Attribute schema.
 * @return string
 */
function expected_value( array $spec ) {
	if ( isset( $spec['enum'] ) && is_array( $spec['enum'] ) ) {
		/* translators: %s: comma-separated list of values. */
		return sprintf( __( 'one of %s', 'yuno-widgets' ), implode( ', ', $spec['enum'] ) );
	}
	switch ( type_of( $spec ) ) {
		case 'boolean':
			return __( 'true or false', 'yuno-widgets' );
		case 'integer':
			return isset( $spec['minimum'] )
				/* translators: %d: the smallest allowed number. */
				? sprintf( __( 'a whole number of %d or more', 'yuno-widgets' ), $spec['minimum'] )
				: __( 'a whole number', 'yuno-widgets' );
		case 'number':
			return __( 'a number', 'yuno-widgets' );
		case 'array':
			return __( 'a comma-separated list', 'yuno-widgets' );
		default:
			return __( 'some text', 'yuno-widgets' );
	}
}

/**
 * The note for people who can edit the page, or '' for everyone else and for a clean shortcode.
 *
 * @param string   $tag      Shortcode tag.
 * @param string[] $problems From shortcode_problems().
 * @return string HTML.
 */
function render_shortcode_notice( $tag, array $problems ) {
	if ( ! $problems || ! can_see_shortcode_notes() ) {
		return '';
	}
	/* translators: %s: shortcode tag, such as yuno_course_card. */
	return render_editor_note( sprintf( __( 'Check the [%s] shortcode:', 'yuno-widgets' ), $tag ), $problems );
}

/**
 * A note for people who can edit the page: a heading and one item per problem.
 *
 * @param string   $heading Plain text.
 * @param string[] $items   Plain text, one sentence each.
 * @return string HTML.
 */
function render_editor_note( $heading, array $items ) {
	$list = '';
	foreach ( $items as $item ) {
		$list .= '<li>' . note_text( $item ) . '</li>';
	}
	// Top and bottom margins only: themes centre their content column's blocks with side
	// margins (twentytwentyone), and the note belongs in that column, beside its widget; its
	// border and padding within the column's width.
	return sprintf(
		'<div class="yuno-widget-notice" role="note" style="%1$s"><p><strong>%2$s</strong> %3$s</p><ul>%4$s</ul></div>',
		NOTE_STYLE,
		note_text( $heading ),
		esc_html__( 'only people who can edit this page see this note.', 'yuno-widgets' ),
		$list
	);
}

/**
 * Whether the current user may see the notes: people who can edit this post (or posts at all,
 * outside one).
 *
 * @return bool
 */
function can_see_shortcode_notes() {
	$post_id = get_the_ID();
	return $post_id ? current_user_can( 'edit_post', $post_id ) : current_user_can( 'edit_posts' );
}

/**
 * A note's text as HTML: escaped, with its brackets as entities, because a block theme runs
 * the page through do_shortcode once more and "[yuno_course_card]" would become a widget.
 * `&#091;`, not `&#91;`: do_shortcode turns the short form back into a bracket.
 *
 * @param string $text Plain text.
 * @return string
 */
function note_text( $text ) {
	return strtr( esc_html( $text ), array( '[' => '&#091;', ']' => '&#093;' ) );
}

/**
 * the_content, after do_shortcode: a note is a div, which a paragraph cannot hold (the browser
 * would end the paragraph there), so a note that landed in one goes just before it and the
 * paragraph keeps its text as visitors see it.
 *
 * @param string $content Filtered post content.
 * @return string
 */
function lift_notes_out_of_paragraphs( $content ) {
	if ( false === strpos( (string) $content, 'class="yuno-widget-notice"' ) ) {
		return $content;
	}
	// A note's markup holds no other div. Nothing between <p> and the note may open or end a
	// paragraph, nor be a div: a widget before it in the same paragraph (two shortcodes on
	// consecutive lines) has already ended the paragraph, and lifting the note above the <p>
	// put it above that other widget.
	return preg_replace( '#(<p(?:\s[^>]*)?>)((?:(?!</?p[\s>]|<div[\s>]).)*?)(<div class="yuno-widget-notice" role="note"[^>]*>.*?</div>)#s', '$3$1$2', $content );
}
