import { describe, expect, it } from 'vitest';
import { createShipmentRepo } from '../../../electron/core/shipping/shipment-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertDoneShipment, waitingShipment } from '../../helpers/rows';

describe('migration 087: the label check of a parcel', () => {
  it('keeps the parcels it finds, made without the check, and accepts only its two states', () => {
    const db = upgradedTo(87, (old) => {
      insertAccount(old);
      insertDoneShipment(old, { orderId: 'o1', commandId: 'c1', family: 'shipment-management' });
    });
    expect(db.prepare('SELECT order_id, state, label_check FROM shipments').get()).toEqual({
      order_id: 'o1',
      state: 'done',
      label_check: null,
    });
    expect(() => db.prepare("UPDATE shipments SET label_check = 'maybe'").run()).toThrow(/CHECK/);
  });

  it('a parcel asked for with the check waits for its box once labelled, and is confirmed once', () => {
    const repo = createShipmentRepo(reopenedNewest(upgradedTo(87, (old) => insertAccount(old))));
    const id = repo.insert(
      waitingShipment({ orderId: 'o1', commandId: 'c1', family: 'shipment-management', labelCheck: true }),
      1,
    );
    expect(repo.get(id)!.label_check).toBe('waiting');
    // Not before its label is stored: there is no label on the box yet.
    expect(repo.awaitBox(id, [], 2)).toBe(false);
    expect(repo.confirmBox(id, 2)).toBe(false);
    repo.markSending(id, '{}', 3);
    repo.markCreated(id, { parcelId: 'p1', waybills: ['W1'], carrierId: 'DHL' }, 4);
    repo.storeLabel(id, 'PDF', new Uint8Array([1]), 5);
    expect(repo.awaitBox(id, [], 6)).toBe(true);
    expect(repo.get(id)).toMatchObject({ state: 'labelled', label_check: 'waiting', next_check_at: null });
    expect(repo.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(repo.confirmBox(id, 7)).toBe(true);
    expect(repo.confirmBox(id, 8)).toBe(false);
    expect(repo.get(id)).toMatchObject({ label_check: 'confirmed', next_check_at: 7 });
    expect(repo.due(7).map((row) => row.id)).toEqual([id]);
  });
});
