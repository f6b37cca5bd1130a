import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';
import { offerTagsPerRun } from '../../../electron/core/domains/delivery-tags/delivery-tags-sync';

const closing = closeAfterEach();

describe('delivery settings, tags and variant sets in the local copy', () => {
  it('the sync reads the rate lists with their rates, the tags, every offer’s tags and the variant sets', async () => {
    // More offers than one page of the local copy, so the offers' tags are read past the first hundred.
    const market: DemoMarket = closing(await startTestMarket({ offers: 230 }));
    const { core, accountId } = await signedInCore(market);
    closing(core);
    await core.sync.runOnce();
    // Each run of the profile reads the tags of at most 50 offers never read, until every offer's are.
    const db = localDb(core);
    const count = (sql: string) => db.prepare<[string], { n: number }>(sql).get(accountId)!.n;
    const localOffers = count('SELECT count(*) AS n FROM offers WHERE account_id = ?');
    const tagsRead = () => count('SELECT count(*) AS n FROM offer_tags WHERE account_id = ?');
    expect(localOffers).toBeGreaterThan(200);
    expect(tagsRead()).toBeGreaterThan(0);
    expect(tagsRead()).toBeLessThan(localOffers);
    while (tagsRead() < localOffers) {
      const before = tagsRead();
      await core.sync.runOnce({ accountId, streams: ['profile'] });
      expect(tagsRead()).toBeGreaterThan(before);
      expect(tagsRead()).toBeLessThanOrEqual(before + offerTagsPerRun);
    }

    const q = core.queries.deliveryTags;
    const methods = q.methods(accountId);
    expect(methods.length).toBeGreaterThan(5);
    expect(methods.find((m) => m.name === 'Allegro Paczkomaty InPost')).toMatchObject({
      maxPackageWeight: { max: '25.00' },
      shippingTime: { from: 'PT24H', to: 'PT48H', customizable: false },
      cashOnDelivery: false,
    });

    const lists = q.rateLists(accountId);
    expect(lists.map((l) => l.name)).toEqual(['default', 'Gabaryty']);
    const seller = market.control.offers({ sellerId: MAIN_SELLER_ID });
    // Hidden offers are not listed, so the local copy does not have them.
    const onDefault = seller.filter(
      (o) => !o.hidden && market.control.offer({ id: o.id })!.shippingRatesId === lists[0]!.id,
    ).length;
    expect(lists[0]!.offers).toBe(onDefault);
    for (const list of lists) {
      expect(list.rates.length).toBeGreaterThan(0);
      for (const rate of list.rates) expect(rate.deliveryMethodName).not.toBeNull();
    }
    expect(lists[0]!.rates[0]).toMatchObject({ firstItemRate: { currency: 'PLN' } });

    const tags = q.tags(accountId);
    expect(tags.map((t) => t.name)).toContain('Nowości');
    expect(tags.some((t) => t.hidden)).toBe(true);
    // Every offer of the local copy had its tags read, and those the marketplace tagged carry them.
    expect(tagsRead()).toBe(localOffers);
    const tagged = seller.filter(
      (o) => !o.hidden && (market.control.offerTags({ offerId: o.id }) ?? []).length > 0,
    );
    expect(tagged.length).toBeGreaterThan(20);
    expect(tags.reduce((n, t) => n + t.offers, 0)).toBe(tagged.length);
    const last = tagged[tagged.length - 1]!;
    expect(q.offer(accountId, last.id).tagIds).toEqual(market.control.offerTags({ offerId: last.id }));

    const sets = q.variantSets(accountId);
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      expect(set.parameters).toEqual(['color/pattern']);
      expect(set.offers.length).toBeGreaterThanOrEqual(2);
      expect(set.offers.every((o) => o.name !== null)).toBe(true);
    }

    // A second run within the hour reads no offer's tags again.
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(market.control.requestLog({ path: '^/sale/offers/[^/]+/tags$' })).toHaveLength(0);
  });
});
