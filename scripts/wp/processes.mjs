// Background servers started in their own process group, recorded by id so `stop` ends
// exactly them (and their children) and nothing else.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function readPids(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

export function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts `command` detached (setsid), output to logs/NAME.log, and records its id. */
export function startBackground(p, name, command, args, { env = {}, cwd } = {}) {
  mkdirSync(p.logDir, { recursive: true });
  const log = openSync(join(p.logDir, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', log, log], env: { ...process.env, ...env } });
  child.unref();
  const pids = readPids(p.pidsFile);
  pids[name] = child.pid;
  writeFileSync(p.pidsFile, JSON.stringify(pids, null, 2) + '\n');
  return child.pid;
}

/** Ends every process group this profile recorded, waiting up to 5 s for each to exit. */
export async function stopRecorded(p, { quiet = false } = {}) {
  const pids = readPids(p.pidsFile);
  // The web server first, the database last, so nothing writes to a stopped database.
  const order = ['php', 'mock-api', 'mariadb'].filter((n) => n in pids).concat(Object.keys(pids).filter((n) => !['php', 'mock-api', 'mariadb'].includes(n)));
  for (const name of order) {
    const pid = pids[name];
    if (!pid || !isRunning(pid)) continue;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    const deadline = Date.now() + 5000;
    while (isRunning(pid) && Date.now() < deadline) await sleep(100);
    if (isRunning(pid)) {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    if (!quiet) console.log(`[wp] stopped ${name} (process ${pid})`);
  }
  if (existsSync(p.pidsFile)) rmSync(p.pidsFile);
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves when `check()` is truthy; throws with `what` after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`[wp] timed out waiting for ${what}`);
    await sleep(150);
  }
}
