import { readCases } from '../case-chat/chat-sync';
import { createIssuesRepo } from './issues-repo';
import { issueFrom, issueMessageFrom } from './issue-records';
import type { StreamReader } from '../../sync/readers';

/**
 * The buyers stream's reader of post-purchase issues (claims and disputes of the 2026 marketplace, beta.v1): the
 * list, then the chats whose last message changed, a few requests a turn (case-chat/chat-sync.ts).
 */
export const issuesReader: StreamReader = {
  name: 'issues',
  lists: ['/sale/issues'],
  // The documents' marketplace has /sale/disputes instead (sync/disputes.ts).
  servedIn: ['2026'],
  tables: ['issues'],
  every: (options) => options.casesPollMs,
  read(ctx) {
    const repo = createIssuesRepo(ctx.db);
    return readCases(ctx, {
      what: 'post-purchase issue',
      listPath: '/sale/issues',
      listKey: 'issues',
      chatPath: (id) => `/sale/issues/${encodeURIComponent(id)}/chat`,
      chatKey: 'chat',
      extra: { beta: 1 },
      caseFrom: issueFrom,
      messageFrom: issueMessageFrom,
      repo,
      put: repo.putIssues,
    });
  },
  count: (db, accountId) => createIssuesRepo(db).count(accountId),
};
