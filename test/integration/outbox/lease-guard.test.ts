import { describe, expect, it } from 'vitest';
import type { MarketClient, MarketRequest } from '../../../electron/core/market/client';
import { guardedClient } from '../../../electron/core/outbox/guarded-client';
import { LeaseLost } from '../../../electron/core/outbox/step';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { offerStation } from '../../helpers/offer-station';

const closing = closeAfterEach();

describe('an outbox step whose lease is gone', () => {
  it('sends nothing and leaves the change to the holder', async () => {
    const market = closing(await startTestMarket({ frozenClock: false }));
    const { core, accountId, offer } = await offerStation(market, closing);
    core.outbox.start();
    await core.outbox.idle();
    // Another machine sharing the folder took the lease (this one looked silent to it).
    localDb(core)
      .prepare(`UPDATE outbox_worker_lease SET owner = 'elsewhere', host = 'other-machine', heartbeat_at = ?`)
      .run(Date.now() + 3_600_000);
    const since = Date.now();
    const [change] = core.actions.offers.change(accountId, offer.id, {
      stock: (offer.stockAvailable ?? 0) + 2,
    });
    core.outbox.wake();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(core.outbox.get(change!.id)).toMatchObject({ state: 'queued', errors: [] });
    expect(market.control.requestLog({ since }).filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('is refused by the client before a change goes out; reads still go', async () => {
    const sent: MarketRequest[] = [];
    const inner: MarketClient = {
      accountId: 'demo:1',
      environment: {} as MarketClient['environment'],
      request: (spec) => {
        sent.push(spec);
        return Promise.resolve({ status: 200, data: null } as never);
      },
      get: () => Promise.resolve('read' as never),
    };
    let held = true;
    const stop = new AbortController();
    const client = guardedClient(inner, () => held, stop.signal);
    await client.request({ method: 'PATCH', path: '/a' });
    expect(sent.map((s) => s.signal)).toEqual([stop.signal]);
    held = false;
    await expect(client.request({ method: 'PATCH', path: '/b' })).rejects.toBeInstanceOf(LeaseLost);
    await expect(client.get('/c')).resolves.toBe('read');
    expect(sent.map((s) => s.path)).toEqual(['/a']);
    stop.abort(new Error('closing'));
    await expect(client.get('/d')).rejects.toThrow('closing');
  });
});
