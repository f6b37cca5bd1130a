import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { dbFile, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const pickup = (id: number, state: string) =>
  `INSERT INTO pickup_requests (id, account_id, command_id, family, parcel_ids, slot, state, pickup_id, errors,
     created_at, updated_at)
   VALUES (${id}, 'demo:1', 'c-${id}', 'shipment-management', '["p-${id}"]', NULL, '${state}', NULL, '[]', 1, 2)`;

describe('migration 078: the last tables made STRICT', () => {
  it('keeps every pickup request and take as it was, the pickup ids counting on, and refuses a wrong type', () => {
    const db = upgradedTo(78, (old) => {
      insertAccount(old);
      old.prepare(pickup(1, 'done')).run();
      old.prepare(pickup(7, 'requested')).run();
      old
        .prepare(
          "INSERT INTO station_takes (account_id, order_id, state, created_at, updated_at) VALUES ('demo:1', 'o-1', 'sending', 3, 4)",
        )
        .run();
    });
    expect(db.prepare('SELECT id, command_id, state FROM pickup_requests ORDER BY id').all()).toEqual([
      { id: 1, command_id: 'c-1', state: 'done' },
      { id: 7, command_id: 'c-7', state: 'requested' },
    ]);
    expect(db.prepare('SELECT * FROM station_takes').all()).toEqual([
      { account_id: 'demo:1', order_id: 'o-1', state: 'sending', created_at: 3, updated_at: 4 },
    ]);
    const next = db
      .prepare(
        `INSERT INTO pickup_requests (account_id, command_id, family, parcel_ids, state, created_at, updated_at)
         VALUES ('demo:1', 'c-new', 'parcel-management', '[]', 'requested', 5, 5)`,
      )
      .run();
    expect(Number(next.lastInsertRowid)).toBe(8);
    expect(() =>
      db.prepare("UPDATE station_takes SET updated_at = 'yesterday' WHERE order_id = 'o-1'").run(),
    ).toThrow(/cannot store TEXT value in INTEGER column/);
    expect(
      db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('pickup_requests_open', 'station_takes_wanted') ORDER BY name",
        )
        .all(),
    ).toEqual([{ name: 'pickup_requests_open' }, { name: 'station_takes_wanted' }]);
    // Gone with their account, as before.
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(
      db
        .prepare('SELECT (SELECT count(*) FROM pickup_requests) + (SELECT count(*) FROM station_takes) AS n')
        .get(),
    ).toEqual({ n: 0 });
    db.close();
  });

  it('leaves no table of the app that is not STRICT (full-text indexes aside, SQLite makes those)', () => {
    const db = openDatabase(dbFile());
    const loose = db
      .prepare(
        `SELECT name FROM pragma_table_list
         WHERE schema = 'main' AND type = 'table' AND strict = 0 AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%'`,
      )
      .all();
    expect(loose).toEqual([]);
    db.close();
  });
});
