import { MockAgent } from 'undici';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../../electron/core/kernel/logger';
import { createMarketClient, withPriority } from '../../../../electron/core/market/client';
import { createRequestGate } from '../../../../electron/core/market/request-gate';
import { environmentAt } from '../../../helpers/market-client';

const origin = 'https://api.market.test';

let agent: MockAgent | null = null;
afterEach(async () => {
  await agent?.close();
  agent = null;
});

describe('request priority through the market client', () => {
  it('a client wrapped as background stops at its share of the budget; interactive calls still go', async () => {
    agent = new MockAgent();
    agent.disableNetConnect();
    agent
      .get(origin)
      .intercept({ path: '/me' })
      .reply(200, '{}', { headers: { 'content-type': 'application/vnd.allegro.public.v1+json' } })
      .persist();
    let now = 1_000_000;
    const sleepers: { until: number; resolve: () => void }[] = [];
    const gate = createRequestGate({
      clock: { now: () => now },
      logger: silentLogger,
      perMinute: 8,
      sleep: (ms) => new Promise<void>((resolve) => sleepers.push({ until: now + ms, resolve })),
    });
    const client = createMarketClient({
      environment: environmentAt(origin),
      accountId: 'allegro:1',
      session: { accessToken: () => Promise.resolve('t'), afterUnauthorized: () => Promise.resolve('t') },
      gate,
      clock: { now: () => now },
      logger: silentLogger,
      language: () => 'pl',
      dispatcher: agent,
    });
    const background = withPriority(client, 'background');
    const done: string[] = [];
    const call = (name: string, run: () => Promise<unknown>) => void run().then(() => done.push(name));

    for (let i = 0; i < 6; i++) call(`sync${i}`, () => background.get('/me'));
    await vi.waitFor(() => expect(done).toHaveLength(6));
    call('sync6', () => background.get('/me'));
    call('scan', () => client.get('/me'));
    // A request of the sync that names its own priority keeps it.
    call('click', () => background.request({ method: 'GET', path: '/me', priority: 'interactive' }));
    await vi.waitFor(() => expect(done).toContain('click'));
    expect(done).toContain('scan');
    expect(done).not.toContain('sync6');

    now += 60_000;
    for (const sleeper of sleepers.splice(0)) if (sleeper.until <= now) sleeper.resolve();
    await vi.waitFor(() => expect(done).toContain('sync6'));
  });
});
