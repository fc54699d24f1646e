// Loads a TypeScript module of the project from a plain Node script (Node 20 cannot run
// TypeScript itself); Vite's module runner transpiles it on the fly.
import { runnerImport } from 'vite';
import { fileURLToPath } from 'node:url';

export async function importTs(relativePath) {
  const file = fileURLToPath(new URL(`../${relativePath}`, import.meta.url));
  const { module } = await runnerImport(file, { logLevel: 'error' });
  return module;
}
