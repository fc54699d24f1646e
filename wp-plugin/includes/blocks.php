<?php
/**
 * One block per widget (`yuno/course-search`, …), registered from its block.json and
 * rendered on the server by the same function as its shortcode.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the blocks.
 */
function register_blocks() {
	foreach ( widgets() as $name => $widget ) {
		register_block_type(
			$widget['dir'],
			array(
				'render_callback' => function ( $attributes ) use ( $name ) {
					return render_block( $name, is_array( $attributes ) ? $attributes : array() );
				},
			)
		);
	}
}

/**
 * The "Yuno" block category, first in the inserter.
 *
 * @param array $categories Block categories.
 * @return array
 */
function add_block_category( $categories ) {
	array_unshift(
		$categories,
		array(
			'slug'  => 'yuno',
			'title' => __( 'Yuno', 'yuno-widgets' ),
			'icon'  => null,
		)
	);
	return $categories;
}
