<?php
/**
 * The network of sites the network tests run on: it lives in the test site's database under
 * its own table prefix (the test site's wp-config.php reads YUNO_TABLE_PREFIX), so the
 * single-site tests never see it. Included before WordPress loads.
 *
 * @package YunoWidgets
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- WordPress's own constants.
define( 'YUNO_TABLE_PREFIX', 'network_' );
define( 'YUNO_NETWORK_DOMAIN', 'network.test' );
// A network is served by host name without a port: WordPress refuses ports for networks.
putenv( 'YUNO_WP_URL=http://' . YUNO_NETWORK_DOMAIN );
