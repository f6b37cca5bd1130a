import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createNodeCore } from '../../electron/cli/node-core';
import type { WebHost } from '../../electron/web-host/server';
import { webHostOver } from '../helpers/bridge';
import { tempDir } from '../helpers/temp-dir';

let host: WebHost;
let rendererDir: string;

beforeAll(async () => {
  const dataDir = tempDir('sd-web-');
  rendererDir = join(dataDir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Seller Desk</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dataDir, 'secret.txt'), 'do not serve');
  const core = createNodeCore({ dataDir, host: 'web' });
  host = await webHostOver(core, { rendererDir, port: 0 });
});

afterAll(() => host.close());

const origin = () => `http://127.0.0.1:${host.port}`;
const socketUrl = (token?: string) =>
  `ws://127.0.0.1:${host.port}/bridge${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

/** Opens a bridge socket; resolves with the HTTP status of a refused upgrade or with the open socket. */
function connect(url: string, headers: Record<string, string> = { origin: origin() }) {
  return new Promise<{ socket?: WebSocket; status?: number }>((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    socket.once('error', () => resolve({ status: -1 }));
  });
}

function call(socket: WebSocket, id: number, channel: string, input?: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id: number; result: unknown };
      if (message.id === id) {
        socket.off('message', onMessage);
        resolve(message.result);
      }
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ id, channel, input }));
  });
}

describe('web host', () => {
  it('listens on 127.0.0.1 only and prints a URL with the token', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${host.token}`);
    expect(host.token.length).toBeGreaterThanOrEqual(40);
  });

  it('serves the renderer with a strict CSP and nothing outside its folder', async () => {
    const index = await fetch(`${origin()}/`);
    expect(index.status).toBe(200);
    const csp = index.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect((await fetch(`${origin()}/assets/app.js`)).status).toBe(200);
    expect((await fetch(`${origin()}/..%2fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${origin()}/%2e%2e/secret.txt`)).status).toBe(404);
  });

  it('refuses a request for another host name (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request({ host: '127.0.0.1', port: host.port, path: '/', headers: { host: 'evil.example' } }, (res) =>
        resolve(res.statusCode ?? 0),
      ).end();
    });
    expect(status).toBe(421);
  });

  it('carries the contract with the right token and Origin', async () => {
    const { socket } = await connect(socketUrl(host.token));
    expect(socket).toBeDefined();
    expect(await call(socket!, 1, 'app:info')).toMatchObject({ ok: true, data: { host: 'web' } });
    expect(await call(socket!, 2, 'settings:set', { language: 'xx' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    socket!.close();
  });

  it('pushes core events to connected pages', async () => {
    const { socket } = await connect(socketUrl(host.token));
    const event = new Promise<unknown>((resolve) =>
      socket!.on('message', (data: Buffer) => {
        const message = JSON.parse(data.toString()) as { event?: string };
        if (message.event) resolve(message);
      }),
    );
    await call(socket!, 1, 'settings:set', { theme: 'dark' });
    expect(await event).toEqual({ event: 'changed', payload: { tables: ['settings'] } });
    socket!.close();
  });

  it('refuses a missing token', async () => {
    expect(await connect(socketUrl())).toEqual({ status: 401 });
  });

  it('refuses a wrong token, also one that differs only in the last character', async () => {
    expect(await connect(socketUrl('nope'))).toEqual({ status: 401 });
    const almost = host.token.slice(0, -1) + (host.token.endsWith('A') ? 'B' : 'A');
    expect(await connect(socketUrl(almost))).toEqual({ status: 401 });
  });

  it('refuses a foreign Origin even with the right token', async () => {
    expect(await connect(socketUrl(host.token), { origin: 'https://evil.example' })).toEqual({ status: 403 });
    expect(await connect(socketUrl(host.token), { origin: `http://127.0.0.1:${host.port + 1}` })).toEqual({
      status: 403,
    });
    expect(await connect(socketUrl(host.token), {})).toEqual({ status: 403 });
  });

  it('answers a malformed message with an error and keeps the connection', async () => {
    const { socket } = await connect(socketUrl(host.token));
    const reply = new Promise<unknown>((resolve) =>
      socket!.once('message', (data: Buffer) => resolve(JSON.parse(data.toString()))),
    );
    socket!.send('{not json');
    expect(await reply).toMatchObject({
      id: null,
      result: { ok: false, error: { code: 'VALIDATION_FAILED' } },
    });
    expect(await call(socket!, 7, 'settings:get')).toMatchObject({ ok: true });
    socket!.close();
  });
});
