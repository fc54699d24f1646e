// The library's peers, as the installed package states them: React and ReactDOM, from the
// first major the components work on (19: they pass `ref` as a prop, which React 18 drops),
// and the React the app runs on admitted. Ranges are read in the simple forms a peer range
// takes (`>=19`, `^19.0.0`, `19.x`, alternatives joined by `||`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The first React major the components work on. */
export const FIRST_REACT_MAJOR = 19;

/** The lowest major a range admits, or null when it is not one of the simple forms. */
export function lowestMajor(range) {
  const majors = String(range)
    .split('||')
    .map((alternative) => /^\s*(?:>=|\^|~|=)?\s*v?(\d+)(?:\.(?:\d+|x|\*)){0,2}(?:\s|$)/.exec(alternative)?.[1]);
  if (majors.length === 0 || majors.some((major) => major === undefined)) return null;
  return Math.min(...majors.map(Number));
}

/** Whether a simple range admits a version (major and minimum only; enough for the peers here). */
export function admits(range, version) {
  const [major, minor = 0, patch = 0] = version.split('.').map(Number);
  return String(range)
    .split('||')
    .some((alternative) => {
      const match = /^\s*(>=|\^|~|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?\s*$/.exec(alternative);
      if (!match) return false;
      const [, op = '=', M, m, p] = match;
      const want = [Number(M), /^\d+$/.test(m ?? '') ? Number(m) : 0, /^\d+$/.test(p ?? '') ? Number(p) : 0];
      const atLeast = major !== want[0] ? major > want[0] : minor !== want[1] ? minor > want[1] : patch >= want[2];
      if (op === '>=') return atLeast;
      if (op === '^' || (op === '=' && (m === undefined || !/^\d+$/.test(m)))) return major === want[0] && atLeast;
      if (op === '~') return major === want[0] && minor === want[1] && atLeast;
      return major === want[0] && minor === want[1] && patch === want[2];
    });
}

/** Checks the installed package's peer ranges against the React the components need and the app's React. */
export function checkPeers(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', '@yuno', 'widgets', 'package.json'), 'utf8'));
  const problems = [];
  for (const name of ['react', 'react-dom']) {
    const range = manifest.peerDependencies?.[name];
    if (!range) {
      problems.push(`${name} is not a peer`);
      continue;
    }
    if (manifest.dependencies?.[name]) problems.push(`${name} is also a dependency (a second copy)`);
    const lowest = lowestMajor(range);
    if (lowest === null) problems.push(`${name}'s range "${range}" is not a simple range`);
    else if (lowest < FIRST_REACT_MAJOR)
      problems.push(`${name} "${range}" admits React ${lowest}, on which the components break (a ref given as a prop is dropped)`);
    const installed = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    if (!admits(range, installed)) problems.push(`${name} "${range}" does not admit the app's ${installed}`);
  }
  return {
    name: 'library peers',
    ok: problems.length === 0,
    detail: problems.join('; ') || `react and react-dom ${manifest.peerDependencies.react}, the app's React admitted`,
  };
}
