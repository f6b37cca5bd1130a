import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AfterSalesCondition, AfterSalesKind } from '../../../shared/after-sales';
import { afterSalesProblems, type AfterSalesDraft } from '../../../shared/after-sales-rules';
import type { Core } from '../../../electron/core/compose';
import { afterSalesRequestBody } from '../../../electron/core/domains/after-sales/request-body';
import type { MarketClient } from '../../../electron/core/market/client';
import { MarketError } from '../../../electron/core/market/market-error';
import { afterSalesSources } from '../../../electron/core/domains/after-sales/condition-records';
import type { DemoMarket } from '../../../electron/demo-market';
import { startTestMarket } from '../../helpers/demo-market';
import { localDb, shiftedClock, signedInCore } from '../../helpers/core';

let market: DemoMarket;
let core: Core;
let accountId: string;
let client: MarketClient;
const clock = shiftedClock();
beforeAll(async () => {
  market = await startTestMarket();
  ({ core, accountId } = await signedInCore(market, { clock }));
  client = await core.accounts.client(accountId);
  await core.sync.runOnce({ accountId, streams: ['profile'] });
});
afterAll(async () => {
  await core.close();
  await market.close();
});

const draftOf = ({ id: _id, ...draft }: AfterSalesCondition): AfterSalesDraft => draft;
const stored = (kind: AfterSalesKind, id: string): unknown =>
  JSON.parse(
    localDb(core)
      .prepare<[string, string], { raw: string }>(
        'SELECT raw FROM after_sales_conditions WHERE kind = ? AND id = ?',
      )
      .get(kind, id)!.raw,
  );

/** The demo marketplace's answer to a new condition: created, or refused at a field. */
async function send(
  draft: AfterSalesDraft,
): Promise<{ created: true } | { status: number; path: string | null }> {
  try {
    await client.request({
      method: 'POST',
      path: afterSalesSources[draft.kind].path,
      body: afterSalesRequestBody(draft),
    });
    return { created: true };
  } catch (error) {
    if (!(error instanceof MarketError)) throw error;
    return { status: error.status, path: error.fieldPath };
  }
}

describe('the app’s rules for after-sales conditions, against the demo marketplace’s', () => {
  it('every stored condition passes the rules and goes back unchanged through a PUT of the draft', async () => {
    for (const kind of ['return-policy', 'implied-warranty', 'warranty'] as const) {
      for (const condition of core.queries.afterSales.list(accountId, kind)) {
        const draft = draftOf(condition);
        expect(afterSalesProblems(draft, 'pl')).toEqual([]);
        const body = afterSalesRequestBody(draft, stored(kind, condition.id));
        const path = `${afterSalesSources[kind].path}/${encodeURIComponent(condition.id)}`;
        expect((await client.request({ method: 'PUT', path, body })).status).toBe(200);
      }
    }
    const before = core.queries.afterSales.choices(accountId);
    const lists = (['return-policy', 'implied-warranty', 'warranty'] as const).map((k) =>
      core.queries.afterSales.list(accountId, k),
    );
    clock.shift(3_600_000);
    market.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['profile'] });
    expect(market.control.requestLog({ path: '^/after-sales-service-conditions/' }).length).toBeGreaterThan(
      0,
    );
    expect(core.queries.afterSales.choices(accountId)).toEqual(before);
    expect(
      (['return-policy', 'implied-warranty', 'warranty'] as const).map((k) =>
        core.queries.afterSales.list(accountId, k),
      ),
    ).toEqual(lists);
  });

  it('a draft the rules refuse is refused by the marketplace at the same field; one they pass is created', async () => {
    const [policy] = core.queries.afterSales.list(accountId, 'return-policy');
    const [implied] = core.queries.afterSales.list(accountId, 'implied-warranty');
    const [warranty] = core.queries.afterSales.list(accountId, 'warranty');
    const rp = { ...draftOf(policy!), name: 'Nowa polityka' } as Extract<
      AfterSalesDraft,
      { kind: 'return-policy' }
    >;
    const iw = { ...draftOf(implied!), name: 'Nowe reklamacje' } as Extract<
      AfterSalesDraft,
      { kind: 'implied-warranty' }
    >;
    const w = { ...draftOf(warranty!), name: 'Nowa gwarancja' } as Extract<
      AfterSalesDraft,
      { kind: 'warranty' }
    >;
    const full = {
      ...rp,
      range: 'FULL',
      restrictionCause: null,
      withdrawalPeriod: 'P14D',
      returnCostCoveredBy: 'BUYER',
    };
    const cases: [AfterSalesDraft, string][] = [
      [{ ...rp, name: '' }, 'name'],
      [{ ...rp, name: 'x'.repeat(201) }, 'name'],
      [{ ...full, range: 'SOMETIMES' }, 'availability.range'],
      [
        {
          ...full,
          range: 'RESTRICTED',
          withdrawalPeriod: null,
          returnCostCoveredBy: null,
          restrictionCause: { name: 'ALCOHOL', description: null },
        },
        'availability.restrictionCause.name',
      ],
      [{ ...full, withdrawalPeriod: 'P2W' }, 'withdrawalPeriod'],
      [{ ...full, withdrawalPeriod: null }, 'withdrawalPeriod'],
      [{ ...full, returnCostCoveredBy: 'COURIER' }, 'returnCost.coveredBy'],
      [{ ...full, address: { ...full.address!, postCode: '61888' } }, 'address.postCode'],
      [{ ...full, address: { ...full.address!, street: 'x'.repeat(36) } }, 'address.street'],
      [{ ...full, contact: { phoneNumber: '12', email: null } }, 'contact.phoneNumber'],
      [{ ...iw, individualPeriod: 'P24M' }, 'individual.period'],
      [{ ...iw, corporatePeriod: 'P6M' }, 'corporate.period'],
      [{ ...iw, name: 'x'.repeat(201) }, 'name'],
      [{ ...iw, description: 'x'.repeat(10_241) }, 'description'],
      [{ ...w, type: 'SHOP' }, 'type'],
      [{ ...w, individual: { period: 'two years', lifetime: false } }, 'individual.period'],
      [{ ...w, individual: { period: null, lifetime: false } }, 'individual.period'],
    ];
    for (const [draft, path] of cases) {
      expect(
        afterSalesProblems(draft, 'en').map((p) => p.path),
        path,
      ).toEqual([path]);
      expect(await send(draft), path).toEqual({ status: 422, path });
    }
    for (const draft of [
      full,
      { ...iw, corporatePeriod: 'P1Y', description: null },
      { ...w, individual: { period: null, lifetime: true } },
    ]) {
      expect(afterSalesProblems(draft as AfterSalesDraft, 'pl')).toEqual([]);
      expect(await send(draft as AfterSalesDraft)).toEqual({ created: true });
    }
  });

  it('says what is wrong in the seller’s language', () => {
    const [implied] = core.queries.afterSales.list(accountId, 'implied-warranty');
    const draft = { ...draftOf(implied!), individualPeriod: 'P6M', name: ' ' } as AfterSalesDraft;
    expect(afterSalesProblems(draft, 'pl').map((p) => p.userMessage)).toEqual([
      'Nazwa: pole jest wymagane.',
      'Okres dla konsumentów: podaj pełne lata (np. 2).',
    ]);
    expect(afterSalesProblems(draft, 'en').map((p) => p.userMessage)).toEqual([
      'Name: this field is required.',
      'Period for consumers: enter whole years (such as 2).',
    ]);
  });
});
