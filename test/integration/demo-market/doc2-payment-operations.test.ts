import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import {
  type ApiErrors,
  apiClient,
  marketForTests,
  signIn,
  startTestMarket,
} from '../../helpers/demo-market';

interface Money {
  amount: string;
  currency: string;
}
interface Operation {
  type: string;
  group: string;
  wallet: { paymentOperator: string; type: 'AVAILABLE' | 'WAITING'; balance: Money };
  value: Money;
  occurredAt: string;
  payment?: { id: string };
  payout?: { id: string };
  participant?: { id: string; login: string; firstName: string; lastName: string; address: object };
}
interface Operations {
  paymentOperations: Operation[];
  count: number;
  totalCount: number;
}
const demo = marketForTests();
const PATH = '/payments/payment-operations';
const DAY = 86_400_000;

const list = (query: string) => demo.api.json<Operations>(`${PATH}?${query}`);

/** Every operation of a wallet, newest first, read a hundred at a time. */
async function all(wallet: 'AVAILABLE' | 'WAITING', extra = ''): Promise<Operation[]> {
  const out: Operation[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list(`wallet.type=${wallet}&limit=100&offset=${offset}${extra}`);
    out.push(...page.paymentOperations);
    if (out.length >= page.totalCount) return out;
  }
}

const cents = (m: Money) => Math.round(Number(m.amount) * 100);

async function refused(query: string, path: string) {
  const response = await demo.api.get(`${PATH}?${query}`);
  expect(response.status).toBe(400);
  const body = (await response.json()) as ApiErrors;
  expect(body.errors[0]!.path).toBe(path);
  expect(body.errors[0]!.userMessage.length).toBeGreaterThan(0);
}

describe('document 2, payment operations', () => {
  it('answers each paid order’s payment as an income in the waiting wallet, then in the available one', async () => {
    const orders = demo.market.control
      .orders({ sellerId: MAIN_SELLER_ID })
      .map((o) => demo.market.control.order({ id: o.id })!)
      .filter((o) => o.payment.finishedAt !== null && o.payment.paidAmount !== null);
    expect(orders.length).toBeGreaterThan(5);
    const waiting = await all('WAITING');
    const available = await all('AVAILABLE');
    for (const order of orders) {
      const mine = waiting.filter((op) => op.payment?.id === order.payment.id);
      const income = mine.find((op) => op.type === 'CONTRIBUTION' && cents(op.value) > 0)!;
      expect(income).toMatchObject({
        group: 'INCOME',
        value: { amount: order.payment.paidAmount, currency: 'PLN' },
        occurredAt: new Date(order.payment.finishedAt!).toISOString(),
        participant: { id: order.buyer.id, login: order.buyer.login },
      });
    }
    // An order paid weeks ago has long left the waiting wallet for the available one.
    const old = orders.find(
      (o) =>
        o.status !== 'CANCELLED' &&
        o.fulfillment !== 'RETURNED' &&
        o.payment.finishedAt! < Date.parse('2026-02-01'),
    )!;
    expect(available.filter((op) => op.payment?.id === old.payment.id).map((op) => op.type)).toEqual([
      'CONTRIBUTION',
    ]);
    expect(waiting.filter((op) => op.payment?.id === old.payment.id).map((op) => cents(op.value))).toEqual([
      -cents({ amount: old.payment.paidAmount!, currency: 'PLN' }),
      cents({ amount: old.payment.paidAmount!, currency: 'PLN' }),
    ]);
  });

  it('keeps each wallet’s balance the sum of its operations, newest first, with weekly payouts', async () => {
    for (const wallet of ['AVAILABLE', 'WAITING'] as const) {
      const ops = await all(wallet);
      for (const operator of new Set(ops.map((op) => op.wallet.paymentOperator))) {
        const oldestFirst = ops.filter((op) => op.wallet.paymentOperator === operator).reverse();
        let balance = 0;
        for (const op of oldestFirst) {
          balance += cents(op.value);
          expect(cents(op.wallet.balance)).toBe(balance);
        }
      }
      const times = ops.map((op) => Date.parse(op.occurredAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    const payouts = (await all('AVAILABLE', '&group=OUTCOME')).filter((op) => op.type === 'PAYOUT');
    expect(payouts.length).toBeGreaterThan(3);
    for (const payout of payouts) {
      expect(cents(payout.value)).toBeLessThan(0);
      expect(payout.wallet.balance.amount).toBe('0.00');
      expect(payout.payout!.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('filters by time, payment, buyer, group and operator, and pages with count and totalCount', async () => {
    const available = await all('AVAILABLE');
    const withPayment = available.find((op) => op.payment)!;
    const byPayment = await list(`wallet.type=AVAILABLE&payment.id=${withPayment.payment!.id}`);
    expect(byPayment.paymentOperations.every((op) => op.payment?.id === withPayment.payment!.id)).toBe(true);
    expect(byPayment.totalCount).toBeGreaterThan(0);

    const byLogin = await list(`wallet.type=AVAILABLE&participant.login=${withPayment.participant!.login}`);
    expect(
      byLogin.paymentOperations.every((op) => op.participant?.login === withPayment.participant!.login),
    ).toBe(true);

    const gte = new Date(Date.parse('2026-03-02T10:00:00Z') - 30 * DAY).toISOString();
    const recent = await list(`wallet.type=AVAILABLE&occurredAt.gte=${gte}`);
    expect(recent.totalCount).toBe(available.filter((op) => op.occurredAt >= gte).length);

    const refunds = await list('wallet.type=AVAILABLE&group=REFUND&group=OUTCOME');
    expect(new Set(refunds.paymentOperations.map((op) => op.group))).toEqual(new Set(['REFUND', 'OUTCOME']));

    const p24 = await list('wallet.type=AVAILABLE&wallet.operator=P24');
    expect(p24.paymentOperations.every((op) => op.wallet.paymentOperator === 'P24')).toBe(true);

    const page = await list('wallet.type=AVAILABLE&limit=5&offset=2');
    expect(page.count).toBe(5);
    expect(page.totalCount).toBe(available.length);
    expect(page.paymentOperations).toEqual(available.slice(2, 7));

    // Without wallet.type the marketplace answers the available wallet only.
    const plain = await list('limit=100');
    expect(plain.totalCount).toBe(available.length);
  });

  it('refuses a limit above 100, a negative offset, an unknown group or wallet and a bad date with 400', async () => {
    await refused('limit=101', 'limit');
    await refused('limit=0', 'limit');
    await refused('offset=-1', 'offset');
    await refused('group=GIFTS', 'group');
    await refused('wallet.type=FROZEN', 'wallet.type');
    await refused('occurredAt.gte=yesterday', 'occurredAt.gte');
    await refused(
      'occurredAt.gte=2026-03-01T00:00:00Z&occurredAt.lte=2026-02-01T00:00:00Z',
      'occurredAt.gte',
    );
    const response = await demo.api.get(`${PATH}?limit=100`);
    expect(response.status).toBe(200);
  });

  it('shows a new payment at once, and answers each seller only their own operations', async () => {
    const order = demo.market.control.addOrder({ stage: 'READY_FOR_PROCESSING', paymentType: 'ONLINE' });
    const paid = demo.market.control.order({ id: order.id })!.payment;
    const mine = await list(`wallet.type=WAITING&payment.id=${paid.id}`);
    expect(mine.paymentOperations).toHaveLength(1);
    expect(mine.paymentOperations[0]).toMatchObject({
      type: 'CONTRIBUTION',
      value: { amount: paid.paidAmount },
    });
    const paymentId = paid.id;
    const second = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    const theirs = await second.json<Operations>(`${PATH}?wallet.type=WAITING&payment.id=${paymentId}`);
    expect(theirs.totalCount).toBe(0);
  });

  it('answers the same operations for the same seed, and other ones for another seed', async () => {
    const first = await all('AVAILABLE');
    const same = await startTestMarket();
    const other = await startTestMarket({ seed: 8 });
    try {
      const read = async (market: typeof same) => {
        const api = apiClient(market.url, (await signIn(market.url)).access_token);
        return (await api.json<Operations>(`${PATH}?wallet.type=AVAILABLE&limit=100`)).paymentOperations;
      };
      expect(await read(same)).toEqual(first.slice(0, 100));
      expect(await read(other)).not.toEqual(first.slice(0, 100));
    } finally {
      await same.close();
      await other.close();
    }
  });

  // Last: the blockade stays in this marketplace's answers, which the test before compares with a fresh one's.
  it('answers a blockade with its payment and no buyer, holding its money back from the available wallet', async () => {
    const order = demo.market.control.orders({ sellerId: MAIN_SELLER_ID })[0]!;
    const paymentId = demo.market.control.order({ id: order.id })!.payment.id;
    demo.market.control.blockPayment({ paymentId, amount: '12.34' });
    const [blockade] = (await list(`wallet.type=AVAILABLE&payment.id=${paymentId}&group=BLOCKADES`))
      .paymentOperations;
    expect(blockade).toMatchObject({ type: 'BLOCKADE', group: 'BLOCKADES', value: { amount: '-12.34' } });
    expect(blockade!.payment).toEqual({ id: paymentId });
    expect(blockade!.participant).toBeUndefined();
    const operator = blockade!.wallet.paymentOperator;
    const [newest, before] = (await list(`wallet.type=AVAILABLE&wallet.operator=${operator}&limit=2`))
      .paymentOperations;
    expect(newest).toEqual(blockade);
    expect(cents(blockade!.wallet.balance)).toBe(cents(before!.wallet.balance) - 1234);
    expect(() => demo.market.control.blockPayment({ paymentId, amount: '0' })).toThrow();
  });
});
