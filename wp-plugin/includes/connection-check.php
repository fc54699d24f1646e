<?php
/**
 * Settings → Yuno widgets → Check connection: asks the API the widgets would use (with the
 * saved settings) for the course categories, one of their first public calls, and says what
 * answered, or the exact failure. It runs after each save too, so switching to an environment
 * that cannot be reached is said at once instead of on the pages.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

const CHECK_ACTION = 'yuno_widgets_check_connection';

/**
 * Calls the API of these settings and describes the answer.
 *
 * @param array $settings Settings (as get_settings() returns them).
 * @return array{ok: bool, message: string}
 */
function check_connection( array $settings ) {
	$base     = api_base( $settings );
	$url      = ( '/' === $base[0] ? home_url( $base ) : $base ) . '/v4/categories';
	$response = wp_remote_get(
		$url,
		array(
			'timeout' => 10,
			'headers' => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return array(
			'ok'      => false,
			/* translators: 1: address asked, 2: the error as WordPress reports it. */
			'message' => sprintf( __( 'No answer from %1$s: %2$s', 'yuno-widgets' ), $url, $response->get_error_message() ),
		);
	}
	$status = (int) wp_remote_retrieve_response_code( $response );
	$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
	if ( ! is_array( $body ) || ! array_key_exists( 'code', $body ) ) {
		$type = (string) wp_remote_retrieve_header( $response, 'content-type' );
		return array(
			'ok'      => false,
			/* translators: 1: address asked, 2: HTTP status, 3: the answer's content type. */
			'message' => sprintf( __( '%1$s answered HTTP %2$d with %3$s, not the marketplace API’s JSON: check the environment and its API base.', 'yuno-widgets' ), $url, $status, '' !== $type ? $type : __( 'no content type', 'yuno-widgets' ) ),
		);
	}
	$message = isset( $body['message'] ) && is_string( $body['message'] ) ? $body['message'] : '';
	$ok      = $status >= 200 && $status < 300 && (int) $body['code'] >= 200 && (int) $body['code'] < 300;
	return array(
		'ok'      => $ok,
		'message' => $ok
			/* translators: 1: address asked, 2: HTTP status, 3: the API's own message. */
			? sprintf( __( 'Connected: the marketplace API answered at %1$s (HTTP %2$d, “%3$s”).', 'yuno-widgets' ), $url, $status, $message )
			/* translators: 1: address asked, 2: HTTP status, 3: the API's envelope code, 4: the API's own message. */
			: sprintf( __( 'The marketplace API at %1$s answered with an error: HTTP %2$d, code %3$s, “%4$s”.', 'yuno-widgets' ), $url, $status, (string) $body['code'], $message ),
	);
}

/**
 * Where the last check waits for the settings page (per user).
 *
 * @return string
 */
function check_key() {
	return 'yuno_widgets_connection_' . get_current_user_id();
}

/**
 * Checks with the saved settings and keeps the result for the page that follows.
 *
 * @return array{ok: bool, message: string}
 */
function run_connection_check() {
	$result = check_connection( get_settings() );
	set_transient( check_key(), $result, 5 * MINUTE_IN_SECONDS );
	return $result;
}

/**
 * admin-post.php handler of the Check connection button.
 */
function handle_connection_check() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to change the Yuno widgets settings.', 'yuno-widgets' ), esc_html__( 'Not allowed', 'yuno-widgets' ), array( 'response' => 403 ) );
	}
	check_admin_referer( CHECK_ACTION );
	run_connection_check();
	wp_safe_redirect( admin_url( 'options-general.php?page=' . SETTINGS_PAGE ) );
	exit;
}

/**
 * The last check's result as a notice, once, and the Check connection button.
 */
function render_connection_check() {
	$result = get_transient( check_key() );
	delete_transient( check_key() );
	if ( is_array( $result ) && isset( $result['message'] ) ) {
		printf(
			'<div class="notice %1$s yuno-connection" role="status"><p><strong>%2$s</strong> %3$s</p></div>',
			! empty( $result['ok'] ) ? 'notice-success' : 'notice-error',
			esc_html__( 'Connection:', 'yuno-widgets' ),
			esc_html( $result['message'] )
		);
	}
	?>
	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( CHECK_ACTION ); ?>" />
		<?php wp_nonce_field( CHECK_ACTION ); ?>
		<p>
			<?php submit_button( __( 'Check connection', 'yuno-widgets' ), 'secondary', 'yuno-check-connection', false ); ?>
			<span class="description"><?php esc_html_e( 'Asks the API of the saved environment for its course categories and says what answered. Saving checks too.', 'yuno-widgets' ); ?></span>
		</p>
	</form>
	<?php
}

/**
 * For people who can edit the page: the browser asks the API once, as the widgets do (an
 * authorization header, so the same CORS preflight), and if no answer comes, a note goes above
 * the page's first widget naming the API base and the setting to check (once: every widget
 * fails alike). Visitors' pages carry none of it.
 *
 * @param array $config The page config.
 * @return string JavaScript.
 */
function unreachable_note_script( array $config ) {
	$base = isset( $config['apiBase'] ) ? (string) $config['apiBase'] : '';
	$note = sprintf(
		/* translators: %s: the API base address. */
		__( 'The widgets could not reach the marketplace API at %s. Check the environment and API base in Settings → Yuno widgets (its Check connection button says what answers). Only people who can edit this page see this note.', 'yuno-widgets' ),
		$base
	);
	return 'fetch(' . script_json( $base . '/v4/categories' ) . ',{headers:{Accept:"application/json",Authorization:""}}).catch(function(){function show(){var w=document.querySelector("[data-yuno-widget]:not([data-yuno-widget=availability-panel])"),n=document.createElement("div");if(!w)return;n.className="yuno-widget-notice yuno-unreachable";n.setAttribute("role","note");n.style.cssText=' . script_json( NOTE_STYLE ) . ';n.textContent=' . script_json( $note ) . ';w.parentNode.insertBefore(n,w)}document.readyState==="loading"?addEventListener("DOMContentLoaded",show):show()});';
}
