import { describe, expect, it, vi } from 'vitest';
import type { AfterSalesKind } from '../../../shared/after-sales';
import { MAIN_SELLER_ID, SECOND_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { shiftedClock } from '../../helpers/core';
import { trustedBridge } from '../../helpers/bridge';
import { stationsClosedAfterEach } from '../../helpers/station';

const HOUR = 3_600_000;

const BASE = '/after-sales-service-conditions';

let market: DemoMarket | null = null;
const openStation = stationsClosedAfterEach();

const byName = (names: string[]) =>
  [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

/** What the marketplace holds for a seller, by kind, as id → name. */
function held(sellerId: string): Record<AfterSalesKind, Map<string, string>> {
  const all = market!.control.afterSalesConditions({ sellerId })!;
  const map = (items: { id: string; name: string }[]) => new Map(items.map((c) => [c.id, c.name]));
  return {
    'return-policy': map(all.returnPolicies),
    'implied-warranty': map(all.impliedWarranties),
    warranty: map(all.warranties),
  };
}

const reads = (path: string) => market!.control.requestLog({ path }).length;

describe('after-sales conditions in the local copy', () => {
  it('the profile sync reads every condition of the account whole, and the queries answer them offline', async () => {
    const { core, accountId, ...station } = await openStation({ streams: [] });
    market = station.market;
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });

    const server = held(MAIN_SELLER_ID);
    const local = (kind: AfterSalesKind) => core.queries.afterSales.list(accountId, kind);
    for (const kind of ['return-policy', 'implied-warranty', 'warranty'] as const) {
      expect(local(kind).map((c) => c.name)).toEqual(byName([...server[kind].values()]));
      expect(new Set(local(kind).map((c) => c.id))).toEqual(new Set(server[kind].keys()));
    }
    const restricted = local('return-policy').find((c) => c.name === 'Na zamówienie (bez zwrotu)')!;
    expect(restricted).toMatchObject({
      range: 'RESTRICTED',
      restrictionCause: { name: 'CUSTOM_ITEM' },
      withdrawalPeriod: null,
      address: { city: 'Poznań', postCode: '61-888' },
    });
    expect(local('implied-warranty').find((c) => c.name === 'Reklamacje firmowe')).toMatchObject({
      individualPeriod: 'P2Y',
      corporatePeriod: 'P1Y',
      description: '<p>Reklamacje firm rozpatrujemy w <b>14 dni</b>.</p>',
    });
    expect(local('warranty').find((c) => c.name === 'Gwarancja sklepu dożywotnia')).toMatchObject({
      type: 'SELLER',
      individual: { period: null, lifetime: true },
    });
    // Return policies come whole in their list; the other kinds are read one by one.
    expect(reads(`^${BASE}/return-policies$`)).toBe(1);
    expect(reads(`^${BASE}/return-policies/`)).toBe(0);
    expect(reads(`^${BASE}/implied-warranties/`)).toBe(server['implied-warranty'].size);
    expect(reads(`^${BASE}/warranties/`)).toBe(server.warranty.size);

    const choices = core.queries.afterSales.choices(accountId);
    expect(choices.filter((c) => c.kind === 'warranty').map((c) => c.name)).toEqual(
      byName([...server.warranty.values()]),
    );
    expect(choices).toHaveLength(6);

    await market.close();
    market = null;
    expect(core.queries.afterSales.list(accountId, 'return-policy')).toContainEqual(restricted);
    expect(core.queries.afterSales.get(accountId, 'return-policy', restricted.id)).toEqual(restricted);
    expect(() => core.queries.afterSales.get(accountId, 'warranty', restricted.id)).toThrow(
      /not in the local copy/,
    );

    // The same through the bridge, for the active account, still offline.
    const bridge = trustedBridge(core);
    expect(
      await bridge.dispatch(null, 'conditions:get', { kind: 'return-policy', id: restricted.id }),
    ).toEqual({
      ok: true,
      data: restricted,
    });
    expect(await bridge.dispatch(null, 'conditions:choices', { kind: 'warranty' })).toEqual({
      ok: true,
      data: choices.filter((c) => c.kind === 'warranty'),
    });
    expect(await bridge.dispatch(null, 'conditions:list', { kind: 'gift' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
    expect(
      await bridge.dispatch(null, 'conditions:get', { kind: 'warranty', id: restricted.id }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });

  it('follows what the seller created or changed on the marketplace; a condition that cannot be read keeps its row', async () => {
    const clock = shiftedClock();
    const { core, accountId, api, ...station } = await openStation({ core: { clock }, streams: [] });
    market = station.market;
    const tables = new Set<string>();
    core.events.on('changed', ({ tables: t }) => t.forEach((name) => tables.add(name)));
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    await vi.waitFor(() => expect(tables).toContain('after_sales_conditions'));
    tables.clear();

    const created = await api.post(`${BASE}/warranties`, {
      name: 'Gwarancja 6 miesięcy',
      type: 'SELLER',
      individual: { period: 'P6M' },
    });
    expect(created.status).toBe(201);
    const [policy] = market.control.afterSalesConditions({ sellerId: MAIN_SELLER_ID })!.returnPolicies;
    const renamed = await api.put(`${BASE}/return-policies/${policy!.id}`, {
      name: 'Zwroty 30 dni',
      availability: { range: 'FULL' },
      withdrawalPeriod: 'P30D',
      returnCost: { coveredBy: 'SELLER' },
      address: policy!.address,
      options: policy!.options,
    });
    expect(renamed.status).toBe(200);
    const [warranty] = market.control.afterSalesConditions({ sellerId: MAIN_SELLER_ID })!.warranties;
    await api.put(`${BASE}/warranties/${warranty!.id}`, { ...warranty, name: 'Przemianowana' });
    // The renamed warranty answers 404 this once (removed meanwhile, say): its stored row stays as it was.
    // The next profile run within the hour reads none of them again; the one after reads them all.
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(reads(`^${BASE}/`)).toBe(0);
    expect(core.queries.afterSales.list(accountId, 'warranty')).toHaveLength(2);
    clock.shift(HOUR);
    market.control.addFault({
      kind: 'status',
      status: 404,
      share: 1,
      count: 1,
      path: `/warranties/${warranty!.id}$`,
    });

    await core.sync.runOnce({ accountId, streams: ['profile'] });
    await vi.waitFor(() => expect(tables).toContain('after_sales_conditions'));
    const local = core.queries.afterSales;
    expect(local.get(accountId, 'return-policy', policy!.id)).toMatchObject({
      name: 'Zwroty 30 dni',
      withdrawalPeriod: 'P30D',
      returnCostCoveredBy: 'SELLER',
    });
    expect(local.list(accountId, 'warranty').map((c) => c.name)).toEqual(
      byName(['Gwarancja 6 miesięcy', warranty!.name, 'Gwarancja sklepu dożywotnia']),
    );
    clock.shift(HOUR);
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(local.get(accountId, 'warranty', warranty!.id).name).toBe('Przemianowana');
  });

  it('each account has its own conditions', async () => {
    const { core, accountId, ...station } = await openStation({
      core: { seller: SECOND_SELLER_ID },
      streams: ['profile'],
    });
    market = station.market;
    const server = held(SECOND_SELLER_ID);
    expect(
      core.queries.afterSales
        .choices(accountId)
        .map((c) => c.id)
        .sort(),
    ).toEqual([...server['return-policy'].keys(), ...server['implied-warranty'].keys()].sort());
    expect(core.queries.afterSales.list(accountId, 'warranty')).toEqual([]);
  });
});
