// The Debian packages a local WordPress needs, installed through apt when missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium, ensureDebianPackages } from '../system-packages.mjs';

const PACKAGES = [
  'wordpress',
  'wordpress-theme-twentytwentyone',
  'wordpress-theme-twentytwentythree',
  'mariadb-server',
  'php-cli',
  'php-mysql',
  'php-xml',
  'php-mbstring',
  'phpunit',
  'unzip',
];

const FILES = [
  '/usr/share/wordpress/wp-load.php',
  '/usr/share/wordpress/wp-content/themes/twentytwentyone/style.css',
  '/usr/share/wordpress/wp-content/themes/twentytwentythree/style.css',
  '/usr/sbin/mariadbd',
  '/usr/bin/mariadb-install-db',
  '/usr/bin/php',
  '/usr/bin/phpunit',
  '/usr/bin/unzip',
];

function phpHasExtensions() {
  try {
    const modules = execFileSync('php', ['-m'], { encoding: 'utf8' }).toLowerCase().split('\n');
    return ['mysqli', 'dom', 'mbstring'].every((m) => modules.includes(m));
  } catch {
    return false;
  }
}

export function ensureWordPressPackages({ browser = false } = {}) {
  ensureDebianPackages('WordPress with MariaDB, PHP and PHPUnit (for the local WordPress)', PACKAGES, () => FILES.every((f) => existsSync(f)) && phpHasExtensions());
  if (browser) ensureChromium();
}
