<?php
/**
 * Maps the widgets' `--yuno-*` tokens to the active theme's theme.json presets, so the
 * widgets pick up the site's brand colour, text colour and body font. A colour is only
 * mapped when it keeps text readable (contrast at least 4.5:1 against white, which the
 * widgets' surfaces and button labels use); otherwise the widget's own default stays.
 * The rule is `:where(body)` (WordPress declares its presets on body): any site rule wins.
 * Filter `yuno_widgets_theme_tokens` ( array<string,string> token => value ) to adjust.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Token => CSS value for the active theme.
 *
 * @return array<string, string>
 */
function theme_tokens() {
	$tokens  = array();
	$palette = theme_palette();

	$primary = first_preset( $palette, array( 'primary' ) );
	if ( $primary && contrast_ratio( $primary['color'], '#ffffff' ) >= 4.5 ) {
		$value  = 'var(--wp--preset--color--' . $primary['slug'] . ', ' . $primary['color'] . ')';
		$tokens = array_merge(
			$tokens,
			array(
				'--yuno-color-primary'        => $value,
				'--yuno-color-link'           => $value,
				'--yuno-color-focus'          => $value,
				'--yuno-color-primary-hover'  => mix_hex( $primary['color'], '#000000', 0.15 ),
				'--yuno-color-primary-active' => mix_hex( $primary['color'], '#000000', 0.3 ),
				'--yuno-color-primary-soft'   => mix_hex( $primary['color'], '#ffffff', 0.9 ),
			)
		);
	}

	$text = first_preset( $palette, array( 'contrast', 'foreground' ) );
	if ( $text && contrast_ratio( $text['color'], '#ffffff' ) >= 7 ) {
		$tokens['--yuno-color-text'] = 'var(--wp--preset--color--' . $text['slug'] . ', ' . $text['color'] . ')';
	}

	$font = body_font_preset();
	if ( '' !== $font ) {
		$tokens['--yuno-font'] = 'var(--wp--preset--font-family--' . $font . ')';
	}

	$tokens = apply_filters( 'yuno_widgets_theme_tokens', $tokens );
	return is_array( $tokens ) ? $tokens : array();
}

/**
 * The CSS rule for the mapped tokens ('' when nothing maps).
 *
 * @return string
 */
function theme_tokens_css() {
	$lines = array();
	foreach ( theme_tokens() as $token => $value ) {
		// Only well-formed declarations: a filter cannot break out of the rule.
		if ( preg_match( '/^--yuno-[a-z0-9-]+$/', (string) $token ) && is_string( $value ) && ! preg_match( '/[{};<>]/', $value ) ) {
			$lines[] = $token . ': ' . $value . ';';
		}
	}
	return $lines ? ':where(body) { ' . implode( ' ', $lines ) . ' }' : '';
}

/**
 * The theme's colour palette (user choices over the theme's), slug => hex.
 *
 * @return array<string, string>
 */
function theme_palette() {
	if ( ! function_exists( 'wp_get_global_settings' ) ) {
		return array();
	}
	$palette = wp_get_global_settings( array( 'color', 'palette' ) );
	$colors  = array();
	foreach ( array( 'theme', 'custom' ) as $origin ) {
		if ( empty( $palette[ $origin ] ) || ! is_array( $palette[ $origin ] ) ) {
			continue;
		}
		foreach ( $palette[ $origin ] as $entry ) {
			if ( isset( $entry['slug'], $entry['color'] ) && is_string( $entry['color'] ) && null !== hex_to_rgb( $entry['color'] ) ) {
				$colors[ sanitize_key( $entry['slug'] ) ] = strtolower( $entry['color'] );
			}
		}
	}
	return $colors;
}

/**
 * The first of the given slugs that the palette has.
 *
 * @param array    $palette Slug => hex.
 * @param string[] $slugs   Slugs in order of preference.
 * @return array{slug: string, color: string}|null
 */
function first_preset( array $palette, array $slugs ) {
	foreach ( $slugs as $slug ) {
		if ( isset( $palette[ $slug ] ) ) {
			return array(
				'slug'  => $slug,
				'color' => $palette[ $slug ],
			);
		}
	}
	return null;
}

/**
 * The slug of the font-family preset the theme uses for body text, or ''.
 *
 * @return string
 */
function body_font_preset() {
	if ( ! function_exists( 'wp_get_global_styles' ) ) {
		return '';
	}
	$family = wp_get_global_styles( array( 'typography', 'fontFamily' ) );
	if ( is_string( $family ) && preg_match( '/^var(?::preset\|font-family\||\(--wp--preset--font-family--)([a-z0-9-]+)\)?$/', $family, $match ) ) {
		return $match[1];
	}
	return '';
}

/**
 * `#rgb` or `#rrggbb` → [r, g, b], or null.
 *
 * @param string $hex Colour.
 * @return int[]|null
 */
function hex_to_rgb( $hex ) {
	if ( ! preg_match( '/^#([0-9a-f]{3}|[0-9a-f]{6})$/i', trim( $hex ), $match ) ) {
		return null;
	}
	$digits = 3 === strlen( $match[1] ) ? preg_replace( '/(.)/', '$1$1', $match[1] ) : $match[1];
	return array_map( 'hexdec', str_split( $digits, 2 ) );
}

/**
 * WCAG contrast ratio of two hex colours (1 to 21); 1 when either is not a hex colour.
 *
 * @param string $a Colour.
 * @param string $b Colour.
 * @return float
 */
function contrast_ratio( $a, $b ) {
	$rgb_a = hex_to_rgb( $a );
	$rgb_b = hex_to_rgb( $b );
	if ( null === $rgb_a || null === $rgb_b ) {
		return 1.0;
	}
	$luminance = function ( array $rgb ) {
		$channel = array_map(
			function ( $value ) {
				$value /= 255;
				return $value <= 0.03928 ? $value / 12.92 : pow( ( $value + 0.055 ) / 1.055, 2.4 );
			},
			$rgb
		);
		return 0.2126 * $channel[0] + 0.7152 * $channel[1] + 0.0722 * $channel[2];
	};
	$lighter = max( $luminance( $rgb_a ), $luminance( $rgb_b ) );
	$darker  = min( $luminance( $rgb_a ), $luminance( $rgb_b ) );
	return ( $lighter + 0.05 ) / ( $darker + 0.05 );
}

/**
 * A hex colour mixed towards another by `amount` (0 to 1).
 *
 * @param string $from   Colour.
 * @param string $to     Colour.
 * @param float  $amount Share of `to`.
 * @return string
 */
function mix_hex( $from, $to, $amount ) {
	$a = hex_to_rgb( $from );
	$b = hex_to_rgb( $to );
	if ( null === $a || null === $b ) {
		return $from;
	}
	$mixed = '#';
	for ( $i = 0; $i < 3; $i++ ) {
		$mixed .= sprintf( '%02x', (int) round( $a[ $i ] + ( $b[ $i ] - $a[ $i ] ) * $amount ) );
	}
	return $mixed;
}
