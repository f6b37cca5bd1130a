import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { channelNames } from '../../../shared/contract';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { WebHost } from '../../../electron/web-host/server';
import { webHostOver } from '../../helpers/bridge';
import { startTestMarket } from '../../helpers/demo-market';
import { coreWithDemo, localDb, vaultOf } from '../../helpers/core';
import { signInToDemo } from '../../helpers/sign-in';

let market: DemoMarket;
let core: Core;
let host: WebHost;
const seen: string[] = [];

beforeAll(async () => {
  market = await startTestMarket();
  core = coreWithDemo(market);
  host = await webHostOver(core, { rendererDir: core.info().dataDir });
});
afterAll(async () => {
  await host.close();
  await core.close();
  await market.close();
});

/** Every file of the data folder except the vault itself (the one place tokens are allowed, encrypted). */
function dataFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).isFile() && !/secrets\.[a-z-]+\.vault$/.test(file));
}

describe('tokens stay in the vault', () => {
  it('never reach the logs, the database, the settings or anything the renderer receives', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${host.port}/bridge?token=${host.token}`, {
      headers: { origin: `http://127.0.0.1:${host.port}` },
    });
    socket.on('message', (data: Buffer) => seen.push(data.toString()));
    await new Promise((resolve) => socket.once('open', resolve));
    let id = 0;
    const call = (channel: string, input?: unknown) =>
      new Promise<void>((resolve) => {
        const mine = ++id;
        const onMessage = (data: Buffer) => {
          if ((JSON.parse(data.toString()) as { id?: number }).id === mine) {
            socket.off('message', onMessage);
            resolve();
          }
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id: mine, channel, input }));
      });

    // A sign-in, a refresh after a 401, a proactive refresh, then every channel that reads something.
    await signInToDemo(core);
    const accountId = `demo:${MAIN_SELLER_ID}`;
    const client = await core.accounts.client(accountId);
    market.control.expireAccessTokens({ userId: MAIN_SELLER_ID });
    await client.get('/me');
    const pair = (await vaultOf(core).read(accountId))!;
    await vaultOf(core).write(accountId, { ...pair, accessExpiresAt: Date.now() });
    await client.get('/me');
    for (const channel of channelNames.filter((name) => /:(list|get|info)$/.test(name))) await call(channel);
    socket.close();

    const secrets = [
      pair.accessToken,
      pair.refreshToken,
      (await vaultOf(core).read(accountId))!.refreshToken,
    ];
    const pieces = secrets.flatMap((token) => token.split('.').filter((part) => part.length > 20));
    expect(pieces.length).toBeGreaterThan(3);
    localDb(core).pragma('wal_checkpoint(PASSIVE)');
    const files = dataFiles(core.info().dataDir);
    expect(files.some((file) => file.endsWith('seller-desk.db'))).toBe(true);
    expect(files.some((file) => file.endsWith('.log'))).toBe(true);
    for (const file of files) {
      const text = readFileSync(file).toString('latin1');
      for (const piece of pieces) expect(text.includes(piece), `${file} holds a token`).toBe(false);
    }
    expect(seen.length).toBeGreaterThan(3);
    for (const message of seen) for (const piece of pieces) expect(message).not.toContain(piece);
  });
});
