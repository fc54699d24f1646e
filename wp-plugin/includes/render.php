<?php
/**
 * The one render function shared by every shortcode and block: it prints the mount point
 * `<div data-yuno-widget="NAME" data-yuno-props="{…}">` with a placeholder sized like the
 * widget inside it (see render_placeholder()), and enqueues the widget's scripts for this page.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

/**
 * The mount point of one widget.
 *
 * @param string $name               Widget name.
 * @param array  $attributes         Shortcode or block attributes.
 * @param string $wrapper_attributes Extra HTML attributes (a block's wrapper attributes).
 * @return string HTML.
 */
function render_widget( $name, array $attributes, $wrapper_attributes = '' ) {
	$widget = get_widget( $name );
	if ( null === $widget ) {
		return '';
	}
	$props = sanitize_props( $widget['attributes'], $attributes );
	if ( missing_settings( $name, $props ) ) {
		// It could not render: nothing to load, and no room taken (see missing-settings.php).
		return '';
	}
	enqueue_widget( $name, $props );
	rendered_widgets( $name );
	if ( offers_availability( $name, $props ) && ! has_action( 'wp_footer', __NAMESPACE__ . '\\print_availability_panel' ) ) {
		add_action( 'wp_footer', __NAMESPACE__ . '\\print_availability_panel', 5 );
	}

	if ( '' === $wrapper_attributes ) {
		$wrapper_attributes = 'class="' . esc_attr( 'yuno-widget yuno-widget--' . $name ) . '"';
	}
	$html = sprintf(
		'<div %1$s data-yuno-widget="%2$s" data-yuno-props="%3$s">%4$s</div>',
		$wrapper_attributes,
		esc_attr( $name ),
		// Hex escapes first: esc_attr leaves existing entities such as &quot; alone.
		esc_attr( script_json( (object) $props ) ),
		render_placeholder( $name, $props )
	);
	page_frame( compact( 'name', 'html', 'props' ) );
	return $html;
}

/**
 * The placeholder that reserves the widget's box until its bundle runs. Its size comes from
 * the widgets' one source of placeholder sizes, built into `yuno-placeholders.css`; the class
 * names the widget and, where this page knows it, a variant: a visitor's header with or
 * without the notification bar, a signed-in instructor's header and referral card, a table's
 * preset (the demo's pages choose the same way). It lives in the mount point's light DOM,
 * so the widget's shadow root hides it; the runtime keeps its height until the widget fills it.
 *
 * @param string $name  Widget name.
 * @param array  $props Its sanitised props.
 * @return string HTML.
 */
function render_placeholder( $name, array $props = array() ) {
	$config    = wp_scripts()->get_data( RUNTIME_HANDLE, 'yuno_config' );
	$config    = is_array( $config ) ? $config : array();
	$signed_in = ! empty( $config['userId'] );
	// The panel is an overlay; the side menu shows only to someone signed in.
	if ( 'availability-panel' === $name || ( 'side-menu' === $name && ! $signed_in ) ) {
		return '';
	}
	$role      = $signed_in ? placeholder_role( $config ) : '';
	$variant   = '';
	if ( 'header' === $name ) {
		$variant = $signed_in ? ( 'Instructor' === $role ? 'instructor' : '' ) : ( ! empty( $config['notificationBar'] ) && false !== ( $props['showNotificationBar'] ?? true ) ? 'notice' : 'public' );
	} elseif ( 'referral-menu' === $name && 'Instructor' === $role ) {
		$variant = 'instructor';
	} elseif ( 'data-table' === $name && isset( $props['preset'] ) && is_string( $props['preset'] ) && preg_match( '/^[a-z-]+$/', $props['preset'] ) ) {
		$variant = $props['preset'];
	}
	$class = 'yuno-placeholder yuno-placeholder--' . $name . ( '' !== $variant ? ' yuno-placeholder--' . $name . '-' . $variant : '' );
	return '<div class="' . esc_attr( $class ) . '" aria-hidden="true"></div>';
}

/**
 * The signed-in person's role, from their info when the page preloads it ('' otherwise).
 *
 * @param array $config The page config.
 * @return string
 */
function placeholder_role( array $config ) {
	$path = route_path( $config, 'userInfo', array( 'userId' => (int) $config['userId'] ) );
	$role = $config['preload'][ $path ]['data']['role'] ?? '';
	return is_string( $role ) ? $role : '';
}

/**
 * Shortcode callback for every `yuno_*` shortcode.
 *
 * @param array|string $atts    Attributes ('' when there are none).
 * @param string|null  $content Enclosed content (unused).
 * @param string       $tag     Shortcode tag.
 * @return string
 */
function render_shortcode( $atts, $content = null, $tag = '' ) {
	$name = widget_for( (string) $tag );
	if ( null === $name ) {
		return '';
	}
	$atts   = is_array( $atts ) ? $atts : array();
	$notice = render_shortcode_notice( (string) $tag, shortcode_problems( get_widget( $name )['attributes'], $atts ) );
	return $notice . render_widget( $name, $atts );
}

/**
 * Block render callback for a widget (bound to its name in register_blocks()).
 *
 * @param string $name       Widget name.
 * @param array  $attributes Block attributes.
 * @return string
 */
function render_block( $name, array $attributes ) {
	$missing = missing_settings( $name, sanitize_props( get_widget( $name )['attributes'], $attributes ) );
	if ( $missing ) {
		return render_missing_settings_note( $name, $missing );
	}
	$classes = 'yuno-widget yuno-widget--' . $name;
	// A default alignment (the header's and footer's full width) is not in the saved block,
	// where WordPress looks for the alignment class: add it here.
	if ( in_array( $attributes['align'] ?? '', array( 'wide', 'full' ), true ) && empty( \WP_Block_Supports::$block_to_render['attrs']['align'] ) ) {
		$classes .= ' align' . $attributes['align'];
	}
	$wrapper = get_block_wrapper_attributes( array( 'class' => $classes ) );
	return render_widget( $name, $attributes, $wrapper );
}

/**
 * The widgets this page has rendered so far.
 *
 * @param string|null $name  A widget just rendered, to add.
 * @param bool        $reset Forget them all (a new page, in tests).
 * @return array<string, true>
 */
function rendered_widgets( $name = null, $reset = false ) {
	static $rendered = array();
	if ( $reset ) {
		$rendered = array();
	}
	if ( null !== $name ) {
		$rendered[ $name ] = true;
	}
	return $rendered;
}

/**
 * Whether this widget shows See Availability. The button asks the page's availability panel
 * to open (by an event between widgets), so a page with it needs that panel.
 *
 * @param string $name  Widget name.
 * @param array  $props Its sanitised props.
 * @return bool
 */
function offers_availability( $name, array $props ) {
	return in_array( $name, array( 'course-search', 'course-card' ), true ) && false !== ( $props['showSeeAvailability'] ?? true );
}

/**
 * At the end of a page whose cards offer See Availability, the availability panel, unless
 * the page placed its own: a site editor placing a course search should not have to know
 * that the button needs a second block to work.
 */
function print_availability_panel() {
	if ( isset( rendered_widgets()['availability-panel'] ) ) {
		return;
	}
	// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- render_widget escapes every part it prints.
	echo render_widget( 'availability-panel', array() );
}
