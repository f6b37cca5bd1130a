import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { webBridgeOf } from '../helpers/bridge';
import { createNodeCore } from '../../electron/cli/node-core';
import type { Core } from '../../electron/core/compose';
import { startWebHost, type WebBridge, type WebHost } from '../../electron/web-host/server';
import { tempDir } from '../helpers/temp-dir';

/** A data folder with a stand-in renderer: a page and one script. */
function folder(): { dataDir: string; rendererDir: string } {
  const dataDir = tempDir('sd-web-start-');
  const rendererDir = join(dataDir, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<!doctype html><title>Seller Desk</title><script type="module" src="./assets/app.js"></script>',
  );
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  return { dataDir, rendererDir };
}

/** The host's promise of a core, settled by the test. */
function pendingBridge() {
  let settle!: { resolve: (bridge: WebBridge) => void; reject: (error: Error) => void };
  const bridge = new Promise<WebBridge>((resolve, reject) => (settle = { resolve, reject }));
  return { bridge, ...settle };
}

function connect(host: WebHost): Promise<{ socket?: WebSocket; status?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://127.0.0.1:${host.port}/bridge?token=${host.token}`, {
      headers: { origin: `http://127.0.0.1:${host.port}` },
    });
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode }));
    socket.once('error', () => resolve({ status: -1 }));
  });
}

function call(socket: WebSocket, channel: string): Promise<unknown> {
  return new Promise((resolve) => {
    socket.once('message', (data: Buffer) =>
      resolve((JSON.parse(data.toString()) as { result: unknown }).result),
    );
    socket.send(JSON.stringify({ id: 1, channel }));
  });
}

const hosts: WebHost[] = [];
const cores: Core[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.close();
  for (const core of cores.splice(0)) await core.close();
});

describe('a web host whose core is still opening', () => {
  it('serves the page at once, and a bridge connection made meanwhile carries the contract once the core is in', async () => {
    const { dataDir, rendererDir } = folder();
    const pending = pendingBridge();
    const host = await startWebHost({ bridge: pending.bridge, rendererDir });
    hosts.push(host);

    expect((await fetch(`http://127.0.0.1:${host.port}/`)).status).toBe(200);
    const connecting = connect(host);
    const core = createNodeCore({ dataDir, host: 'web' });
    cores.push(core);
    pending.resolve(webBridgeOf(core));

    const { socket } = await connecting;
    expect(socket).toBeDefined();
    expect(await call(socket!, 'app:info')).toMatchObject({ ok: true, data: { host: 'web' } });
    socket!.close();
  });

  it('still serves the page when the core fails, and refuses the bridge', async () => {
    const { rendererDir } = folder();
    const pending = pendingBridge();
    const host = await startWebHost({ bridge: pending.bridge, rendererDir });
    hosts.push(host);
    pending.reject(new Error('the database is damaged'));

    expect(await connect(host)).toEqual({ status: 503 });
    expect((await fetch(`http://127.0.0.1:${host.port}/`)).status).toBe(200);
  });

  it('says when the page and the scripts it names have been sent, so the core opens after them', async () => {
    const { rendererDir } = folder();
    const host = await startWebHost({ bridge: pendingBridge().bridge, rendererDir });
    hosts.push(host);
    let served = false;
    void host.pageServed.then(() => (served = true));

    await fetch(`http://127.0.0.1:${host.port}/`).then((response) => response.text());
    await new Promise((resolve) => setImmediate(resolve));
    expect(served).toBe(false);
    await fetch(`http://127.0.0.1:${host.port}/assets/app.js`).then((response) => response.text());
    await host.pageServed;
  });

  it('opens the core for a bridge connection that comes without the page', async () => {
    const { rendererDir } = folder();
    const pending = pendingBridge();
    const host = await startWebHost({ bridge: pending.bridge, rendererDir });
    hosts.push(host);

    const connecting = connect(host);
    await host.pageServed;
    pending.reject(new Error('no core in this test'));
    expect(await connecting).toEqual({ status: 503 });
  });
});
