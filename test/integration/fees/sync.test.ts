import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { AppError } from '../../../electron/core/kernel/errors';
import { QUOTE_GROUP, QUOTE_GROUPS_PER_RUN } from '../../../electron/core/domains/fees/offer-quotes-sync';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';

const HOUR = 3_600_000;
const closing = closeAfterEach();

interface Quotes {
  quotes: { fee: { amount: string }; offer: { id: string }; enabled: boolean; nextDate: string }[];
}

async function station(offers = 60) {
  const market: DemoMarket = closing(await startTestMarket({ offers }));
  const clock = shiftedClock();
  const signed = await signedInCore(market, { clock });
  closing(signed.core);
  await signed.core.sync.runOnce({ accountId: signed.accountId, streams: ['offers'] });
  return { market, clock, ...signed };
}

/** The offer ids of each offer-quotes request the marketplace saw. */
const quoteRequests = (market: DemoMarket) =>
  market.control
    .requestLog({ path: '^/pricing/offer-quotes$' })
    .map((e) => new URLSearchParams(e.query).getAll('offer.id').flatMap((v) => v.split(',')));

const activeIds = (market: DemoMarket) =>
  market.control
    .offers({ sellerId: MAIN_SELLER_ID })
    .filter((o) => o.status === 'ACTIVE' && !o.hidden)
    .map((o) => o.id)
    .sort();

describe('running fees in the local copy', () => {
  it('the profile quotes every active offer in groups of at most 20, as the marketplace answers them', async () => {
    const { market, core, accountId } = await station();
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });

    const groups = quoteRequests(market);
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) expect(group.length).toBeLessThanOrEqual(QUOTE_GROUP);
    const active = activeIds(market);
    expect(groups.flat().sort()).toEqual(active);

    const local = new Map(core.fees.quotes(accountId).map((s) => [s.offerId, s]));
    expect([...local.keys()].sort()).toEqual(active);
    // The marketplace's own answer for a group, added up as the list shows it.
    const ids = active.slice(0, 20);
    const api = apiClient(market.url, (await signIn(market.url)).access_token);
    const server = await api.json<Quotes>(`/pricing/offer-quotes?offer.id=${ids.join(',')}`);
    for (const id of ids) {
      const mine = server.quotes.filter((q) => q.offer.id === id && q.enabled);
      const cents = mine.reduce((sum, q) => sum + Math.round(Number(q.fee.amount) * 100), 0);
      expect(local.get(id)!.runningFee).toEqual({ amount: (cents / 100).toFixed(2), currency: 'PLN' });
      expect(local.get(id)!.nextDate).toBe(mine.map((q) => q.nextDate).sort()[0]);
    }
    expect(core.fees.offerQuotes(accountId, ids[0]!)!.quotes.length).toBeGreaterThan(0);
  });

  it('quotes again only what is stale or changed since, and reads the copy with the marketplace stopped', async () => {
    const { market, clock, core, accountId } = await station();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(quoteRequests(market)).toEqual([]);

    const repriced = activeIds(market)[3]!;
    localDb(core).prepare("UPDATE offers SET price_amount = '999.00' WHERE id = ?").run(repriced);
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(quoteRequests(market)).toEqual([[repriced]]);

    market.control.clearRequestLog();
    clock.shift(7 * HOUR);
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(quoteRequests(market).flat().sort()).toEqual(activeIds(market));

    const before = core.fees.quotes(accountId);
    await market.close();
    expect(core.fees.quotes(accountId)).toEqual(before);
    await expect(core.fees.preview(accountId, repriced, '10.00')).rejects.toMatchObject({
      code: 'OFFLINE',
    } satisfies Partial<AppError>);
  });

  it('a large shop is quoted over several runs, never all at once', async () => {
    const { market, core, accountId } = await station(700);
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    const first = quoteRequests(market).flat();
    expect(first).toHaveLength(Math.min(activeIds(market).length, QUOTE_GROUP * QUOTE_GROUPS_PER_RUN));
    expect(activeIds(market).length).toBeGreaterThan(first.length);
    // The next runs go on with the offers not quoted yet, a run's share at a time, until every one is.
    const quoted = new Set(first);
    while (quoted.size < activeIds(market).length) {
      market.control.clearRequestLog();
      await core.sync.runOnce({ accountId, streams: ['profile'] });
      const next = quoteRequests(market).flat();
      expect(next.length).toBeGreaterThan(0);
      expect(next.length).toBeLessThanOrEqual(QUOTE_GROUP * QUOTE_GROUPS_PER_RUN);
      for (const id of next) quoted.add(id);
    }
    expect(quoted).toEqual(new Set(activeIds(market)));
  });
});

describe('the fee preview of an offer at a new price', () => {
  it('sends the offer from the local copy with the typed price and answers the marketplace’s fees', async () => {
    const { market, core, accountId } = await station();
    const id = activeIds(market)[0]!;
    market.control.clearRequestLog();
    const cheap = await core.fees.preview(accountId, id, '50.00');
    const dear = await core.fees.preview(accountId, id, '500.00');
    expect(cheap.commissions[0]).toMatchObject({ type: 'commissionFee', fee: { currency: 'PLN' } });
    expect(Number(dear.commissions[0]!.fee.amount)).toBeCloseTo(
      Number(cheap.commissions[0]!.fee.amount) * 10,
      2,
    );
    expect(dear.quotes[0]).toMatchObject({ type: 'listingFee', cycleDuration: 'PT240H' });
    expect(market.control.requestLog({ path: '^/pricing/offer-fee-preview$' })).toHaveLength(2);

    const many = await core.fees.previewMany(accountId, [
      { offerId: id, amount: '50.00' },
      { offerId: activeIds(market)[1]!, amount: '80.00' },
    ]);
    expect(many.map((m) => m.error)).toEqual([null, null]);
    expect(many[0]!.preview).toEqual(cheap);
  });

  it('shows the marketplace’s words when it refuses the preview', async () => {
    const { market, core, accountId } = await station();
    const id = activeIds(market)[0]!;
    localDb(core)
      .prepare("UPDATE offers SET detail_raw = NULL, list_raw = '{}', category_id = '999999' WHERE id = ?")
      .run(id);
    await expect(core.fees.preview(accountId, id, '10.00')).rejects.toMatchObject({ code: 'MARKET_ERROR' });
    const many = await core.fees.previewMany(accountId, [{ offerId: id, amount: '10.00' }]);
    expect(many[0]!.error).toBe('W tej kategorii nie można wystawić oferty.');
  });
});
