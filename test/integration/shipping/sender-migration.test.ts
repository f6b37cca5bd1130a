import { describe, expect, it } from 'vitest';
import { createSenderRepo } from '../../../electron/core/shipping/sender-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertDoneShipment } from '../../helpers/rows';

const address = {
  name: 'Anna Kowalska',
  company: '',
  street: 'ul. Magazynowa 7',
  postCode: '60-101',
  city: 'Poznań',
  countryCode: 'PL',
  email: 'magazyn@sklep-demo.example',
  phone: '601202303',
};

describe('migration 089: sender addresses and drop-off points', () => {
  it('keeps the parcels it finds, and its tables hold their invariants', () => {
    const db = upgradedTo(89, (old) => {
      insertAccount(old);
      insertAccount(old, 'demo:2', 'other');
      insertDoneShipment(old, { orderId: 'order-1', commandId: 'c-1', family: 'parcel-management' });
    });
    expect(db.prepare('SELECT order_id, state FROM shipments').get()).toEqual({
      order_id: 'order-1',
      state: 'done',
    });
    const repo = createSenderRepo(db);
    expect(repo.address('demo:1')).toBeNull();
    repo.save('demo:1', address, [{ methodId: 'locker', pointId: 'POZ08M' }], 1000);
    repo.save('demo:2', { ...address, city: 'Gdańsk' }, [], 1000);
    expect(repo.address('demo:1')).toEqual(address);
    expect(repo.address('demo:2')?.city).toBe('Gdańsk');
    expect([...repo.points('demo:1')]).toEqual([['locker', 'POZ08M']]);
    expect(repo.points('demo:2').size).toBe(0);

    // Saved again: one row per account and method, rewritten; a null point takes the method's point away.
    repo.save('demo:1', { ...address, street: 'ul. Nowa 1' }, [{ methodId: 'locker', pointId: null }], 2000);
    expect(repo.address('demo:1')?.street).toBe('ul. Nowa 1');
    expect(repo.points('demo:1').size).toBe(0);
    expect(() =>
      db
        .prepare(
          "INSERT INTO drop_off_points (account_id, method_id, point_id, updated_at) VALUES ('demo:1', 'm', '', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare("INSERT INTO sender_addresses (account_id, address, updated_at) VALUES ('demo:9', '{}', 1)")
        .run(),
    ).toThrow(/FOREIGN KEY/);

    // A reset forgets the address only.
    repo.save('demo:1', address, [{ methodId: 'locker', pointId: 'POZ08M' }], 3000);
    expect(repo.reset('demo:1')).toBe(true);
    expect(repo.address('demo:1')).toBeNull();
    expect(repo.points('demo:1').get('locker')).toBe('POZ08M');

    // Removing an account removes its settings, and only its own.
    db.prepare("DELETE FROM shipments WHERE account_id = 'demo:1'").run();
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM drop_off_points').get()).toEqual({ n: 0 });
    expect(repo.address('demo:2')?.city).toBe('Gdańsk');
    db.close();
  });
});
