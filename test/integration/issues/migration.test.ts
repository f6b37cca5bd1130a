import { describe, expect, it } from 'vitest';
import { createIssuesRepo } from '../../../electron/core/domains/issues/issues-repo';
import type { IssueRecord } from '../../../electron/core/domains/issues/issue-records';
import { upgradedTo } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

const issue = (id: string, status: string, lastMessageAt: number | null): IssueRecord => ({
  id,
  type: 'CLAIM',
  referenceNumber: '1/2026',
  orderId: 'o1',
  buyerLogin: 'kupujacy',
  subject: 'ITEM_IS_DAMAGED',
  reasonType: 'ITEM_IS_DAMAGED',
  status,
  chatActive: true,
  returnRequired: null,
  decisionDueAt: 5,
  openedAt: 1,
  lastMessageAt,
  lastMessageStatus: 'NEW',
  messagesCount: 1,
  raw: JSON.stringify({ id, status, lastMessageAt }),
});
const message = (id: string, createdAt = 1) => ({
  id,
  role: 'BUYER',
  login: 'kupujacy',
  text: 'Paczka uszkodzona',
  attachments: [],
  createdAt,
});

describe('migration 073: post-purchase issues', () => {
  it('keeps an issue with a status it does not know, reads a chat again only when its last message changed', () => {
    const db = upgradedTo(73, (old) => insertAccount(old));
    const repo = createIssuesRepo(db);
    expect(
      repo.putIssues('demo:1', [issue('i1', 'CLAIM_SUBMITTED', 10), issue('i2', 'CLAIM_ON_HOLD', null)], 1),
    ).toBe(2);
    expect(db.prepare("SELECT status FROM issues WHERE id = 'i2'").get()).toEqual({
      status: 'CLAIM_ON_HOLD',
    });
    expect(repo.staleMessages('demo:1', 10).map((i) => i.id)).toEqual(['i1', 'i2']);
    repo.replaceMessages('demo:1', 'i1', [message('m1')], 10);
    repo.replaceMessages('demo:1', 'i2', [], null);
    expect(repo.staleMessages('demo:1', 10)).toEqual([]);
    expect(repo.putIssues('demo:1', [issue('i1', 'CLAIM_SUBMITTED', 10)], 2)).toBe(0);
    repo.addLocal('demo:1', 'i1', message('local-1', 15), 7);
    repo.putIssues('demo:1', [issue('i1', 'CLAIM_SUBMITTED', 20)], 3);
    repo.replaceMessages('demo:1', 'i1', [message('m1'), message('m2', 20)], 20);
    const ids = db.prepare("SELECT id FROM issue_messages WHERE issue_id = 'i1' ORDER BY created_at").all();
    expect(ids).toEqual([{ id: 'm1' }, { id: 'local-1' }, { id: 'm2' }]);
  });

  it('goes with its account, the chats with their issue', () => {
    const db = upgradedTo(73, (old) => insertAccount(old));
    const repo = createIssuesRepo(db);
    repo.putIssues('demo:1', [issue('i1', 'CLAIM_SUBMITTED', 10)], 1);
    repo.replaceMessages('demo:1', 'i1', [message('m1')], 10);
    repo.setListOffset('demo:1', 100);
    db.prepare('DELETE FROM accounts').run();
    for (const table of ['issues', 'issue_messages', 'issue_list'])
      expect(db.prepare(`SELECT count(*) AS n FROM ${table}`).get()).toEqual({ n: 0 });
  });
});
