<?php
/**
 * Settings → Yuno widgets: a form for administrators (`manage_options`), posted to
 * admin-post.php and checked for the capability and a nonce before anything is saved.
 *
 * @package YunoWidgets
 */

namespace YunoWidgets;

defined( 'ABSPATH' ) || exit;

const SETTINGS_PAGE   = 'yuno-widgets';
const SETTINGS_ACTION = 'yuno_widgets_save_settings';

/**
 * Adds the page under Settings.
 */
function add_settings_page() {
	add_options_page(
		__( 'Yuno widgets', 'yuno-widgets' ),
		__( 'Yuno widgets', 'yuno-widgets' ),
		'manage_options',
		SETTINGS_PAGE,
		__NAMESPACE__ . '\\render_settings_page'
	);
}

/**
 * A "Settings" link beside the plugin on the Plugins screen.
 *
 * @param string[] $links Action links.
 * @return string[]
 */
function add_settings_link( $links ) {
	$url = admin_url( 'options-general.php?page=' . SETTINGS_PAGE );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'yuno-widgets' ) . '</a>' );
	return $links;
}

/**
 * Checks the request and saves the settings. Dies (403) for a user without the capability
 * or a request without a valid nonce.
 *
 * @return array The saved settings.
 */
function save_settings_from_request() {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die(
			esc_html__( 'Sorry, you are not allowed to change the Yuno widgets settings.', 'yuno-widgets' ),
			esc_html__( 'Not allowed', 'yuno-widgets' ),
			array( 'response' => 403 )
		);
	}
	check_admin_referer( SETTINGS_ACTION );
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- sanitize_settings() cleans every field.
	$input    = isset( $_POST['yuno_widgets'] ) && is_array( $_POST['yuno_widgets'] ) ? wp_unslash( $_POST['yuno_widgets'] ) : array();
	$clean    = sanitize_settings( $input );
	$problems = settings_problems( $input );
	// A value that cannot be used is not saved in a changed form: its field keeps what it had.
	$before = get_settings();
	foreach ( array_keys( $problems ) as $key ) {
		$clean[ $key ] = $before[ $key ];
	}
	update_option( OPTION, $clean );
	set_transient(
		problems_key(),
		array(
			'problems' => $problems,
			// What was typed in a refused field, to show it again for correcting.
			'typed'    => array_map(
				function ( $value ) {
					return is_scalar( $value ) ? (string) $value : '';
				},
				array_intersect_key( $input, $problems )
			),
			'stripped' => stripped_markup( $input, $clean ),
		),
		5 * MINUTE_IN_SECONDS
	);
	return $clean;
}

/**
 * Where the last save's problems wait for the page that follows it (per user).
 *
 * @return string
 */
function problems_key() {
	return 'yuno_widgets_settings_problems_' . get_current_user_id();
}

/**
 * admin-post.php handler: save, then back to the page with a notice.
 */
function handle_settings_form() {
	save_settings_from_request();
	run_connection_check();
	wp_safe_redirect( add_query_arg( 'settings-updated', 'true', admin_url( 'options-general.php?page=' . SETTINGS_PAGE ) ) );
	exit;
}

/**
 * The settings page.
 */
function render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$last     = get_transient( problems_key() );
	$last     = is_array( $last ) ? $last + array( 'problems' => array(), 'typed' => array(), 'stripped' => array() ) : array( 'problems' => array(), 'typed' => array(), 'stripped' => array() );
	$problems = $last['problems'];
	delete_transient( problems_key() );
	// A refused field shows what was typed, not the value the site kept.
	$settings = array_merge( get_settings(), $last['typed'] );
	$labels   = array(
		'local'      => __( 'Local (this site)', 'yuno-widgets' ),
		'stage'      => __( 'Stage', 'yuno-widgets' ),
		'production' => __( 'Production', 'yuno-widgets' ),
	);
	$field  = new Settings_Field_Errors( $problems );
	$fields = array(
		'login_url'           => __( 'Google sign-in address', 'yuno-widgets' ),
		'google_client_id'    => __( 'Google client ID', 'yuno-widgets' ),
		'notification_text'   => __( 'Notification bar text', 'yuno-widgets' ),
		'empty_state_message' => __( 'Default empty-state message', 'yuno-widgets' ),
		'chat_number'         => __( 'Chat number', 'yuno-widgets' ),
		'notification_url'    => __( 'Notification bar link', 'yuno-widgets' ),
	);
	foreach ( $labels as $env => $label ) {
		/* translators: %s: the environment's name. */
		$fields[ 'api_base_' . $env ] = sprintf( __( 'API base: %s', 'yuno-widgets' ), $label );
	}
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Yuno widgets', 'yuno-widgets' ); ?></h1>
		<?php if ( $problems ) : ?>
			<div class="notice notice-error" role="alert">
				<p><?php esc_html_e( 'These settings were not saved and keep their previous values; the others were saved. Each field below shows what was typed, to correct it.', 'yuno-widgets' ); ?></p>
				<ul>
					<?php foreach ( $problems as $key => $message ) : ?>
						<li><strong><?php echo esc_html( $fields[ $key ] ?? $key ); ?>:</strong> <?php echo esc_html( $message ); ?></li>
					<?php endforeach; ?>
				</ul>
			</div>
		<?php elseif ( isset( $_GET['settings-updated'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only chooses whether to show a notice. ?>
			<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Settings saved.', 'yuno-widgets' ); ?></p></div>
		<?php endif; ?>
		<?php if ( $last['stripped'] ) : ?>
			<div class="notice notice-warning" role="status">
				<ul>
					<?php foreach ( $last['stripped'] as $key => $message ) : ?>
						<li><strong><?php echo esc_html( $fields[ $key ] ?? $key ); ?>:</strong> <?php echo esc_html( $message ); ?></li>
					<?php endforeach; ?>
				</ul>
			</div>
		<?php endif; ?>
		<p><?php esc_html_e( 'These settings apply to every Yuno block and shortcode on the site.', 'yuno-widgets' ); ?></p>
		<?php render_connection_check(); ?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="<?php echo esc_attr( SETTINGS_ACTION ); ?>" />
			<?php wp_nonce_field( SETTINGS_ACTION ); ?>
			<h2><?php esc_html_e( 'Marketplace API', 'yuno-widgets' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="yuno-environment"><?php esc_html_e( 'Environment', 'yuno-widgets' ); ?></label></th>
					<td>
						<select id="yuno-environment" name="yuno_widgets[environment]"<?php echo $field->attributes( 'environment', 'yuno-environment', 'yuno-environment-description' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?>>
							<?php foreach ( environments() as $env ) : ?>
								<option value="<?php echo esc_attr( $env ); ?>" <?php selected( $settings['environment'], $env ); ?>><?php echo esc_html( $labels[ $env ] ); ?></option>
							<?php endforeach; ?>
						</select>
						<p class="description" id="yuno-environment-description"><?php esc_html_e( 'Which API the widgets talk to.', 'yuno-widgets' ); ?></p>
					</td>
				</tr>
				<?php foreach ( environments() as $env ) : ?>
					<tr>
						<th scope="row">
							<label for="yuno-api-base-<?php echo esc_attr( $env ); ?>">
								<?php
								/* translators: %s: environment name, such as Stage. */
								echo esc_html( sprintf( __( 'API base: %s', 'yuno-widgets' ), $labels[ $env ] ) );
								?>
							</label>
						</th>
						<td>
							<input type="text" inputmode="url" class="regular-text code" id="yuno-api-base-<?php echo esc_attr( $env ); ?>" name="yuno_widgets[api_base_<?php echo esc_attr( $env ); ?>]" value="<?php echo esc_attr( $settings[ 'api_base_' . $env ] ); ?>" placeholder="<?php echo esc_attr( default_api_base( $env ) ); ?>"<?php echo $field->attributes( 'api_base_' . $env, 'yuno-api-base-' . $env, 'yuno-api-base-description' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?> />
							<?php echo $field->message( 'api_base_' . $env, 'yuno-api-base-' . $env ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?>
						</td>
					</tr>
				<?php endforeach; ?>
			</table>
			<p class="description" id="yuno-api-base-description"><?php esc_html_e( 'Leave an API base empty to use the address shown in grey.', 'yuno-widgets' ); ?></p>

			<h2><?php esc_html_e( 'Sign-in', 'yuno-widgets' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="yuno-login-url"><?php esc_html_e( 'Google sign-in address', 'yuno-widgets' ); ?></label></th>
					<td>
						<input type="text" inputmode="url" class="regular-text code" id="yuno-login-url" name="yuno_widgets[login_url]" value="<?php echo esc_attr( $settings['login_url'] ); ?>"<?php echo $field->attributes( 'login_url', 'yuno-login-url', 'yuno-login-url-description' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?> />
						<?php echo $field->message( 'login_url', 'yuno-login-url' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?>
						<p class="description" id="yuno-login-url-description"><?php esc_html_e( 'Where the login button sends visitors: the Google sign-in address, or the identity login address the site uses instead.', 'yuno-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="yuno-google-client-id"><?php esc_html_e( 'Google client ID', 'yuno-widgets' ); ?></label></th>
					<td><input type="text" class="regular-text code" id="yuno-google-client-id" name="yuno_widgets[google_client_id]" value="<?php echo esc_attr( $settings['google_client_id'] ); ?>" /></td>
				</tr>
			</table>

			<h2><?php esc_html_e( 'Page content', 'yuno-widgets' ); ?></h2>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="yuno-chat-number"><?php esc_html_e( 'Chat number', 'yuno-widgets' ); ?></label></th>
					<td>
						<input type="tel" class="regular-text" id="yuno-chat-number" name="yuno_widgets[chat_number]" value="<?php echo esc_attr( $settings['chat_number'] ); ?>"<?php echo $field->attributes( 'chat_number', 'yuno-chat-number', 'yuno-chat-number-description' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?> />
						<?php echo $field->message( 'chat_number', 'yuno-chat-number' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?>
						<p class="description" id="yuno-chat-number-description"><?php esc_html_e( 'The messaging number linked from the footer, with the country code; spaces, +, - and brackets are fine.', 'yuno-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="yuno-notification-text"><?php esc_html_e( 'Notification bar text', 'yuno-widgets' ); ?></label></th>
					<td>
						<input type="text" class="large-text" id="yuno-notification-text" name="yuno_widgets[notification_text]" value="<?php echo esc_attr( $settings['notification_text'] ); ?>" aria-describedby="yuno-notification-text-description" />
						<p class="description" id="yuno-notification-text-description"><?php esc_html_e( 'Shown in a closable bar above the header. Leave empty for no bar.', 'yuno-widgets' ); ?></p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="yuno-notification-url"><?php esc_html_e( 'Notification bar link', 'yuno-widgets' ); ?></label></th>
					<td>
						<input type="text" inputmode="url" class="regular-text code" id="yuno-notification-url" name="yuno_widgets[notification_url]" value="<?php echo esc_attr( $settings['notification_url'] ); ?>"<?php echo $field->attributes( 'notification_url', 'yuno-notification-url' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?> />
						<?php echo $field->message( 'notification_url', 'yuno-notification-url' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the class. ?>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="yuno-empty-state"><?php esc_html_e( 'Default empty-state message', 'yuno-widgets' ); ?></label></th>
					<td>
						<textarea class="large-text" rows="3" id="yuno-empty-state" name="yuno_widgets[empty_state_message]" aria-describedby="yuno-empty-state-description"><?php echo esc_textarea( $settings['empty_state_message'] ); ?></textarea>
						<p class="description" id="yuno-empty-state-description"><?php esc_html_e( 'Shown by the course search when no course matches. A course search block can set its own.', 'yuno-widgets' ); ?></p>
					</td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
