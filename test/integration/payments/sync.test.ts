import { describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import {
  PAYMENT_MARGIN_MS,
  PAYMENT_PAGE,
  PAYMENT_REQUESTS_PER_TURN,
  paymentOperationsReader,
} from '../../../electron/core/domains/payments/payment-operations-sync';
import type { StreamContext } from '../../../electron/core/sync/context';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { closeAfterEach } from '../../helpers/cleanup';
import { localDb, signedInCore } from '../../helpers/core';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';

const DAY = 86_400_000;
const closing = closeAfterEach();

interface Operation {
  type: string;
  wallet: { type: string; paymentOperator: string; balance: { amount: string } };
  value: { amount: string };
  occurredAt: string;
  payment?: { id: string };
}

async function station(orders = 40) {
  // The marketplace's clock stands at the local clock's now, so "the last 90 days" mean the same on both sides.
  const market: DemoMarket = closing(await startTestMarket({ orders, clockStart: new Date() }));
  const signed = await signedInCore(market);
  closing(signed.core);
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  return { market, api, ...signed };
}

/** The marketplace's operations of a wallet over the last 90 days, newest first. */
async function serverOps(api: ReturnType<typeof apiClient>, wallet: string): Promise<Operation[]> {
  const gte = new Date(Date.now() - 90 * DAY + 60_000).toISOString();
  const out: Operation[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await api.json<{ paymentOperations: Operation[]; totalCount: number }>(
      `/payments/payment-operations?wallet.type=${wallet}&occurredAt.gte=${gte}&limit=100&offset=${offset}`,
    );
    out.push(...page.paymentOperations);
    if (out.length >= page.totalCount) return out;
  }
}

const requests = (market: DemoMarket) =>
  market.control
    .requestLog({ path: '^/payments/payment-operations$' })
    .map((e) => Object.fromEntries(new URLSearchParams(e.query)));

const key = (op: { occurredAt: string; value: { amount: string }; type: string }) =>
  `${op.occurredAt}|${op.type}|${op.value.amount}`;

describe('payment operations in the local copy', () => {
  it('a first sync reads both wallets 90 days back, a bounded number of requests a turn, going on where it stopped', async () => {
    const { market, api, core, accountId } = await station(500);
    market.control.clearRequestLog();
    const ctx = {
      accountId,
      client: await core.accounts.client(accountId),
      db: localDb(core),
      clock: { now: () => Date.now() },
      logger: silentLogger,
      signal: new AbortController().signal,
    } as unknown as StreamContext;
    const seen: ReturnType<typeof requests> = [];
    let turns = 0;
    for (let more = true; more; turns++) {
      more = (await paymentOperationsReader.read(ctx)).more;
      const turn = requests(market);
      expect(turn.length).toBeLessThanOrEqual(PAYMENT_REQUESTS_PER_TURN);
      seen.push(...turn);
      market.control.clearRequestLog();
    }
    expect(turns).toBeGreaterThan(1);

    for (const wallet of ['AVAILABLE', 'WAITING'] as const) {
      const server = await serverOps(api, wallet);
      const local = core.queries.payments.list({
        accountId,
        sort: '-occurredAt',
        walletType: wallet,
        offset: 0,
        limit: 500,
      });
      expect(local.total).toBe(server.length);
      expect(local.rows.map(key)).toEqual(server.slice(0, local.rows.length).map(key));
    }
    for (const r of seen) expect(r.limit).toBe(String(PAYMENT_PAGE));
    expect(seen.every((r) => r['wallet.type'] === 'AVAILABLE' || r['wallet.type'] === 'WAITING')).toBe(true);
    // The available wallet's pass ended in the first turn; it waits while the waiting wallet's pass goes on.
    expect(seen.filter((r) => r['wallet.type'] === 'AVAILABLE' && r.offset === '0')).toHaveLength(1);
    // A pass of the waiting wallet that outlasted a turn kept its window and went on at the next offset, every page
    // once (a few pages of a turn are asked together).
    const waiting = seen.filter((r) => r['wallet.type'] === 'WAITING');
    const firstPass = waiting.filter((r) => r['occurredAt.lte'] === waiting[0]!['occurredAt.lte']);
    const offsets = firstPass.map((r) => Number(r.offset)).sort((a, b) => a - b);
    expect(offsets).toEqual(firstPass.map((_, i) => i * PAYMENT_PAGE));
    expect(localDb(core).prepare('SELECT count(*) AS n FROM payment_operation_reads').get()).toEqual({
      n: 0,
    });
  });

  it('reads again only from a little before the newest stored, and shows a new payment with its order', async () => {
    const { market, core, accountId } = await station();
    await core.sync.runOnce({ accountId, streams: ['money'] });
    const newest = localDb(core)
      .prepare("SELECT max(occurred_ms) AS ms FROM payment_operations WHERE wallet_type = 'WAITING'")
      .get() as { ms: number };
    market.control.clearRequestLog();
    const order = market.control.addOrder({ stage: 'READY_FOR_PROCESSING', paymentType: 'ONLINE' });
    const payment = market.control.order({ id: order.id })!.payment;
    await core.sync.runOnce({ accountId, streams: ['money', 'orders'] });

    const waiting = requests(market).filter((r) => r['wallet.type'] === 'WAITING');
    expect(waiting).toHaveLength(1);
    expect(Date.parse(waiting[0]!['occurredAt.gte']!)).toBe(newest.ms - PAYMENT_MARGIN_MS);
    const ops = core.queries.payments.ofPayment(accountId, payment.id);
    expect(ops).toEqual([
      expect.objectContaining({
        type: 'CONTRIBUTION',
        group: 'INCOME',
        walletType: 'WAITING',
        value: { amount: payment.paidAmount, currency: 'PLN' },
        paymentId: payment.id,
        orderId: order.id,
        buyerLogin: order.buyer.login,
      }),
    ]);
    // Read twice, stored once.
    await core.sync.runOnce({ accountId, streams: ['money'] });
    expect(core.queries.payments.ofPayment(accountId, payment.id)).toHaveLength(1);
  });

  it('answers each wallet’s balance after its newest operation, and the totals, with the marketplace stopped', async () => {
    const { market, api, core, accountId } = await station();
    await core.sync.runOnce({ accountId, streams: ['money'] });
    const balances = core.queries.payments.balances(accountId);
    for (const wallet of ['AVAILABLE', 'WAITING'] as const) {
      const server = await serverOps(api, wallet);
      for (const operator of new Set(server.map((op) => op.wallet.paymentOperator))) {
        const newest = server.find((op) => op.wallet.paymentOperator === operator)!;
        expect(balances.wallets).toContainEqual({
          walletType: wallet,
          operator,
          balance: { amount: newest.wallet.balance.amount, currency: 'PLN' },
          asOf: newest.occurredAt,
        });
      }
    }
    const cents = (walletType: string) =>
      balances.wallets
        .filter((w) => w.walletType === walletType)
        .reduce((sum, w) => sum + Math.round(Number(w.balance.amount) * 100), 0);
    expect(balances.totals).toEqual([
      {
        currency: 'PLN',
        available: { amount: (cents('AVAILABLE') / 100).toFixed(2), currency: 'PLN' },
        waiting: { amount: (cents('WAITING') / 100).toFixed(2), currency: 'PLN' },
      },
    ]);
    const refunds = core.queries.payments.list({
      accountId,
      sort: '-occurredAt',
      group: 'REFUND',
      offset: 0,
      limit: 100,
    });
    expect(refunds.rows.every((r) => r.group === 'REFUND' && r.value.amount.startsWith('-'))).toBe(true);
    const list = core.queries.payments.list({ accountId, sort: '-occurredAt', offset: 0, limit: 100 });

    await market.close();
    expect(core.queries.payments.balances(accountId)).toEqual(balances);
    expect(core.queries.payments.list({ accountId, sort: '-occurredAt', offset: 0, limit: 100 })).toEqual(
      list,
    );
  });
});
