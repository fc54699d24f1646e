// @vitest-environment node
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freeTestPorts } from './site-setup.mjs';
import { profile } from './profiles.mjs';

const listen = (port: number) =>
  new Promise<Server | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('the WordPress test site ports', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
    delete process.env.YUNO_WP_TEST_PORTS;
  });

  it('moves to the next free pair when a demo server holds 5303', async () => {
    const held = await listen(5303);
    if (held) servers.push(held);
    const [wp, mock] = (await freeTestPorts()).split(',').map(Number);
    expect(wp).toBeGreaterThan(5303);
    expect(mock).toBe(wp + 1);
  });

  it('builds the test profile from the pair it was given', () => {
    process.env.YUNO_WP_TEST_PORTS = '5307,5308';
    expect(profile('test')).toMatchObject({ wpUrl: 'http://127.0.0.1:5307', mockUrl: 'http://127.0.0.1:5308' });
    delete process.env.YUNO_WP_TEST_PORTS;
    expect(profile('test')).toMatchObject({ wpUrl: 'http://127.0.0.1:5303', mockUrl: 'http://127.0.0.1:5304' });
  });
});
