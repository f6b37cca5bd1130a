import { appErrorOf } from '../../helpers/app-error';
import { describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import type { DemoMarket } from '../../../electron/demo-market';
import type { FaultRule } from '../../../electron/demo-market/control/faults';
import { offerListSchema } from '../../../shared/contract/offers';
import { promotionTypes } from '../../../shared/promotions';
import type { ApiClient } from '../../helpers/demo-market';
import { stationsClosedAfterEach } from '../../helpers/station';

const BASE = '/sale/loyalty/promotions';

let market: DemoMarket | null = null;
const openStation = stationsClosedAfterEach();

interface ServerPromotion {
  id: string;
  status: string;
  benefits: { specification: Record<string, unknown> }[];
  offerCriteria: { offers?: { id: string }[] }[];
}

async function station() {
  const station = await openStation();
  market = station.market;
  return station;
}

/**
 * A multipack of a bundle's first offer, created while the marketplace meets the next create (POST) with `fault`:
 * its change, to start the outbox on.
 */
function multipackMetBy(
  core: Core,
  accountId: string,
  fault: Pick<FaultRule, 'kind' | 'status'>,
  multipack: { forEachQuantity: number; percentage: number },
) {
  const offerId = core.queries.promotions.list(accountId, 'BUNDLE')[0]!.offers[0]!.id;
  market!.control.addFault({
    ...fault,
    share: 1,
    path: '^/sale/loyalty/promotions$',
    method: 'POST',
    count: 1,
  });
  return core.actions.promotions.create(accountId, { kind: 'multipack', ...multipack, offerIds: [offerId] });
}

const serverList = async (api: ApiClient, type: string) =>
  (await api.json<{ promotions: ServerPromotion[] }>(`${BASE}?promotionType=${type}`)).promotions;

describe('promotions in the local copy and through the outbox', () => {
  it('the sync reads every type; the queries answer them with offer titles, by offer too', async () => {
    const { core, accountId, api } = await station();
    for (const type of promotionTypes) {
      const local = core.queries.promotions.list(accountId, type);
      expect(local.map((p) => p.id).sort()).toEqual((await serverList(api, type)).map((p) => p.id).sort());
    }
    expect(core.queries.promotions.counts(accountId)).toEqual({
      BUNDLE: 2,
      MULTIPACK: 2,
      CROSS_MULTIPACK: 1,
      LARGE_ORDER_DISCOUNT: 1,
      WHOLESALE_PRICE_LIST: 1,
    });
    const bundle = core.queries.promotions.list(accountId, 'BUNDLE')[0]!;
    expect(bundle.discount).not.toBeNull();
    expect(bundle.offers.length).toBeGreaterThanOrEqual(2);
    for (const offer of bundle.offers) expect(offer.title).toEqual(expect.any(String));
    const offerId = bundle.offers[1]!.id;
    expect(core.queries.promotions.ofOffer(accountId, offerId).map((p) => p.id)).toContain(bundle.id);
    const large = core.queries.promotions.list(accountId, 'LARGE_ORDER_DISCOUNT')[0]!;
    expect(large).toMatchObject({ criterion: 'ALL_OFFERS', offers: [] });
    expect(large.thresholds[0]).toEqual({ lowerBound: '500.00', percentage: '3' });
  });

  it('a wholesale price list for three offers is shown at once, sent, and takes the marketplace’s id', async () => {
    const { core, accountId, api } = await station();
    const offerIds = core.queries.offers
      .list({ ...offerListSchema.parse({ status: ['ACTIVE'], limit: 3 }), accountId })
      .rows.map((o) => o.id);
    expect(offerIds).toHaveLength(3);
    const draft = {
      kind: 'wholesale' as const,
      name: 'Dla firm',
      thresholds: [
        { quantity: 20, percentage: 8 },
        { quantity: 5, percentage: 3 },
      ],
      offerIds,
    };
    const change = core.actions.promotions.create(accountId, draft);
    expect(change).toMatchObject({
      state: 'queued',
      kind: 'promotion.create',
      entityType: 'promotion',
      label: 'Dla firm',
    });
    const waiting = core.queries.promotions.list(accountId, 'WHOLESALE_PRICE_LIST')[0]!;
    expect(waiting).toMatchObject({
      id: change.entityId,
      name: 'Dla firm',
      pending: { kind: 'promotion.create', state: 'queued' },
    });
    expect(waiting.thresholds).toEqual([
      { lowerBound: '5', percentage: '3' },
      { lowerBound: '20', percentage: '8' },
    ]);

    core.start();
    const sent = await core.outbox.settled(change.id);
    expect(sent.state).toBe('sent');
    const server = (await serverList(api, 'WHOLESALE_PRICE_LIST')).find(
      (p) => p.benefits[0]!.specification.name === 'Dla firm',
    )!;
    expect(server.offerCriteria[0]!.offers!.map((o) => o.id)).toEqual(offerIds);
    expect(sent.entityId).toBe(server.id);
    const local = core.queries.promotions.get(accountId, server.id);
    expect(local).toMatchObject({ id: server.id, pending: null, name: 'Dla firm' });
    expect(local.offers.map((o) => o.id)).toEqual(offerIds);
    expect(core.queries.promotions.ofOffer(accountId, offerIds[2]!).map((p) => p.id)).toContain(server.id);
    // A second sync finds the same promotion, not a second one.
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(
      core.queries.promotions.list(accountId, 'WHOLESALE_PRICE_LIST').filter((p) => p.name === 'Dla firm'),
    ).toHaveLength(1);
  });

  it('refuses before storing what the marketplace would refuse: falling thresholds, a small multipack discount', async () => {
    const { core, accountId } = await station();
    const bundle = core.queries.promotions.list(accountId, 'BUNDLE')[0]!;
    const offerId = bundle.offers[0]!.id;
    const falling = appErrorOf(() =>
      core.actions.promotions.create(accountId, {
        kind: 'wholesale',
        name: 'Hurt',
        thresholds: [
          { quantity: 5, percentage: 8 },
          { quantity: 20, percentage: 3 },
        ],
        offerIds: [offerId],
      }),
    );
    expect(falling.code).toBe('VALIDATION_FAILED');
    const small = appErrorOf(() =>
      core.actions.promotions.create(accountId, {
        kind: 'multipack',
        forEachQuantity: 2,
        percentage: 15,
        offerIds: [offerId],
      }),
    );
    expect(small.userMessage).toMatch(/15%/);
    const unknown = appErrorOf(() =>
      core.actions.promotions.create(accountId, {
        kind: 'multipack',
        forEachQuantity: 2,
        percentage: 20,
        offerIds: ['404404'],
      }),
    );
    expect(unknown.code).toBe('NOT_FOUND');
    expect(core.outbox.list({ accountIds: [accountId] })).toEqual([]);
  });

  it('changes a bundle’s discount, ends a promotion, and keeps a refusal visible with the marketplace’s words', async () => {
    const { core, accountId, api } = await station();
    const [first, second] = core.queries.promotions.list(accountId, 'BUNDLE');
    const edit = core.actions.promotions.changeBundleDiscount(accountId, first!.id, {
      amount: '12.50',
      currency: 'PLN',
    });
    expect(edit.previous.discount).toEqual(first!.discount);
    expect(core.queries.promotions.get(accountId, first!.id).discount).toEqual({
      amount: '12.50',
      currency: 'PLN',
    });
    const multipack = core.queries.promotions.list(accountId, 'MULTIPACK')[0]!;
    const end = core.actions.promotions.end(accountId, multipack.id);
    expect(core.queries.promotions.list(accountId, 'MULTIPACK').map((p) => p.id)).not.toContain(multipack.id);
    // Ended on the marketplace's pages meanwhile: the change of the second bundle is refused there.
    expect((await api.delete(`${BASE}/${second!.id}`)).status).toBe(204);
    const refused = core.actions.promotions.changeBundleDiscount(accountId, second!.id, {
      amount: '30.00',
      currency: 'PLN',
    });

    core.start();
    expect(await core.outbox.settled(edit.id)).toMatchObject({ state: 'sent' });
    expect(await core.outbox.settled(end.id)).toMatchObject({ state: 'sent' });
    const failed = await core.outbox.settled(refused.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]!.userMessage.length).toBeGreaterThan(0);
    expect(
      (await api.json<ServerPromotion>(`${BASE}/${first!.id}`)).benefits[0]!.specification.value,
    ).toEqual({
      amount: '12.50',
      currency: 'PLN',
    });
    expect((await api.json<ServerPromotion>(`${BASE}/${multipack.id}`)).status).toBe('INACTIVE');
    const shown = core.queries.promotions.get(accountId, second!.id);
    expect(shown.discount).toEqual(second!.discount);
    expect(shown.pending).toMatchObject({ state: 'failed', kind: 'promotion.edit' });
    expect(core.outbox.discard(refused.id).state).toBe('discarded');
    expect(core.queries.promotions.get(accountId, second!.id).pending).toBeNull();
  });

  it('a new promotion refused stays shown as failed until discarded; the list is read from the local copy offline', async () => {
    const { core, accountId } = await station();
    const change = multipackMetBy(
      core,
      accountId,
      { kind: 'status', status: 422 },
      { forEachQuantity: 3, percentage: 40 },
    );
    core.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    expect(core.queries.promotions.get(accountId, change.entityId).pending).toMatchObject({
      state: 'failed',
    });
    core.outbox.discard(change.id);
    expect(() => core.queries.promotions.get(accountId, change.entityId)).toThrow(/not in the local copy/);
    await market!.close();
    market = null;
    expect(core.queries.promotions.list(accountId, 'BUNDLE').length).toBeGreaterThan(0);
  });

  it('a create whose answer was lost is read back and adopted, never sent a second time', async () => {
    const { core, accountId, api } = await station();
    const change = multipackMetBy(core, accountId, { kind: 'drop' }, { forEachQuantity: 4, percentage: 45 });
    core.start();
    // The lost answer leaves the change `sending` with a pause; the next try reads back before it sends.
    const sent = await vi.waitFor(async () => {
      const settled = await core.outbox.settled(change.id);
      if (settled.state !== 'sent') throw new Error(`still ${settled.state}`);
      return settled;
    });
    const made = (await serverList(api, 'MULTIPACK')).filter(
      (p) => (p.benefits[0]!.specification.configuration as { percentage: number }).percentage === 45,
    );
    expect(made).toHaveLength(1);
    expect(sent.entityId).toBe(made[0]!.id);
    expect(core.queries.promotions.get(accountId, made[0]!.id).pending).toBeNull();
  });
});
