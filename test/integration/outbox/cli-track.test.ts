import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

/** Each command starts a Node process that loads the whole core: a busy 2-core machine needs the room. */
const slow = { timeout: 180_000 };

describe('track on the command line: an order sent another way', slow, () => {
  let market: DemoMarket;
  let dataDir: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);
  /** Paid orders of three line items each, added before the sync so the local copy has them. */
  const orders: { id: string; lineItems: { id: string }[] }[] = [];
  const held = (orderId: string) => market.control.order({ id: orderId })!;
  const queued = (stdout: string) => stdout.split('\n').filter((line) => /^Queued change \d+$/.test(line));

  beforeAll(async () => {
    market = await startTestMarket();
    const offers = market.control
      .offers({ sellerId: MAIN_SELLER_ID })
      .filter((o) => o.status === 'ACTIVE' && o.stock > 10)
      .slice(0, 3)
      .map((o) => ({ offerId: o.id, quantity: 1 }));
    for (let i = 0; i < 4; i++)
      orders.push(market.control.addOrder({ stage: 'READY_FOR_PROCESSING', offers }));
    dataDir = tempDir('sd-cli-track-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
  }, 180_000);
  afterAll(() => market.close());

  it('adds a tracking number for two of three line items and marks the order sent: exit 0', async () => {
    const order = orders[0]!;
    const [a, b] = order.lineItems.map((li) => li.id);
    const result = await cli(
      'track',
      order.id,
      '--carrier',
      'DPD',
      '--waybill',
      'DPD-1001',
      '--line-items',
      `${a},${b}`,
      '--sent',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(queued(result.stdout)).toHaveLength(2);
    expect(lines.slice(2)).toEqual(['Sent', `${order.id}\tDPD-1001\tDPD\t${a},${b}`, 'Status: SENT']);
    expect(held(order.id).shipments.map((s) => [s.waybill, s.carrierId, s.lineItemIds])).toEqual([
      ['DPD-1001', 'DPD', [a, b]],
    ]);
    expect(held(order.id).fulfillment).toBe('SENT');
  });

  it('adds an OTHER carrier with its name for the whole order, leaving the status as it was', async () => {
    const order = orders[1]!;
    const result = await cli(
      'track',
      order.id,
      '--carrier',
      'OTHER',
      '--carrier-name',
      'Kurier Zenek',
      '--waybill',
      'ZEN-7',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(queued(result.stdout)).toHaveLength(1);
    expect(result.stdout).toContain(`${order.id}\tZEN-7\tKurier Zenek\tall line items`);
    const [shipment] = held(order.id).shipments;
    expect(shipment).toMatchObject({ waybill: 'ZEN-7', carrierId: 'OTHER', carrierName: 'Kurier Zenek' });
    expect(shipment!.lineItemIds).toEqual(order.lineItems.map((li) => li.id));
    expect(held(order.id).fulfillment).not.toBe('SENT');
  });

  it("ends with exit 1 and the marketplace's words when it refuses the tracking number", async () => {
    market.control.setWaybillOrderLimit({ limit: 1 });
    try {
      const first = await cli('track', orders[2]!.id, '--carrier', 'DPD', '--waybill', 'SHARED-9');
      expect(first.code, first.stderr).toBe(0);
      const refused = await cli(
        'track',
        orders[3]!.id,
        '--carrier',
        'DPD',
        '--waybill',
        'SHARED-9',
        '--sent',
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('The waybill is used in too many orders');
      expect(held(orders[3]!.id).shipments).toEqual([]);
      // The status made with the refused number is refused with it: the parcel is not marked sent.
      expect(refused.stderr).toContain('Numer przesyłki nie został dodany');
      expect(held(orders[3]!.id).fulfillment).not.toBe('SENT');
    } finally {
      market.control.setWaybillOrderLimit({ limit: 5 });
    }
  });

  it('answers exit 2 for an unknown order or a wrong option, in the app language, and says --carrier-name in its help', async () => {
    const order = orders[0]!;
    const unknown = await cli('track', 'no-such-order', '--carrier', 'DPD', '--waybill', 'W1');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Zamówienia no-such-order nie ma w lokalnej kopii.');
    const nameless = await cli('track', order.id, '--carrier', 'OTHER', '--waybill', 'W2');
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toContain('Przy OTHER wpisz nazwę przewoźnika');
    const foreign = await cli(
      'track',
      order.id,
      '--carrier',
      'DPD',
      '--waybill',
      'W3',
      '--line-items',
      'nope',
    );
    expect(foreign.code).toBe(2);
    expect((await cli('track', order.id, '--carrier', 'DPD')).code).toBe(2);
    expect((await cli('track', '--help')).stdout).toContain('--carrier-name NAME');
  });
});
