import { z } from 'zod';
import {
  claimDecisions,
  ISSUE_FILES_MAX,
  ISSUE_TEXT_MAX,
  issueMessageTypes,
  type IssueDetail,
  type IssueRow,
} from '../issues';
import type { Change } from '../outbox';
import type { Page } from '../page';
import { channel } from './define';
import { replyFile } from './disputes';
import { accountIdField, pagingFields, emptyPage } from './query';

const issueId = z.string().min(1).max(100);

export const issueListSchema = z
  .object({
    accountId: accountIdField,
    /** CLAIM or DISPUTE (or another type the marketplace adds); all when left out. */
    type: z.string().min(1).max(60).optional(),
    /** Only the issues that wait for the seller (a claim not decided, a dispute going on). */
    waiting: z.boolean().optional(),
    /** Waiting ones first, then the latest message first. */
    sort: z.enum(['waiting-first']).default('waiting-first'),
    ...pagingFields,
  })
  .strict();
export type IssueListQuery = z.output<typeof issueListSchema>;

/** The seller's post-purchase issues (2026), read from the local copy (offline too); answers go through the outbox. */
export const issueChannels = {
  /** Issues waiting for the seller first, then by their last message, newest first. */
  'issues:list': channel<Page<IssueRow>>()(issueListSchema, emptyPage),
  /** One issue with its chat (messages waiting or refused marked) and a decision waiting or refused. */
  'issues:get': channel<IssueDetail>()(z.object({ accountId: accountIdField, issueId }).strict(), 'required'),
  /** Stores a message (shown at once as waiting) with its files; the outbox uploads them and sends it. */
  'issues:sendMessage': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        issueId,
        type: z.enum(issueMessageTypes).default('REGULAR'),
        text: z.string().max(ISSUE_TEXT_MAX),
        files: z.array(replyFile).max(ISSUE_FILES_MAX).default([]),
      })
      .strict(),
    'required',
  ),
  /** Stores the seller's decision on a claim (shown at once as waiting); the outbox sends it. */
  'issues:decide': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        issueId,
        decision: z.enum(claimDecisions),
        message: z.string().min(1).max(ISSUE_TEXT_MAX),
        partialRefund: z
          .object({ amount: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string().length(3) })
          .strict()
          .optional(),
      })
      .strict(),
    'required',
  ),
  /** Downloads a file of the issue or its chat from the marketplace (online only): its bytes in base64. */
  'issues:attachment': channel<{ base64: string; contentType: string }>()(
    z
      .object({ accountId: accountIdField, url: z.url().max(2000), fileName: z.string().min(1).max(255) })
      .strict(),
    'required',
  ),
};
