<?php
/**
 * Router for `php -S`: existing files are served as they are, directories get their
 * index.php, and every other path goes to WordPress's index.php, which makes pretty
 * permalinks and /wp-json/ work as they do behind Apache's rewrite rules.
 */
$root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

if ( false !== strpos( $path, '..' ) ) {
	http_response_code( 400 );
	return true;
}
// The mock API's pictures are site-relative (as the real site's are): fetch them from it.
$mock = getenv( 'YUNO_MOCK_URL' );
if ( $mock && 0 === strpos( $path, '/mock-assets/' ) ) {
	$body = @file_get_contents( $mock . $path );
	if ( false === $body ) {
		http_response_code( 404 );
		return true;
	}
	foreach ( $http_response_header as $line ) {
		if ( 0 === stripos( $line, 'Content-Type:' ) || 0 === stripos( $line, 'Cache-Control:' ) ) {
			header( $line );
		}
	}
	echo $body;
	return true;
}
if ( '/' !== $path && is_file( $root . $path ) ) {
	return false;
}
if ( is_dir( $root . $path ) && is_file( rtrim( $root . $path, '/' ) . '/index.php' ) ) {
	if ( '/' !== substr( $path, -1 ) ) {
		$query = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
		header( 'Location: ' . $path . '/' . ( '' !== $query ? '?' . $query : '' ), true, 301 );
		return true;
	}
	if ( '/' !== $path ) {
		return false;
	}
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $root . '/index.php';
