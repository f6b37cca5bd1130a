import { appErrorOf } from '../../helpers/app-error';
import type { Core } from '../../../electron/core/compose';
import { describe, expect, it, vi } from 'vitest';
import { CLAIMS_REQUESTS_PER_TURN } from '../../../electron/core/domains/claims/claims-sync';
import { localDb } from '../../helpers/core';
import type { ApiClient } from '../../helpers/demo-market';
import { stationsClosedAfterEach } from '../../helpers/station';

const BASE = '/order/refund-claims';

interface ServerClaim {
  id: string;
  status: string;
  quantity: number;
  lineItem: { id: string };
}

const openStation = stationsClosedAfterEach();

async function station() {
  // The marketplace's clock at the app's: the claim window is counted from the purchase to now on both sides.
  const { core, market, accountId, api } = await openStation({
    market: { clockStart: new Date().toISOString() },
  });
  return { core, market, accountId, api };
}

const serverClaims = async (api: ApiClient) =>
  (await api.json<{ refundClaims: ServerClaim[] }>(`${BASE}?limit=100`)).refundClaims;

/** Orders of the local copy with, for each, what its line items allow. */
function ordersWithItems(core: Core, accountId: string) {
  const ids = localDb(core)
    .prepare<[string], { id: string }>('SELECT id FROM orders WHERE account_id = ? ORDER BY bought_at')
    .all(accountId)
    .map((r) => r.id);
  return ids.map((id) => ({ id, ...core.claims.ofOrder(accountId, id) }));
}

function qualifying(core: Core, accountId: string) {
  const order = ordersWithItems(core, accountId).find((o) => o.items.some((i) => i.refusal === null))!;
  expect(order).toBeDefined();
  return { orderId: order.id, item: order.items.find((i) => i.refusal === null)! };
}

describe('commission refund claims in the local copy and through the outbox', () => {
  it('the money stream reads the claims within its request budget, linked to their orders, and they read offline', async () => {
    const { core, market: demo, accountId, api } = await station();
    const server = await serverClaims(api);
    const local = core.claims.list(accountId, { offset: 0, limit: 100 });
    expect(local.total).toBe(server.length);
    expect(local.rows.map((c) => [c.id, c.status, c.quantity])).toEqual(
      server.map((c) => [c.id, c.status, c.quantity]),
    );
    for (const c of local.rows) {
      expect(c.orderId).not.toBeNull();
      expect(c.offerTitle).not.toBeNull();
      expect(c.commission?.currency).toBe('PLN');
      expect(core.claims.ofOrder(accountId, c.orderId!).claims.map((x) => x.id)).toContain(c.id);
    }
    const granted = core.claims.list(accountId, { status: 'GRANTED', offset: 0, limit: 100 });
    expect(granted.rows.every((c) => c.status === 'GRANTED')).toBe(true);

    // A claim withdrawn on the marketplace's side is seen at the next turn, in at most five requests.
    const open = server.find((c) => c.status === 'IN_PROGRESS')!;
    expect((await api.delete(`${BASE}/${open.id}`)).status).toBe(204);
    demo.control.clearRequestLog();
    await core.sync.runOnce({ accountId, streams: ['money'] });
    expect(demo.control.requestLog({ path: '^/order/refund-claims' }).length).toBeLessThanOrEqual(
      CLAIMS_REQUESTS_PER_TURN,
    );
    expect(
      core.claims.list(accountId, { offset: 0, limit: 100 }).rows.find((c) => c.id === open.id)?.status,
    ).toBe('CANCELLED');

    await demo.close();
    expect(core.claims.list(accountId, { offset: 0, limit: 100 }).total).toBe(server.length);
  });

  it('checks an order locally with a clear reason: paid, too early, already claimed', async () => {
    const { core, market: demo, accountId } = await station();
    const orders = ordersWithItems(core, accountId);
    const paid = orders.find((o) => o.items.some((i) => i.refusal === 'paid'))!;
    const item = paid.items.find((i) => i.refusal === 'paid')!;
    const error = appErrorOf(() => core.actions.claims.create(accountId, paid.id, item.lineItemId, 1));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.userMessage).toMatch(/nieopłaconego lub zwróconego/);
    const claimed = orders.find((o) => o.items.some((i) => i.refusal === 'claimed'))!;
    expect(claimed.claims.length).toBeGreaterThan(0);

    const fresh = demo.control.addOrder({ stage: 'FILLED_IN' });
    await core.sync.runOnce({ accountId, streams: ['orders'] });
    expect(core.claims.ofOrder(accountId, fresh.id).items[0]!.refusal).toBe('tooEarly');
    const { orderId, item: free } = qualifying(core, accountId);
    const tooMany = appErrorOf(() =>
      core.actions.claims.create(accountId, orderId, free.lineItemId, free.quantity + 1),
    );
    expect(tooMany.code).toBe('VALIDATION_FAILED');
    expect(
      localDb(core).prepare("SELECT count(*) AS n FROM outbox_changes WHERE entity_type = 'claim'").get(),
    ).toEqual({ n: 0 });
  });

  it('a claim is shown at once, sent, takes the marketplace’s id; a withdrawal is sent the same way', async () => {
    const { core, accountId, api } = await station();
    const { orderId, item } = qualifying(core, accountId);
    const change = core.actions.claims.create(accountId, orderId, item.lineItemId, 1);
    expect(change).toMatchObject({ kind: 'claim.create', state: 'queued', fields: { quantity: 1 } });
    const shown = core.claims.ofOrder(accountId, orderId);
    expect(shown.claims[0]).toMatchObject({ id: change.entityId, status: 'IN_PROGRESS', pending: 'waiting' });
    expect(shown.items.find((i) => i.lineItemId === item.lineItemId)!.refusal).toBe('claimed');

    core.start();
    const sent = await core.outbox.settled(change.id);
    expect(sent.state).toBe('sent');
    const made = (await serverClaims(api)).filter((c) => c.lineItem.id === item.lineItemId);
    expect(made).toHaveLength(1);
    expect(sent.entityId).toBe(made[0]!.id);
    const stored = core.claims.ofOrder(accountId, orderId).claims.find((c) => c.id === made[0]!.id)!;
    expect(stored).toMatchObject({ status: 'IN_PROGRESS', pending: null, orderId });
    expect(Number(stored.commission!.amount)).toBeGreaterThan(0);

    const withdrawal = core.actions.claims.withdraw(accountId, made[0]!.id);
    expect(core.claims.ofOrder(accountId, orderId).claims[0]).toMatchObject({
      status: 'CANCELLED',
      pending: 'waiting',
    });
    expect((await core.outbox.settled(withdrawal.id)).state).toBe('sent');
    expect((await api.json<ServerClaim>(`${BASE}/${made[0]!.id}`)).status).toBe('CANCELLED');

    const granted = core.claims.list(accountId, { status: 'GRANTED', offset: 0, limit: 10 }).rows[0]!;
    expect(appErrorOf(() => core.actions.claims.withdraw(accountId, granted.id)).code).toBe('CONFLICT');
  });

  it('a create whose answer was lost is found again by listing the line item’s claims, never sent twice', async () => {
    const { core, market: demo, accountId, api } = await station();
    const { orderId, item } = qualifying(core, accountId);
    demo.control.addFault({
      kind: 'drop',
      share: 1,
      path: '^/order/refund-claims$',
      method: 'POST',
      count: 1,
    });
    const change = core.actions.claims.create(accountId, orderId, item.lineItemId, 1);
    core.start();
    const sent = await vi.waitFor(async () => {
      const settled = await core.outbox.settled(change.id);
      if (settled.state !== 'sent') throw new Error(`still ${settled.state}`);
      return settled;
    });
    const made = (await serverClaims(api)).filter((c) => c.lineItem.id === item.lineItemId);
    expect(made).toHaveLength(1);
    expect(sent.entityId).toBe(made[0]!.id);
    expect(
      demo.control.requestLog({ path: '^/order/refund-claims$' }).filter((e) => e.method === 'POST'),
    ).toHaveLength(1);
  });

  it('the marketplace’s refusal stays visible with its words; discarding it removes the claim', async () => {
    const { core, accountId, api } = await station();
    const { orderId, item } = qualifying(core, accountId);
    // Claimed on the marketplace's pages meanwhile: the local copy does not know yet.
    expect((await api.post(BASE, { lineItem: { id: item.lineItemId }, quantity: 1 })).status).toBe(201);
    const change = core.actions.claims.create(accountId, orderId, item.lineItemId, 1);
    core.start();
    const failed = await core.outbox.settled(change.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]!.userMessage).toMatch(/już istnieje/);
    expect(
      core.claims.ofOrder(accountId, orderId).claims.find((c) => c.id === change.entityId),
    ).toMatchObject({
      pending: 'failed',
      pendingError: failed.errors[0]!.userMessage,
    });
    core.outbox.discard(change.id);
    expect(core.claims.ofOrder(accountId, orderId).claims.some((c) => c.id === change.entityId)).toBe(false);
  });
});
