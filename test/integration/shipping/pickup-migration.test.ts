import { describe, expect, it } from 'vitest';
import { createPickupRepo } from '../../../electron/core/shipping/pickup-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertDoneShipment } from '../../helpers/rows';

const request = {
  accountId: 'demo:1',
  commandId: '6b7f4c1e-2d0a-4f5e-9c1b-0a9e8d7c6b5a',
  family: 'shipment-management' as const,
  parcelIds: ['p-2', 'p-1'],
  slot: { date: '2026-11-24', minTime: '09:00', maxTime: '12:00' },
};

describe('migration 041: courier pickup requests', () => {
  it('keeps the parcels it finds, and its table holds its invariants', () => {
    const db = upgradedTo(41, (old) => {
      insertAccount(old);
      insertDoneShipment(old, { orderId: 'order-1', commandId: 'c-1', family: 'parcel-management' });
    });
    expect(db.prepare('SELECT order_id, state FROM shipments').get()).toEqual({
      order_id: 'order-1',
      state: 'done',
    });
    const repo = createPickupRepo(db);
    const row = repo.insert(request, 1000);
    // Stored before sending: the parcels sorted, the window as sent, the outcome not known yet.
    expect(row).toMatchObject({
      command_id: request.commandId,
      parcel_ids: '["p-1","p-2"]',
      slot: JSON.stringify(request.slot),
      state: 'requested',
      pickup_id: null,
    });
    expect(repo.open('demo:1', 'shipment-management').map((r) => r.id)).toEqual([row.id]);
    expect(repo.open('demo:1', 'parcel-management')).toEqual([]);
    // A command id orders one courier only.
    expect(() => repo.insert({ ...request, parcelIds: ['p-3'] }, 1000)).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE pickup_requests SET state = 'sent' WHERE id = ?").run(row.id)).toThrow(
      /CHECK/,
    );

    // One guarded move out of 'requested', never two.
    expect(repo.markDone(row.id, 'pickup-9', 2000)).toBe(true);
    expect(repo.markFailed(row.id, [], 3000)).toBe(false);
    expect(repo.markDone(row.id, 'pickup-10', 3000)).toBe(false);
    expect(repo.get(row.id)).toMatchObject({ state: 'done', pickup_id: 'pickup-9', updated_at: 2000 });
    expect(repo.open('demo:1', 'shipment-management')).toEqual([]);

    // Removing the account removes its requests.
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM pickup_requests').get()).toEqual({ n: 0 });
    db.close();
  });
});
