import { describe, expect, it } from 'vitest';
import { createMessagesRepo } from '../../../electron/core/domains/messages/messages-repo';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const threadRow = (id: string, raw: string) =>
  `INSERT INTO message_threads (account_id, id, login, read, last_message_at, raw, stored_at)
   VALUES ('demo:1', '${id}', 'kupujacy', 1, 1000, '${raw}', 1)`;

describe('migration 076: thread types and author roles', () => {
  it('gives threads already kept the type their answer named (COMMON without one), and messages no role', () => {
    const db = upgradedTo(76, (old) => {
      insertAccount(old);
      old.prepare(threadRow('t-common', '{"id":"t-common"}')).run();
      old
        .prepare(
          threadRow('t-problem', '{"id":"t-problem","type":"POST_PURCHASE_ISSUE","subType":"NO_REFUND"}'),
        )
        .run();
      old.prepare(threadRow('t-new', '{"id":"t-new","type":"SOMETHING_NEWER"}')).run();
      old
        .prepare(
          `INSERT INTO messages (account_id, id, thread_id, from_buyer, author_login, text, created_at)
           VALUES ('demo:1', 'm1', 't-problem', 1, 'kupujacy', 'Nie dostałem zwrotu', 1000)`,
        )
        .run();
    });
    expect(db.prepare('SELECT id, type, sub_type FROM message_threads ORDER BY id').all()).toEqual([
      { id: 't-common', type: 'COMMON', sub_type: null },
      { id: 't-new', type: 'SOMETHING_NEWER', sub_type: null },
      { id: 't-problem', type: 'POST_PURCHASE_ISSUE', sub_type: 'NO_REFUND' },
    ]);
    expect(db.prepare('SELECT id, author_role, text FROM messages').all()).toEqual([
      { id: 'm1', author_role: null, text: 'Nie dostałem zwrotu' },
    ]);
    const repo = createMessagesRepo(db);
    const problems = repo.list('demo:1', {
      unread: false,
      type: 'POST_PURCHASE_ISSUE',
      offset: 0,
      limit: 10,
    });
    expect(problems.rows.map((t) => [t.id, t.subType])).toEqual([['t-problem', 'NO_REFUND']]);
    expect(repo.list('demo:1', { unread: false, offset: 0, limit: 10 }).total).toBe(3);
    db.prepare('DELETE FROM accounts').run();
    expect(db.prepare('SELECT count(*) AS n FROM message_threads').get()).toEqual({ n: 0 });
  });
});
