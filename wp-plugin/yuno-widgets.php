<?php
/**
 * Plugin Name:       Yuno widgets
 * Plugin URI:        https://www.yunolearning.com/
 * Description:       Places the Yuno course-marketplace widgets (header, course search, course card, availability, referral menu, data tables…) on any page as blocks or shortcodes.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            Yuno Learning
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       yuno-widgets
 * Domain Path:       /languages
 *
 * @package YunoWidgets
 */

defined( 'ABSPATH' ) || exit;

define( 'YUNO_WIDGETS_VERSION', '0.1.0' );
define( 'YUNO_WIDGETS_FILE', __FILE__ );
define( 'YUNO_WIDGETS_DIR', plugin_dir_path( __FILE__ ) );

require_once YUNO_WIDGETS_DIR . 'includes/widgets.php';
require_once YUNO_WIDGETS_DIR . 'includes/props.php';
require_once YUNO_WIDGETS_DIR . 'includes/settings.php';
require_once YUNO_WIDGETS_DIR . 'includes/widget-texts.php';
require_once YUNO_WIDGETS_DIR . 'includes/config.php';
require_once YUNO_WIDGETS_DIR . 'includes/preload.php';
require_once YUNO_WIDGETS_DIR . 'includes/theme-tokens.php';
require_once YUNO_WIDGETS_DIR . 'includes/assets.php';
require_once YUNO_WIDGETS_DIR . 'includes/render.php';
require_once YUNO_WIDGETS_DIR . 'includes/shortcode-notice.php';
require_once YUNO_WIDGETS_DIR . 'includes/missing-settings.php';
require_once YUNO_WIDGETS_DIR . 'includes/page-gate.php';
require_once YUNO_WIDGETS_DIR . 'includes/page-cache.php';
require_once YUNO_WIDGETS_DIR . 'includes/mistyped-shortcodes.php';
require_once YUNO_WIDGETS_DIR . 'includes/shortcode-check.php';
require_once YUNO_WIDGETS_DIR . 'includes/blocks.php';
require_once YUNO_WIDGETS_DIR . 'includes/shortcodes.php';
require_once YUNO_WIDGETS_DIR . 'includes/editor.php';
require_once YUNO_WIDGETS_DIR . 'includes/settings-field-errors.php';
require_once YUNO_WIDGETS_DIR . 'includes/settings-page.php';
require_once YUNO_WIDGETS_DIR . 'includes/connection-check.php';

add_action( 'init', 'YunoWidgets\\load_textdomain', 1 );
add_action( 'init', 'YunoWidgets\\register_assets', 5 );
add_action( 'wp_enqueue_scripts', 'YunoWidgets\\enqueue_placeholders_early' );
add_action( 'init', 'YunoWidgets\\register_editor_script', 6 );
add_action( 'init', 'YunoWidgets\\register_blocks', 10 );
add_action( 'init', 'YunoWidgets\\register_shortcodes', 10 );
// Around do_shortcode (11): after WordPress's own content filters of priority 10.
add_filter( 'the_content', 'YunoWidgets\\hold_mistyped_shortcodes', 10 );
add_filter( 'the_content', 'YunoWidgets\\release_mistyped_shortcodes', 12 );
add_filter( 'the_content', 'YunoWidgets\\lift_notes_out_of_paragraphs', 12 );
add_filter( 'the_content', 'YunoWidgets\\gate_page_content', 20 );
add_filter( 'pre_do_shortcode_tag', 'YunoWidgets\\note_mistyped_shortcode', 10, 4 );
add_action( 'template_redirect', 'YunoWidgets\\keep_signed_in_pages_out_of_caches' );
add_filter( 'block_categories_all', 'YunoWidgets\\add_block_category' );
add_action( 'enqueue_block_editor_assets', 'YunoWidgets\\prepare_editor_script' );
add_action( 'rest_api_init', 'YunoWidgets\\register_shortcode_check_route' );
add_action( 'admin_menu', 'YunoWidgets\\add_settings_page' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'YunoWidgets\\add_settings_link' );
add_action( 'admin_post_yuno_widgets_save_settings', 'YunoWidgets\\handle_settings_form' );
add_action( 'admin_post_yuno_widgets_check_connection', 'YunoWidgets\\handle_connection_check' );
