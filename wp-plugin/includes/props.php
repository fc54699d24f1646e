<?php
/**
 * Attributes → widget props, checked against the widget's block.json schema. Shortcode
 * attributes arrive as lower-cased strings, block attributes as JSON values; both end as
 * the same typed props. Unknown attributes and values of the wrong type are dropped (the
 * widget then uses its default, or shows its own message for a missing required prop).
 * Strings are kept exactly as written: escaping happens once, when the mount point is printed.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Case, `_` and `-` do not matter in attribute names: WordPress lower-cases shortcode
 * attributes, and `show_learn_more` reads naturally in a shortcode.
 *
 * @param string $key Attribute name.
 * @return string
 */
function normalise_key( $key ) {
	return strtolower( str_replace( array( '_', '-' ), '', $key ) );
}

/**
 * The props for a widget from raw attributes.
 *
 * @param array $schema Block attribute schema (block.json `attributes`).
 * @param array $raw    Shortcode attributes or block attributes.
 * @return array Props in schema order; defaults filled in.
 */
function sanitize_props( array $schema, array $raw ) {
	$names = array();
	foreach ( $schema as $key => $spec ) {
		$names[ normalise_key( $key ) ] = $key;
	}
	$given = array();
	foreach ( $raw as $key => $value ) {
		if ( is_int( $key ) ) {
			// A bare word in a shortcode (`[yuno_course_card show_learn_more]`) turns a switch on.
			$flag = is_string( $value ) ? normalise_key( $value ) : '';
			if ( isset( $names[ $flag ] ) && 'boolean' === type_of( $schema[ $names[ $flag ] ] ) ) {
				$given[ $names[ $flag ] ] = true;
			}
			continue;
		}
		$normal = normalise_key( (string) $key );
		if ( ! isset( $names[ $normal ] ) ) {
			continue;
		}
		$name  = $names[ $normal ];
		$clean = coerce_value( $value, $schema[ $name ] );
		if ( null !== $clean ) {
			$given[ $name ] = $clean;
		}
	}
	$props = array();
	foreach ( $schema as $key => $spec ) {
		if ( array_key_exists( $key, $given ) ) {
			$props[ $key ] = $given[ $key ];
		} elseif ( array_key_exists( 'default', $spec ) ) {
			$default = coerce_value( $spec['default'], $spec );
			if ( null !== $default ) {
				$props[ $key ] = $default;
			}
		}
	}
	return $props;
}

/**
 * The schema type of an attribute.
 *
 * @param array $spec Attribute schema.
 * @return string
 */
function type_of( array $spec ) {
	return isset( $spec['type'] ) && is_string( $spec['type'] ) ? $spec['type'] : 'string';
}

/**
 * One value converted to the attribute's type, or null when it does not fit.
 *
 * @param mixed $value Raw value.
 * @param array $spec  Attribute schema.
 * @return mixed|null
 */
function coerce_value( $value, array $spec ) {
	switch ( type_of( $spec ) ) {
		case 'boolean':
			return to_boolean( $value );
		case 'integer':
			$number = to_number( $value, true );
			break;
		case 'number':
			$number = to_number( $value, false );
			break;
		case 'array':
			return to_list( $value, $spec );
		case 'string':
			if ( is_int( $value ) || is_float( $value ) ) {
				$value = (string) $value;
			}
			// An empty string means "not set": the widget's own default applies.
			if ( ! is_string( $value ) || '' === $value ) {
				return null;
			}
			return in_enum( $value, $spec ) ? $value : null;
		default:
			return null;
	}
	if ( null === $number ) {
		return null;
	}
	if ( isset( $spec['minimum'] ) && $number < $spec['minimum'] ) {
		return null;
	}
	if ( isset( $spec['maximum'] ) && $number > $spec['maximum'] ) {
		return null;
	}
	return in_enum( $number, $spec ) ? $number : null;
}

/**
 * Whether a value is one of the schema's `enum` values (always true without an enum).
 *
 * @param mixed $value Value.
 * @param array $spec  Attribute schema.
 * @return bool
 */
function in_enum( $value, array $spec ) {
	return ! isset( $spec['enum'] ) || ! is_array( $spec['enum'] ) || in_array( $value, $spec['enum'], true );
}

/**
 * `true`, `1`, `yes`, `on` and their opposites; anything else is not a boolean.
 *
 * @param mixed $value Raw value.
 * @return bool|null
 */
function to_boolean( $value ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	if ( 1 === $value || 0 === $value ) {
		return 1 === $value;
	}
	if ( ! is_string( $value ) ) {
		return null;
	}
	$word = strtolower( trim( $value ) );
	if ( in_array( $word, array( 'true', '1', 'yes', 'on' ), true ) ) {
		return true;
	}
	if ( in_array( $word, array( 'false', '0', 'no', 'off' ), true ) ) {
		return false;
	}
	return null;
}

/**
 * A number from a number or a string that is wholly a number.
 *
 * @param mixed $value   Raw value.
 * @param bool  $integer Whether only whole numbers fit.
 * @return int|float|null
 */
function to_number( $value, $integer ) {
	if ( is_string( $value ) ) {
		$value = trim( $value );
		if ( $integer ? ! preg_match( '/^-?\d{1,15}$/', $value ) : ! is_numeric( $value ) ) {
			return null;
		}
		$value = $integer ? (int) $value : (float) $value;
	}
	if ( is_int( $value ) ) {
		return $value;
	}
	if ( is_float( $value ) && is_finite( $value ) ) {
		if ( ! $integer ) {
			return $value;
		}
		return floor( $value ) === $value ? (int) $value : null;
	}
	return null;
}

/**
 * A list from a JSON array or a comma-separated shortcode value; items checked against
 * the schema's `items` type (strings by default).
 *
 * @param mixed $value Raw value.
 * @param array $spec  Attribute schema.
 * @return array|null
 */
function to_list( $value, array $spec ) {
	if ( is_string( $value ) ) {
		$value = '' === trim( $value ) ? array() : array_map( 'trim', explode( ',', $value ) );
		$value = array_values( array_filter( $value, 'strlen' ) );
	}
	if ( ! is_array( $value ) || array_values( $value ) !== $value ) {
		return null;
	}
	$item_spec = isset( $spec['items'] ) && is_array( $spec['items'] ) ? $spec['items'] : array( 'type' => 'string' );
	$items     = array();
	foreach ( $value as $item ) {
		$clean = coerce_value( $item, $item_spec );
		if ( null === $clean ) {
			return null;
		}
		$items[] = $clean;
	}
	return $items;
}
