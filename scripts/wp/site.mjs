// An ordinary WordPress install in a folder of our own, copied from Debian's package
// (which otherwise reads its config from /etc/wordpress and keeps wp-content under /var/lib).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, lstatSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './profiles.mjs';
import { DB_NAME } from './mariadb.mjs';

// Debian's WordPress; YUNO_WP_SOURCE may name another unpacked WordPress (e.g. a newer one)
// for a one-off check: the profile's site is copied from it when the site does not exist yet.
const DEBIAN_WORDPRESS = '/usr/share/wordpress';
export const WORDPRESS_SOURCE = process.env.YUNO_WP_SOURCE || DEBIAN_WORDPRESS;
export const THEMES = { classic: 'twentytwentyone', block: process.env.YUNO_WP_BLOCK_THEME || 'twentytwentythree' };
const PLUGIN_SLUG = 'yuno-widgets';

const wordPressVersion = (dir) => {
  try {
    return readFileSync(join(dir, 'wp-includes', 'version.php'), 'utf8').match(/\$wp_version = '([^']+)'/)?.[1] ?? '';
  } catch {
    return '';
  }
};

/**
 * Copies WordPress once per profile (symlinks followed), then writes its config files. A site
 * of another version than the source (YUNO_WP_SOURCE set or unset since) is copied anew.
 */
export function prepareSite(p) {
  if (wordPressVersion(p.siteDir) !== wordPressVersion(WORDPRESS_SOURCE)) {
    rmSync(p.siteDir, { recursive: true, force: true });
    mkdirSync(p.dir, { recursive: true });
    execFileSync('cp', ['-rL', WORDPRESS_SOURCE, p.siteDir]);
    rmSync(join(p.siteDir, '.htaccess'), { force: true });
  }
  for (const theme of Object.values(THEMES)) {
    const target = join(p.siteDir, 'wp-content', 'themes', theme);
    if (!existsSync(join(target, 'style.css')) && existsSync(join(DEBIAN_WORDPRESS, 'wp-content', 'themes', theme, 'style.css'))) {
      execFileSync('cp', ['-rL', join(DEBIAN_WORDPRESS, 'wp-content', 'themes', theme), target]);
    }
    if (!existsSync(join(target, 'style.css'))) {
      throw new Error(`[wp] the theme ${theme} is missing from ${WORDPRESS_SOURCE}; install wordpress-theme-${theme}`);
    }
  }
  mkdirSync(join(p.siteDir, 'wp-content', 'uploads'), { recursive: true });
  mkdirSync(join(p.siteDir, 'wp-content', 'mu-plugins'), { recursive: true });
  cpSync(join(ROOT, 'scripts/wp/mu-plugins/yuno-local-site.php'), join(p.siteDir, 'wp-content', 'mu-plugins', 'yuno-local-site.php'));
  writeFileSync(join(p.siteDir, 'wp-config.php'), wpConfig(p));
  writeFileSync(join(p.dir, 'router.php'), readFileSync(join(ROOT, 'scripts/wp/php/router.php')));
}

function wpConfig(p) {
  const salt = () => randomBytes(32).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  const existing = existsSync(join(p.siteDir, 'wp-config.php')) ? readFileSync(join(p.siteDir, 'wp-config.php'), 'utf8') : '';
  // Keep the keys of an existing install, or everyone gets logged out on each start.
  const keyLines = keys.map((k) => existing.match(new RegExp(`define\\( '${k}'.*\\n`))?.[0] ?? `define( '${k}', '${salt()}' );\n`).join('');
  return `<?php
// Written by scripts/wp.mjs for a local WordPress; rewritten on every start.
define( 'DB_NAME', '${DB_NAME}' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${p.socket}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${keyLines}// The plugin's network tests keep a network of sites under a prefix of their own.
$table_prefix = defined( 'YUNO_TABLE_PREFIX' ) ? YUNO_TABLE_PREFIX : 'wp_';
define( 'WP_HOME', '${p.wpUrl}' );
define( 'WP_SITEURL', '${p.wpUrl}' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', '${join(p.logDir, 'wordpress-debug.log')}' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Puts the plugin into wp-content/plugins/yuno-widgets: a link to the working copy (dev,
 * so edits show at once) or the contents of the release zip (test, so the zip is what is tested).
 */
export function installPlugin(p, { zip } = {}) {
  const target = join(p.siteDir, 'wp-content', 'plugins', PLUGIN_SLUG);
  if (existsSync(target) || isLink(target)) rmSync(target, { recursive: true, force: true });
  if (zip) {
    execFileSync('unzip', ['-q', '-o', zip, '-d', join(p.siteDir, 'wp-content', 'plugins')]);
  } else {
    symlinkSync(join(ROOT, 'wp-plugin'), target);
  }
  return target;
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Runs one of the PHP setup scripts in its own process (WordPress loads once per process). */
export function runPhp(p, script, args = [], { quiet = false } = {}) {
  const out = execFileSync('php', [join(ROOT, 'scripts/wp/php', script), p.siteDir, p.wpUrl, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!quiet && out.trim()) console.log(out.trim());
  return out;
}
