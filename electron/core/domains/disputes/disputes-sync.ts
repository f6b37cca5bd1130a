import { readCases } from '../case-chat/chat-sync';
import { createDisputesRepo } from './disputes-repo';
import { disputeFrom, disputeMessageFrom } from './dispute-records';
import type { StreamReader } from '../../sync/readers';

/**
 * The buyers stream's reader of disputes: the list, then the messages of the disputes whose last message changed
 * since they were read (open ones first, then the newest), a few requests a turn (case-chat/chat-sync.ts).
 */
export const disputesReader: StreamReader = {
  name: 'disputes',
  lists: ['/sale/disputes'],
  // /sale/disputes was removed on 2026-01-07; the 2026 marketplace's claims are /sale/issues.
  servedIn: ['documents'],
  tables: ['disputes'],
  every: (options) => options.casesPollMs,
  read(ctx) {
    const repo = createDisputesRepo(ctx.db);
    return readCases(ctx, {
      what: 'dispute',
      listPath: '/sale/disputes',
      listKey: 'disputes',
      chatPath: (id) => `/sale/disputes/${encodeURIComponent(id)}/messages`,
      chatKey: 'messages',
      caseFrom: disputeFrom,
      messageFrom: disputeMessageFrom,
      repo,
      put: repo.putDisputes,
    });
  },
  count: (db, accountId) => createDisputesRepo(db).count(accountId),
};
