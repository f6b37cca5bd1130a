import { describe, expect, it } from 'vitest';
import { createShipmentRepo } from '../../../electron/core/shipping/shipment-repo';
import { createTemplateRepo } from '../../../electron/core/shipping/template-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertOrder, waitingShipment } from '../../helpers/rows';

const shipment = waitingShipment({
  orderId: 'order-1',
  commandId: '2f1d0c4e-9a53-4c38-8a3b-1f0d6f1f7a11',
  family: 'parcel-management',
  print: true,
});

describe('migration 040: parcels, their labels and parcel templates', () => {
  it('keeps the orders and accounts it finds, and its tables hold their invariants', () => {
    let db = upgradedTo(40, (old) => {
      insertAccount(old);
      insertOrder(old, 'order-1', 'READY_FOR_PROCESSING', 'kupujacy');
    });
    expect(db.prepare('SELECT id, status FROM orders').get()).toEqual({
      id: 'order-1',
      status: 'READY_FOR_PROCESSING',
    });
    // The repository is written against the newest tables: the file is opened with every migration for it.
    db = reopenedNewest(db);
    const repo = createShipmentRepo(db);
    const id = repo.insert(shipment, 1000);
    // The command id is the parcel's for ever: a second parcel with it is refused.
    expect(() => repo.insert({ ...shipment, orderId: 'order-2' }, 1000)).toThrow(/UNIQUE/);
    expect(() => db.prepare("UPDATE shipments SET state = 'sent' WHERE id = ?").run(id)).toThrow(/CHECK/);

    // Guarded moves: the input is stored with the move to 'creating', and only from 'waiting'.
    expect(repo.markSending(id, '{"serviceId":1}', 2000)).toBe(true);
    expect(repo.markSending(id, '{"serviceId":2}', 2000)).toBe(false);
    expect(repo.get(id)).toMatchObject({ state: 'creating', input: '{"serviceId":1}' });
    expect(repo.storeLabel(id, 'PDF', new Uint8Array([1, 2, 3]), 3000)).toBe(false);
    expect(repo.markCreated(id, { parcelId: 'p1', waybills: ['W1'], carrierId: 'DPD' }, 3000)).toBe(true);
    expect(repo.storeLabel(id, 'PDF', new Uint8Array([1, 2, 3]), 4000)).toBe(true);
    expect(repo.get(id)?.state).toBe('labelled');
    expect([...repo.label(id)!.bytes]).toEqual([1, 2, 3]);

    // A claimed parcel is not handed to a second worker until its claim runs out.
    expect(repo.claim(id, 5000, 60_000, 'host:1')).toBe(true);
    expect(repo.claim(id, 6000, 60_000, 'host:2')).toBe(false);
    expect(repo.claim(id, 6000, 60_000, 'host:1')).toBe(true);
    expect(repo.claim(id, 70_000, 60_000, 'host:2')).toBe(true);
    // The claim of a process that is gone is released at once.
    expect(repo.releaseDead(80_000, (owner) => owner === 'host:3')).toBe(0);
    expect(repo.releaseDead(80_000, (owner) => owner === 'host:2')).toBe(1);
    expect(repo.claim(id, 80_000, 60_000, 'host:3')).toBe(true);

    // One template per delivery method, and one default.
    const templates = createTemplateRepo(db);
    const standard = templates.defaultTemplate(1000);
    expect(standard.deliveryMethodId).toBeNull();
    expect(() => templates.save({ ...standard, id: undefined, name: 'Second default' }, 1000)).toThrow(
      /UNIQUE/,
    );
    templates.save({ ...standard, id: undefined, name: 'Paczkomat', deliveryMethodId: 'm1' }, 1000);
    expect(templates.forMethod('m1', 1000).name).toBe('Paczkomat');
    expect(templates.forMethod('m2', 1000).name).toBe(standard.name);

    // Removing the account removes its parcels and their labels.
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM shipments').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM shipment_labels').get()).toEqual({ n: 0 });
    db.close();
  });
});
