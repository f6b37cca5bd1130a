import { appErrorOf } from '../../helpers/app-error';
import { describe, expect, it, vi } from 'vitest';
import { refundBasis } from '../../../electron/core/domains/returns/refund-basis';
import { createReturnsRepo } from '../../../electron/core/domains/returns/returns-repo';
import type { DemoMarket } from '../../../electron/demo-market';
import { localDb } from '../../helpers/core';
import type { ApiClient } from '../../helpers/demo-market';
import { stationsClosedAfterEach } from '../../helpers/station';

let market: DemoMarket | null = null;
const openStation = stationsClosedAfterEach();

const BETA = { Accept: 'application/vnd.allegro.beta.v1+json' };

async function station(generation: 'documents' | '2026' = 'documents') {
  const station = await openStation({
    market: { api: generation },
    core: { api: generation },
    streams: ['orders', 'buyers'],
  });
  market = station.market;
  const { core, accountId, api } = station;
  const repo = createReturnsRepo(localDb(core));
  return { core, accountId, api, repo };
}

const serverReturn = async (api: ApiClient, id: string) =>
  (await (await api.get(`/order/customer-returns/${id}`, BETA)).json()) as {
    status: string;
    rejection: { code: string; reason: string | null } | null;
  };

describe('return rejections and refunds through the outbox', () => {
  it('a rejection shows at once, waits, is sent, and the marketplace then holds the return rejected', async () => {
    const { core, accountId, api, repo } = await station();
    const open = repo.listReturns(accountId, 'DELIVERED', 0, 10).rows[0]!;
    expect(
      appErrorOf(() => core.actions.returns.reject(accountId, open.id, 'REFUND_REJECTED', ' ')).code,
    ).toBe('VALIDATION_FAILED');
    const change = core.actions.returns.reject(
      accountId,
      open.id,
      'REFUND_REJECTED',
      'Towar uszkodzony przez kupującego',
    );
    expect(change).toMatchObject({
      kind: 'return.reject',
      state: 'queued',
      entityType: 'return',
      label: open.referenceNumber,
    });
    expect(repo.getReturn(accountId, open.id)).toMatchObject({ status: 'REJECTED', waiting: true });
    expect(appErrorOf(() => core.actions.returns.reject(accountId, open.id, 'ITEM_FIXED', null)).code).toBe(
      'CONFLICT',
    );
    core.start();
    expect((await core.outbox.settled(change.id)).state).toBe('sent');
    expect(await serverReturn(api, open.id)).toMatchObject({
      status: 'REJECTED',
      rejection: { code: 'REFUND_REJECTED', reason: 'Towar uszkodzony przez kupującego' },
    });
    expect(repo.getReturn(accountId, open.id)).toMatchObject({ status: 'REJECTED', waiting: false });
  });

  it('a rejection the marketplace refuses fails with its words and the return shows its status again', async () => {
    const { core, accountId, api, repo } = await station();
    const open = repo.listReturns(accountId, 'IN_TRANSIT', 0, 10).rows[0]!;
    // Rejected meanwhile on the marketplace's pages: the local copy does not know yet.
    const there = await api.post(
      `/order/customer-returns/${open.id}/rejection`,
      { rejection: { code: 'ITEM_FIXED' } },
      { ...BETA, 'Content-Type': BETA.Accept },
    );
    expect(there.status).toBe(200);
    const change = core.actions.returns.reject(accountId, open.id, 'NO_RETURN_RIGHT', null);
    core.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    expect(settled.errors[0]!.userMessage).toMatch(/already been rejected|już odrzucony/);
    expect(repo.getReturn(accountId, open.id)).toMatchObject({ status: 'IN_TRANSIT', waiting: false });
  });

  it('a refund is checked against the order locally, then sent once, and the 422 of the marketplace stays on it', async () => {
    const { core, accountId, repo, api } = await station();
    const db = localDb(core);
    const ret = repo.listReturns(accountId, 'IN_TRANSIT', 0, 10).rows[0]!;
    const basis = refundBasis(db, accountId, ret.orderId)!;
    expect(basis.paymentId).not.toBeNull();
    const line = basis.lineItems.find((l) => l.returned > 0)!;
    expect(line.refundable).toBe(line.bought);
    const draft = {
      orderId: ret.orderId,
      returnId: ret.id,
      reason: 'REFUND' as const,
      lineItems: [{ lineItemId: line.lineItemId, quantity: line.bought + 1 }],
      delivery: null,
      comment: null,
    };
    expect(appErrorOf(() => core.actions.returns.refund(accountId, draft)).code).toBe('VALIDATION_FAILED');
    const over = (Number(basis.delivery.refundable) + 1).toFixed(2);
    expect(
      appErrorOf(() => core.actions.returns.refund(accountId, { ...draft, lineItems: [], delivery: over }))
        .code,
    ).toBe('VALIDATION_FAILED');
    expect(appErrorOf(() => core.actions.returns.refund(accountId, { ...draft, lineItems: [] })).code).toBe(
      'VALIDATION_FAILED',
    );
    const change = core.actions.returns.refund(accountId, {
      ...draft,
      lineItems: [{ lineItemId: line.lineItemId, quantity: line.returned }],
      delivery: basis.delivery.refundable,
    });
    const waiting = repo.refundsOfOrder(accountId, ret.orderId);
    expect(waiting).toMatchObject([{ waiting: true, returnId: ret.id }]);
    // What waits counts: the same delivery cannot be given back twice.
    expect(
      appErrorOf(() =>
        core.actions.returns.refund(accountId, {
          ...draft,
          lineItems: [],
          delivery: basis.delivery.refundable,
        }),
      ).code,
    ).toBe('VALIDATION_FAILED');
    core.start();
    const sent = await core.outbox.settled(change.id);
    expect(sent.state).toBe('sent');
    const server = await api.json<{ refunds: { id: string; totalValue: { amount: string } }[] }>(
      `/payments/refunds?order.id=${ret.orderId}`,
    );
    expect(server.refunds).toHaveLength(1);
    expect(sent.entityId).toBe(server.refunds[0]!.id);
    expect(repo.refundsOfOrder(accountId, ret.orderId)).toMatchObject([
      { id: server.refunds[0]!.id, waiting: false, returnId: ret.id, status: 'SUCCESS' },
    ]);

    // The local copy is behind the marketplace (a refund made on its pages): the marketplace's 422 stays.
    const other = repo.listReturns(accountId, 'DELIVERED', 0, 10).rows[0]!;
    const o = await api.json<{ payment: { id: string } }>(`/order/checkout-forms/${other.orderId}`);
    const first = refundBasis(db, accountId, other.orderId)!.lineItems[0]!;
    const made = await api.post('/payments/refunds', {
      payment: { id: o.payment.id },
      order: { id: other.orderId },
      reason: 'REFUND',
      lineItems: [{ id: first.lineItemId, type: 'QUANTITY', quantity: 1 }],
    });
    expect(made.status).toBe(200);
    const late = core.actions.returns.refund(accountId, {
      ...draft,
      orderId: other.orderId,
      returnId: other.id,
      lineItems: [{ lineItemId: first.lineItemId, quantity: first.refundable }],
    });
    const refused = await core.outbox.settled(late.id);
    expect(refused.state).toBe('failed');
    expect(refused.errors[0]!.userMessage).toMatch(/exceeds|przekracza/);
    expect(repo.refundsOfOrder(accountId, other.orderId)).toEqual([]);
  });

  // The 2026 marketplace wants the order and a command id with every refund, and answers the same command once.
  it.each(['documents', '2026'] as const)(
    '%s: a refund whose answer was lost is read back by its payment and adopted, never sent a second time',
    async (api) => {
      const { core, accountId, repo } = await station(api);
      const db = localDb(core);
      const ret = repo.listReturns(accountId, 'DELIVERED', 0, 10).rows[0]!;
      const basis = refundBasis(db, accountId, ret.orderId)!;
      market!.control.addFault({
        kind: 'drop',
        share: 1,
        path: '^/payments/refunds$',
        method: 'POST',
        count: 1,
      });
      market!.control.clearRequestLog();
      const change = core.actions.returns.refund(accountId, {
        orderId: ret.orderId,
        returnId: ret.id,
        reason: 'REFUND',
        lineItems: [{ lineItemId: basis.lineItems[0]!.lineItemId, quantity: 1 }],
        delivery: null,
        comment: null,
      });
      core.start();
      const sent = await vi.waitFor(async () => {
        const settled = await core.outbox.settled(change.id);
        if (settled.state !== 'sent') throw new Error(`still ${settled.state}`);
        return settled;
      });
      const log = market!.control.requestLog({ path: '^/payments/refunds$' });
      expect(log.filter((e) => e.method === 'POST')).toHaveLength(1);
      expect(log.some((e) => e.method === 'GET' && e.query.includes(`payment.id=${basis.paymentId}`))).toBe(
        true,
      );
      expect(repo.refundsOfOrder(accountId, ret.orderId)).toMatchObject([
        { id: sent.entityId, waiting: false },
      ]);
    },
  );
});
