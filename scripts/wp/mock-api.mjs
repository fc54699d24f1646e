#!/usr/bin/env node
// The project's mock API on its own port with CORS, for the local WordPress (whose pages
// run on another origin): node scripts/wp/mock-api.mjs PORT
import { importTs } from '../ts-import.mjs';

const port = Number(process.argv[2]);
const { startMockApiServer } = await importTs('packages/mock-api/src/node.ts');
const server = await startMockApiServer({ port, host: '127.0.0.1', cors: true });
console.log(`mock API on ${server.url}/wp-json/yuno/`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
