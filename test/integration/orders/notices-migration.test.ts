import { describe, expect, it } from 'vitest';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount, insertOrder } from '../../helpers/rows';

describe('migration 090: the paid orders the seller was told of', () => {
  it('keeps notices beside the orders already there, one per order, gone with the order or the account', () => {
    const db = upgradedTo(90, (old) => {
      insertAccount(old);
      insertOrder(old, 'o-1', 'READY_FOR_PROCESSING', 'kupujacy');
    });
    const notice = db.prepare(
      "INSERT INTO order_notices (account_id, order_id, noticed_at, announced) VALUES ('demo:1', ?, 5, ?)",
    );
    notice.run('o-1', 1);
    expect(() => notice.run('o-1', 1)).toThrow(/UNIQUE/);
    // A notice names an order of the local copy, and says whether it was announced or taken in silently.
    expect(() => notice.run('o-missing', 1)).toThrow(/FOREIGN KEY/);
    insertOrder(db, 'o-2', 'READY_FOR_PROCESSING', 'inny');
    expect(() => notice.run('o-2', 2)).toThrow(/CHECK/);
    db.prepare("INSERT INTO order_notice_baselines (account_id, taken_at) VALUES ('demo:1', 5)").run();
    expect(() =>
      db.prepare("INSERT INTO order_notice_baselines (account_id, taken_at) VALUES ('demo:1', 6)").run(),
    ).toThrow(/UNIQUE/);

    db.prepare("DELETE FROM orders WHERE id = 'o-1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM order_notices').get()).toEqual({ n: 0 });
    notice.run('o-2', 0);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM order_notices').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM order_notice_baselines').get()).toEqual({ n: 0 });
  });
});
