import { describe, expect, it } from 'vitest';
import { createDisputesRepo } from '../../../electron/core/domains/disputes/disputes-repo';
import { profileKept, seedAccountWithProfile, upgradedTo } from '../../helpers/migrations';

const dispute = (id: string, lastMessageAt: number | null) => ({
  id,
  orderId: 'o1',
  buyerLogin: 'kupujacy',
  subject: 'Nie otrzymałem produktu',
  status: 'ONGOING' as const,
  chatActive: true,
  openedAt: 1,
  lastMessageAt,
  lastMessageStatus: 'NEW',
  messagesCount: 1,
  raw: JSON.stringify({ id, lastMessageAt }),
});
const message = (id: string, createdAt = 1) => ({
  id,
  role: 'BUYER',
  login: 'kupujacy',
  text: 'Gdzie paczka?',
  attachments: [],
  createdAt,
});

describe('migration 064', () => {
  it('adds disputes and their messages: read again only when the last message changed, gone with the account', () => {
    const db = upgradedTo(64, seedAccountWithProfile);
    expect(profileKept(db)).toEqual({ kind: 'me' });
    const repo = createDisputesRepo(db);
    expect(repo.putDisputes('demo:1', [dispute('d1', 10), dispute('d2', null)], 1)).toBe(2);
    expect(repo.staleMessages('demo:1', 10).map((d) => d.id)).toEqual(['d1', 'd2']);
    repo.replaceMessages('demo:1', 'd1', [message('m1')], 10);
    repo.replaceMessages('demo:1', 'd2', [], null);
    expect(repo.staleMessages('demo:1', 10)).toEqual([]);
    // The same answer again changes nothing; a new last message makes the dispute's messages due again.
    expect(repo.putDisputes('demo:1', [dispute('d1', 10)], 2)).toBe(0);
    repo.putDisputes('demo:1', [dispute('d1', 20)], 3);
    expect(repo.staleMessages('demo:1', 10).map((d) => d.id)).toEqual(['d1']);
    // A reply written here stays when the messages are read again.
    repo.addLocal('demo:1', 'd1', message('local-1', 15), 7);
    repo.replaceMessages('demo:1', 'd1', [message('m1'), message('m2', 20)], 20);
    const ids = () =>
      db
        .prepare<[], { id: string }>('SELECT id FROM dispute_messages ORDER BY created_at, id')
        .all()
        .map((r) => r.id);
    expect(ids()).toEqual(['m1', 'local-1', 'm2']);
    repo.settle('demo:1', 'd1', 'local-1', message('m3', 16));
    expect(ids()).toEqual(['m1', 'm3', 'm2']);
    expect(() =>
      db
        .prepare(
          "INSERT INTO disputes (account_id, id, status, chat_active, opened_at, raw, stored_at) VALUES ('demo:1', 'x', 'ONGOING', 2, 1, '{}', 1)",
        )
        .run(),
    ).toThrow(/CHECK/);
    expect(repo.keepOnly('demo:1', ['d1'])).toBe(1);
    db.prepare("DELETE FROM accounts WHERE id = 'demo:1'").run();
    expect(db.prepare('SELECT count(*) AS n FROM dispute_messages').get()).toEqual({ n: 0 });
    db.close();
  });
});
