import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { orderFromForm } from '../../../electron/core/domains/orders/order-records';
import { createRepos } from '../../../electron/core/domains/streams';
import {
  applyForms,
  found as foundAt,
  type FormRead,
} from '../../../electron/core/domains/orders/orders-apply';
import { dbFile } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const form = (id: string, ...lineItems: string[]) =>
  orderFromForm({
    id,
    status: 'READY_FOR_PROCESSING',
    buyer: { login: `buyer-${id}` },
    lineItems: lineItems.map((item) => ({
      id: item,
      offer: { id: '1', name: 'Kubek' },
      quantity: 1,
      boughtAt: '2026-02-01T00:00:00.000Z',
    })),
    updatedAt: '2026-02-01T00:00:00.000Z',
    revision: 'r1',
  });

/** Read at the sync's time 1000, unless told otherwise. */
const found = (record: ReturnType<typeof form>, askedAt = 1000) => foundAt(record, askedAt);

function setup() {
  const db = openDatabase(dbFile());
  insertAccount(db);
  const { orders } = createRepos(db);
  const merges: { order: string; into: string }[] = [];
  const target = {
    orders,
    accountId: 'demo:1',
    now: 1000,
    merged: (order: string, into: string) => void merges.push({ order, into }),
  };
  const write = (reads: FormRead[]) => db.transaction(() => applyForms(target, reads))();
  const supersededBy = (id: string) => orders.state('demo:1', id)?.supersededBy ?? null;
  return { db, orders, merges, write, supersededBy };
}

describe('writing checkout forms (applyForms)', () => {
  // Stored before each case: a holds li1, b holds li2, old holds li9 and was merged into b already.
  const stored = () => {
    const s = setup();
    s.write([found(form('a', 'li1')), found(form('b', 'li2')), found(form('old', 'li9'))]);
    s.orders.markSuperseded('demo:1', 'old', 'b');
    s.merges.length = 0;
    return s;
  };

  it.each([
    {
      name: 'new orders with line items of their own',
      batch: [form('c', 'li3'), form('d', 'li4', 'li5')],
      may: false,
    },
    {
      name: 'orders read again with the line items they hold',
      batch: [form('a', 'li1'), form('b', 'li2')],
      may: false,
    },
    { name: 'a line item only a superseded order holds', batch: [form('c', 'li9')], may: false },
    { name: 'no line items at all', batch: [form('c')], may: false },
    {
      name: 'a line item another current order holds',
      batch: [form('c', 'li3'), form('m', 'li1')],
      may: true,
    },
    {
      name: 'a line item two orders of the batch share',
      batch: [form('c', 'li3'), form('d', 'li3')],
      may: true,
    },
    {
      name: "an order's stored line item that another order of the batch now carries",
      batch: [form('m', 'li2'), form('b', 'li6')],
      may: true,
    },
  ])('asks after each order only when a merge can be found: $name', ({ batch, may }) => {
    const { db, orders } = stored();
    try {
      expect(orders.mayMerge('demo:1', batch)).toBe(may);
      // Where it says no, asking after each order finds nothing either.
      if (!may) for (const r of batch) expect(orders.othersWithLineItems('demo:1', r)).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('links a merge with an order already stored, and nothing else', () => {
    const { db, merges, write, supersededBy } = stored();
    try {
      write([found(form('c', 'li3')), found(form('m', 'li1', 'li2')), found(form('d', 'li4'))]);
      expect(merges).toEqual([
        { order: 'a', into: 'm' },
        { order: 'b', into: 'm' },
      ]);
      expect(['a', 'b', 'c', 'd', 'm'].map(supersededBy)).toEqual(['m', 'm', null, null, null]);
    } finally {
      db.close();
    }
  });

  it('within one batch, the order written later takes over a line item an earlier one carries', () => {
    const { db, merges, write, supersededBy } = stored();
    try {
      write([found(form('c', 'li3')), found(form('m', 'li3', 'li4'))]);
      expect(merges).toEqual([{ order: 'c', into: 'm' }]);
      expect([supersededBy('c'), supersededBy('m')]).toEqual(['m', null]);
    } finally {
      db.close();
    }
  });

  it("finds a merge through an order's stored line items before the batch rewrites them", () => {
    const { db, merges, write, supersededBy } = stored();
    try {
      // b held li2 until now; m, earlier in the batch, carries it. b read again carries li6 only.
      write([found(form('m', 'li2')), found(form('b', 'li6'))]);
      expect(merges).toEqual([{ order: 'b', into: 'm' }]);
      expect([supersededBy('b'), supersededBy('m')]).toEqual(['m', null]);
    } finally {
      db.close();
    }
  });
});

describe('an order the packing station wrote after the sync asked for it', () => {
  const withStatus = (id: string, fulfillment: string, revision: string) => ({
    ...form(id, `li-${id}`),
    fulfillmentStatus: fulfillment,
    revision,
  });

  it('keeps what the station wrote against an answer asked for before, and takes one asked for after', () => {
    const { db, orders, write } = setup();
    const status = (id: string) =>
      db
        .prepare<[string], { s: string | null }>('SELECT fulfillment_status AS s FROM orders WHERE id = ?')
        .get(id)?.s;
    const waybills = (id: string) =>
      db.prepare<[string], { w: string | null }>('SELECT shipments_raw AS w FROM orders WHERE id = ?').get(id)
        ?.w;
    write([found(withStatus('a', 'NEW', 'r1'), 900)]);
    // The station sends the parcel at 2000 and writes the order as SENT.
    orders.upsert('demo:1', withStatus('a', 'SENT', 'r1'), 2000, { station: true });
    // A sync answer asked for at 1500 (before the change) arrives afterwards: it would put PROCESSING back.
    write([found(withStatus('a', 'PROCESSING', 'r2'), 1500)]);
    expect(status('a')).toBe('SENT');
    orders.setShipments('demo:1', 'a', [], 'r2', 1500);
    expect(waybills('a')).toBeNull();
    // Asked for after the change, the marketplace's answer is the newer one, whatever it says.
    write([found(withStatus('a', 'SENT', 'r3'), 2500)]);
    expect(orders.state('demo:1', 'a')?.revision).toBe('r3');
    write([found(withStatus('a', 'PICKED_UP', 'r4'), 2600)]);
    expect(status('a')).toBe('PICKED_UP');
    orders.setShipments('demo:1', 'a', [], 'r4', 2600);
    expect(waybills('a')).toBe('[]');
    // Orders the station never wrote take every answer, asked for at any time.
    write([found(withStatus('b', 'NEW', 'r1'), 10), found(withStatus('b', 'PROCESSING', 'r2'), 5)]);
    expect(status('b')).toBe('PROCESSING');
  });

  it('the station’s own writes always land, and a new order it writes is marked too', () => {
    const { db, orders, write } = setup();
    orders.upsert('demo:1', withStatus('c', 'PROCESSING', 'r1'), 3000, { station: true });
    orders.upsert('demo:1', withStatus('c', 'SENT', 'r1'), 2000, { station: true });
    expect(
      db
        .prepare<[], { s: string; at: number }>(
          "SELECT fulfillment_status AS s, station_changed_at AS at FROM orders WHERE id = 'c'",
        )
        .get(),
    ).toEqual({ s: 'SENT', at: 2000 });
    write([found(withStatus('c', 'NEW', 'r0'), 1000)]);
    expect(orders.state('demo:1', 'c')?.revision).toBe('r1');
  });
});
