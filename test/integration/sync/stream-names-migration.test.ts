import { describe, expect, it } from 'vitest';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const insert = (stream: string) =>
  `INSERT INTO sync_streams (account_id, stream, cursor, resume) VALUES ('demo:1', '${stream}', 'c-${stream}', 'r')`;

describe('migration 057: the sync takes new streams', () => {
  it('keeps the rows it finds, takes the money and buyers streams, and still checks the name', () => {
    const db = upgradedTo(57, (old) => {
      insertAccount(old);
      old.exec(insert('orders'));
      expect(() => old.exec(insert('money'))).toThrow(/CHECK/);
    });
    expect(db.prepare('SELECT stream, cursor, resume FROM sync_streams').all()).toEqual([
      { stream: 'orders', cursor: 'c-orders', resume: 'r' },
    ]);
    db.exec(insert('money'));
    db.exec(insert('buyers'));
    expect(() => db.exec(insert('Buyers'))).toThrow(/CHECK/);
    expect(() => db.exec(insert(''))).toThrow(/CHECK/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM sync_streams').get()).toEqual({ n: 0 });
  });
});
