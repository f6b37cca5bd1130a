import { describe, expect, it } from 'vitest';
import { createInvoicesRepo } from '../../../electron/core/domains/invoices/invoices-repo';
import { orderFromForm } from '../../../electron/core/domains/orders/order-records';
import { createOrdersRepo } from '../../../electron/core/domains/orders/orders-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

describe('migration 060', () => {
  it('adds orders’ invoices and their reads, kept apart per account and gone with it', () => {
    const db = upgradedTo(60, (old) => {
      insertAccount(old);
      insertOrder(old, 'o1', 'READY_FOR_PROCESSING', 'buyer');
    });
    expect(db.prepare('SELECT id FROM orders').get()).toEqual({ id: 'o1' });
    const repo = createInvoicesRepo(db);
    expect(repo.readAt('demo:1', 'o1')).toBeNull();
    const market = {
      id: 'i1',
      invoiceNumber: 'FV 1/2026',
      fileName: 'f.pdf',
      createdAt: '2026-01-01T00:00:00.000Z',
      uploadedAt: '2026-01-01T00:00:01.000Z',
      verification: 'ACCEPTED',
    };
    db.prepare("UPDATE orders SET updated_at = '2026-01-03T00:00:00.000Z' WHERE id = 'o1'").run();
    expect(repo.replace('demo:1', 'o1', [market], 5)).toBe(true);
    // The order's time of change is kept with the read: the sync reads again only orders changed since.
    expect(db.prepare('SELECT order_updated_at AS at FROM order_invoice_reads').get()).toEqual({
      at: '2026-01-03T00:00:00.000Z',
    });
    expect(repo.replace('demo:1', 'o1', [market], 6)).toBe(false);
    expect(repo.readAt('demo:1', 'o1')).toBe(6);
    expect(repo.list('demo:1', 'o1')).toMatchObject([
      { id: 'i1', state: 'uploaded', verification: 'ACCEPTED' },
    ]);
    // A local draft outlives a read that does not list it; an invoice gone from the marketplace goes.
    repo.insert({
      account_id: 'demo:1',
      order_id: 'o1',
      id: 'local-1',
      invoice_number: null,
      file_name: 'g.pdf',
      state: 'draft',
      verification: null,
      created_at: null,
      uploaded_at: null,
      file_path: '/tmp/g.pdf',
      file_size: 10,
      change_id: 7,
      stored_at: 7,
    });
    repo.replace('demo:1', 'o1', [], 8);
    expect(repo.list('demo:1', 'o1').map((r) => r.id)).toEqual(['local-1']);
    expect(repo.byChange(7)?.id).toBe('local-1');
    expect(() =>
      db
        .prepare(
          `INSERT INTO order_invoices (account_id, order_id, id, file_name, state, stored_at)
           VALUES ('demo:1', 'o1', 'x', 'x.pdf', 'lost', 1)`,
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          `INSERT INTO order_invoices (account_id, order_id, id, file_name, state, stored_at)
           VALUES ('nobody', 'o1', 'x', 'x.pdf', 'draft', 1)`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    for (const table of ['order_invoices', 'order_invoice_reads'])
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
    db.close();
  });
});

describe('migration 068', () => {
  it('keeps whether the buyer asked for an invoice in a column, filled from the JSON and by every write', () => {
    let db = upgradedTo(68, (old) => {
      insertAccount(old);
      const asked: Record<string, unknown> = { o1: true, o2: false, o3: 'true', o4: undefined };
      for (const [id, required] of Object.entries(asked)) {
        insertOrder(old, id, 'READY_FOR_PROCESSING', 'buyer');
        const raw = required === undefined ? {} : { invoice: { required } };
        old.prepare('UPDATE orders SET raw = ? WHERE id = ?').run(JSON.stringify(raw), id);
      }
    });
    const required = () =>
      db.prepare('SELECT id, invoice_required AS asked FROM orders ORDER BY id').all() as object[];
    // Only a JSON true is a request: the marketplace sends a boolean.
    expect(required()).toEqual([
      { id: 'o1', asked: 1 },
      { id: 'o2', asked: 0 },
      { id: 'o3', asked: 0 },
      { id: 'o4', asked: 0 },
    ]);

    db = reopenedNewest(db);
    const orders = createOrdersRepo(db);
    const form = (id: string, asks: boolean, status = 'READY_FOR_PROCESSING') =>
      orderFromForm({ id, status, buyer: { login: 'buyer' }, invoice: { required: asks }, lineItems: [] });
    orders.upsert('demo:1', form('o5', true), 1);
    orders.upsert('demo:1', form('o1', false), 2);
    orders.upsert('demo:1', form('o2', true, 'CANCELLED'), 3);
    expect(required()).toEqual([
      { id: 'o1', asked: 0 },
      { id: 'o2', asked: 1 },
      { id: 'o3', asked: 0 },
      { id: 'o4', asked: 0 },
      { id: 'o5', asked: 1 },
    ]);
    // The partial index holds the current orders that asked and are not cancelled, and nothing else.
    const indexed = db
      .prepare(
        `SELECT id FROM orders INDEXED BY orders_invoice_asked WHERE account_id = 'demo:1'
           AND invoice_required = 1 AND superseded_by IS NULL AND status <> 'CANCELLED'`,
      )
      .all();
    expect(indexed).toEqual([{ id: 'o5' }]);
    expect(() => db.prepare("UPDATE orders SET invoice_required = 2 WHERE id = 'o5'").run()).toThrow(/CHECK/);
    db.close();
  });
});
