#!/usr/bin/env node
// `npm start`: builds the production bundles, then serves the demo site with the mock API
// on http://127.0.0.1:5173 (PORT overrides).
import { buildWidgets } from './build.mjs';
import { importTs } from './ts-import.mjs';

const skipBuild = process.argv.includes('--no-build');
if (!skipBuild) await buildWidgets();
const { startDemoServer } = await importTs('demo/server.ts');
const port = Number(process.env.PORT) || 5173;
const host = process.env.HOST || '127.0.0.1';
const server = await startDemoServer({ port, host });
console.log(`Yuno widgets demo: ${server.url}/  (pick a user with ?as=learner, ?as=instructor, …)`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
