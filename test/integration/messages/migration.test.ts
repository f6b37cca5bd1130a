import { describe, expect, it } from 'vitest';
import { createMessagesRepo } from '../../../electron/core/domains/messages/messages-repo';
import { reopenedNewest, upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const thread = {
  id: 't1',
  login: 'kupujacy',
  type: 'COMMON',
  subType: null,
  read: false,
  lastMessageAt: 1000,
  raw: '{"a":1}',
};
const message = {
  id: 'm1',
  threadId: 't1',
  fromBuyer: true,
  authorLogin: 'kupujacy',
  authorRole: null,
  text: 'Kiedy wysyłka?',
  createdAt: 1000,
  orderId: 'o1',
  offerId: null,
  attachments: [],
  changeId: null,
};

describe('migration 063', () => {
  it('adds threads and their messages, kept per account and gone with it; existing rows stay', () => {
    const migrated = upgradedTo(63, (old) => {
      insertAccount(old);
      old
        .prepare(
          "INSERT INTO reference_data (account_id, kind, body, fetched_at) VALUES ('demo:1', 'delivery-methods', '{}', 1)",
        )
        .run();
    });
    expect(migrated.prepare('SELECT kind FROM reference_data').get()).toEqual({ kind: 'delivery-methods' });
    // The repository is written against the newest tables.
    const db = reopenedNewest(migrated);
    const repo = createMessagesRepo(db);
    expect(repo.putThread('demo:1', thread, 5)).toBe(true);
    expect(repo.putThread('demo:1', thread, 6)).toBe(false);
    expect(repo.due('demo:1', 5).map((t) => t.id)).toEqual(['t1']);
    expect(repo.putMessage('demo:1', message)).toBe(true);
    expect(repo.putMessage('demo:1', message)).toBe(false);
    repo.messagesFor('demo:1', 't1', 1000);
    expect(repo.due('demo:1', 5)).toEqual([]);
    expect(repo.list('demo:1', { unread: true, offset: 0, limit: 10 })).toEqual({
      rows: [
        {
          id: 't1',
          login: 'kupujacy',
          type: 'COMMON',
          subType: null,
          read: false,
          lastMessageAt: '1970-01-01T00:00:01.000Z',
          lastText: 'Kiedy wysyłka?',
          orderId: 'o1',
          waiting: 0,
        },
      ],
      total: 1,
    });
    expect(repo.ofOrder('demo:1', 'o1', 'nobody').map((t) => t.id)).toEqual(['t1']);
    expect(repo.ofOrder('demo:1', 'o2', 'kupujacy').map((t) => t.id)).toEqual(['t1']);
    expect(repo.unread('demo:1')).toBe(1);
    expect(() =>
      db
        .prepare(
          "INSERT INTO messages (account_id, id, thread_id, from_buyer, author_login, text, created_at, attachments) VALUES ('demo:1', 'x', 't1', 0, 'a', 'b', 1, 'x')",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(() =>
      db
        .prepare(
          "INSERT INTO messages (account_id, id, thread_id, from_buyer, author_login, text, created_at) VALUES ('demo:1', 'x', 'nothread', 0, 'a', 'b', 1)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    for (const table of ['message_threads', 'messages'])
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
  });
});
