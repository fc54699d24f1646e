// MariaDB as a plain process with its own data directory, socket and no network port.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRunning, startBackground, waitFor } from './processes.mjs';

export const DB_NAME = 'wordpress';

function writeConfig(p) {
  writeFileSync(
    p.myCnf,
    [
      '[mysqld]',
      `datadir=${p.dbDir}`,
      `socket=${p.socket}`,
      `pid-file=${join(p.dir, 'mysqld.pid')}`,
      `log-error=${join(p.logDir, 'mariadb-server.log')}`,
      'user=root',
      'skip-networking',
      'skip-log-bin',
      'innodb_buffer_pool_size=64M',
      'innodb_flush_log_at_trx_commit=2',
      'character-set-server=utf8mb4',
      'collation-server=utf8mb4_unicode_ci',
      '',
      '[client]',
      `socket=${p.socket}`,
      'user=root',
      '',
    ].join('\n'),
  );
}

/** Runs SQL as root over the socket. */
export function sql(p, statement) {
  return execFileSync('mariadb', [`--defaults-file=${p.myCnf}`, '-e', statement], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Creates the data directory the first time, starts the server, waits until it answers. */
export async function startMariaDb(p) {
  mkdirSync(p.logDir, { recursive: true });
  writeConfig(p);
  if (!existsSync(join(p.dbDir, 'mysql'))) {
    mkdirSync(p.dbDir, { recursive: true });
    execFileSync('mariadb-install-db', [`--defaults-file=${p.myCnf}`, '--auth-root-authentication-method=normal', '--skip-test-db'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const pid = startBackground(p, 'mariadb', 'mariadbd', [`--defaults-file=${p.myCnf}`]);
  await waitFor('MariaDB', () => {
    if (!isRunning(pid)) throw new Error('stopped');
    sql(p, 'SELECT 1');
    return true;
  }).catch((error) => {
    throw new Error(`${error.message}: MariaDB did not start, see ${join(p.logDir, 'mariadb-server.log')}`);
  });
}

/** An empty database for a fresh install. */
export function resetDatabase(p) {
  sql(p, `DROP DATABASE IF EXISTS ${DB_NAME}; CREATE DATABASE ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`);
}

export function ensureDatabase(p) {
  sql(p, `CREATE DATABASE IF NOT EXISTS ${DB_NAME} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`);
}
