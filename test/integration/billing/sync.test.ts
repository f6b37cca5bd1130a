import { describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import type { Core } from '../../../electron/core/compose';
import {
  billingReader,
  BILLING_PAGE,
  BILLING_REQUESTS_PER_TURN,
} from '../../../electron/core/domains/billing/billing-sync';
import type { StreamContext } from '../../../electron/core/sync/context';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';

const DAY = 86_400_000;
const closing = closeAfterEach();

interface Entries {
  billingEntries: {
    id: string;
    occurredAt: string;
    type: { id: string };
    offer?: { id: string };
    value: { amount: string };
  }[];
}

async function station(options: { offers?: number; orders?: number } = {}) {
  const market: DemoMarket = closing(await startTestMarket({ offers: 60, orders: 40, ...options }));
  // The core's clock is the marketplace's (frozen in tests), so "the last 90 days" mean the same on both sides.
  const signed = await signedInCore(market, { clock: { now: () => market.control.now().ms } });
  closing(signed.core);
  return { market, ...signed };
}

/** Every entry of the last 90 days the marketplace has, read as plainly as possible. */
async function serverEntries(market: DemoMarket) {
  const query = `&occurredAt.gte=${new Date(market.control.now().ms - 90 * DAY).toISOString()}`;
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  const out: Entries['billingEntries'] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api.json<Entries>(`/billing/billing-entries?limit=100&offset=${offset}${query}`);
    out.push(...page.billingEntries);
    if (page.billingEntries.length < 100) return out;
  }
}

const entryRequests = (market: DemoMarket) =>
  market.control.requestLog({ path: '^/billing/billing-entries$' }).map((e) => new URLSearchParams(e.query));

describe('billing in the local copy', () => {
  it('the money stream copies the last 90 days of entries and the types, and its totals are the server’s sums', async () => {
    const { market, core, accountId } = await station();
    await core.sync.runOnce({ accountId, streams: ['money'] });

    const server = await serverEntries(market);
    const local = core.billing.list({ accountId, offset: 0, limit: 500 });
    expect(local.total).toBe(server.length);
    expect(local.rows.map((r) => r.id).sort()).toEqual(server.map((e) => e.id).sort());
    expect(local.rows.map((r) => r.occurredAt)).toEqual(server.map((e) => e.occurredAt));
    expect(core.billing.types(accountId).map((t) => t.id)).toEqual(
      expect.arrayContaining(['LIS', 'SUC', 'DLV', 'REF']),
    );

    const since = new Date(market.control.now().ms - 30 * DAY).toISOString();
    const totals = core.billing.totals({ accountId, from: since, period: 'day' });
    const recent = server.filter((e) => e.occurredAt >= since);
    const grosze = recent.reduce((sum, e) => sum + Math.round(Number(e.value.amount) * 100), 0);
    expect(totals.all).toEqual([
      { currency: 'PLN', amount: (grosze / 100).toFixed(2), count: recent.length },
    ]);
    for (const type of totals.byType) {
      const ofType = recent.filter((e) => e.type.id === type.typeId);
      const sum = ofType.reduce((s, e) => s + Math.round(Number(e.value.amount) * 100), 0);
      expect(type.amount).toBe((sum / 100).toFixed(2));
    }
    expect(totals.byPeriod.reduce((n, p) => n + p.count, 0)).toBe(recent.length);

    // What one offer cost: per type over 90 days, as the server's entries of that offer add up.
    const offerId = server.find((e) => e.type.id === 'LIS')!.offer!.id;
    const ofOffer = server.filter((e) => e.offer?.id === offerId);
    const costs = core.billing.offerCosts(accountId, offerId);
    expect(costs.entries.map((e) => e.id).sort()).toEqual(ofOffer.map((e) => e.id).sort());
    for (const type of costs.last90) {
      const sum = ofOffer
        .filter((e) => e.type.id === type.typeId)
        .reduce((s, e) => s + Math.round(Number(e.value.amount) * 100), 0);
      expect(type.amount).toBe((sum / 100).toFixed(2));
    }
    expect(core.billing.list({ accountId, offerId, offset: 0, limit: 500 }).total).toBe(ofOffer.length);

    // Reads offline: the marketplace stopped, the copy still answers.
    await market.close();
    expect(core.billing.list({ accountId, typeIds: ['SUC'], offset: 0, limit: 500 }).rows.length).toBe(
      server.filter((e) => e.type.id === 'SUC').length,
    );
  });

  it('reads at most five requests a turn, keeps its place, and next reads only from the newest entry less a margin', async () => {
    const { market, core, accountId } = await station({ offers: 250, orders: 400 });
    const server = await serverEntries(market);
    expect(server.length).toBeGreaterThan(BILLING_PAGE * (BILLING_REQUESTS_PER_TURN - 1));
    const ctx = await readerContext(core, accountId, market);

    market.control.clearRequestLog();
    expect(await billingReader.read(ctx)).toEqual({ changed: true, more: true });
    const firstTurn = entryRequests(market);
    // The types' read counts among the turn's five requests.
    expect(firstTurn.length).toBe(BILLING_REQUESTS_PER_TURN - 1);
    expect(firstTurn.map((q) => Number(q.get('offset')))).toEqual([0, 100, 200, 300]);
    expect(new Set(firstTurn.map((q) => q.get('occurredAt.lte'))).size).toBe(1);
    const gte = Date.parse(firstTurn[0]!.get('occurredAt.gte')!);
    expect(gte).toBe(market.control.now().ms - 90 * DAY);

    // The next turn picks up at the offset where this one stopped, within the same range.
    market.control.clearRequestLog();
    expect(await billingReader.read(ctx)).toEqual({ changed: true, more: false });
    const secondTurn = entryRequests(market);
    expect(secondTurn[0]!.get('offset')).toBe('400');
    expect(secondTurn[0]!.get('occurredAt.lte')).toBe(firstTurn[0]!.get('occurredAt.lte'));
    expect(market.control.requestLog({ path: '^/billing/billing-types$' })).toEqual([]);
    expect(core.billing.list({ accountId, offset: 0, limit: 1 }).total).toBe(server.length);

    market.control.clearRequestLog();
    market.control.runActivity({ steps: 40 });
    await core.sync.runOnce({ accountId, streams: ['money'] });
    const incremental = entryRequests(market);
    expect(incremental.length).toBe(1);
    expect(Date.parse(incremental[0]!.get('occurredAt.gte')!)).toBe(Date.parse(server[0]!.occurredAt) - DAY);
    const after = await serverEntries(market);
    expect(after.length).toBeGreaterThan(server.length);
    expect(core.billing.list({ accountId, offset: 0, limit: 1 }).total).toBe(after.length);

    // A day on, the types are asked again, conditionally: the marketplace answers 304 and the names stay.
    market.control.clearRequestLog();
    const dayLater = { ...ctx, clock: { now: () => market.control.now().ms + DAY + 1 } };
    await billingReader.read(dayLater);
    const typeReads = market.control.requestLog({ path: '^/billing/billing-types$' });
    expect(typeReads.map((r) => r.status)).toEqual([304]);
    expect(core.billing.types(accountId).find((t) => t.id === 'SUC')?.name).toBe('Prowizja od sprzedaży');
  });
});

/** The money stream's context for one reader's turn, as the engine builds it, on the core's own database file. */
async function readerContext(core: Core, accountId: string, market: DemoMarket): Promise<StreamContext> {
  return {
    accountId,
    client: await core.accounts.client(accountId),
    db: localDb(core),
    clock: { now: () => market.control.now().ms },
    logger: silentLogger,
    signal: new AbortController().signal,
    progress: () => undefined,
    changed: () => undefined,
  } as unknown as StreamContext;
}
