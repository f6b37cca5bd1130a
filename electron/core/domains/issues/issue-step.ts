import { dataDirOf, removeFile } from '../../kernel/attachment-files';
import { decidedStatus } from '../../../../shared/issues';
import { runChatMessage, uploadChatFile, type UploadProgress } from '../case-chat/chat-step';
import type { MarketClient } from '../../market/client';
import { issueFrom, issueMessageFrom, type IssueMessageRecord } from './issue-records';
import { arr, obj } from '../../market/records/json';
import type { ChangeRow } from '../../outbox/change-repo';
import { runStep, type StepContext } from '../../outbox/step';
import type { IssueDecisionRequest, IssueMessageRequest } from './issue-changes';
import { createIssuesRepo } from './issues-repo';
import { issueText } from './messages';

/** Every operation of the family speaks beta.v1. */
const FAMILY = { base: '/sale/issues/attachments', beta: 1 };
const PAGE = 100;

const issuePath = (issueId: string) => `/sale/issues/${encodeURIComponent(issueId)}`;

/** How far a message got, kept with its change so a step that resumes never uploads or posts twice. */
interface Progress {
  files?: UploadProgress[];
  /** The message's POST may have gone out: a resumed step reads the chat first. */
  posting?: boolean;
  /** The marketplace's id of the message, once posted. */
  messageId?: string;
}

async function chat(client: MarketClient, issueId: string): Promise<IssueMessageRecord[]> {
  const all: IssueMessageRecord[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await client.request({
      method: 'GET',
      path: `${issuePath(issueId)}/chat`,
      query: { limit: PAGE, offset },
      beta: 1,
      idempotent: true,
    });
    const items = arr(obj(page.data)?.chat);
    all.push(...items.map(issueMessageFrom));
    if (items.length < PAGE) return all;
  }
}

/** One step of a message in an issue (see `runChatMessage`): its files declared and uploaded one by one, then posted. */
function runIssueMessage(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createIssuesRepo(ctx.db);
  return runChatMessage<IssueMessageRequest, Progress, string[]>(ctx, row, {
    files: (request) => request.files,
    messages: (client, request) => chat(client, request.issueId),
    async upload(client, request, progress, save) {
      const files = (progress.files ??= request.files.map(() => ({})));
      const ids: string[] = [];
      for (const [index, file] of request.files.entries())
        ids.push(await uploadChatFile(client, FAMILY, file, files[index]!, save, dataDirOf(ctx.db)));
      return ids;
    },
    async post(client, request, ids) {
      const answer = await client.request({
        method: 'POST',
        path: `${issuePath(request.issueId)}/message`,
        beta: 1,
        body: {
          type: request.type,
          ...(request.text !== null ? { text: request.text } : {}),
          ...(ids.length > 0 ? { attachments: ids.map((id) => ({ id })) } : {}),
        },
      });
      return issueMessageFrom(answer.data);
    },
    settle: (request, message) => repo.settle(row.account_id, request.issueId, request.localId, message),
  });
}

/** A decision that may have reached the marketplace: the claim's status now, read before it is sent again. */
async function statusNow(client: MarketClient, issueId: string): Promise<string> {
  const answer = await client.request({ method: 'GET', path: issuePath(issueId), beta: 1, idempotent: true });
  return issueFrom(answer.data).status;
}

/**
 * One step of a claim's decision. A decision resumed in `sending` reads the claim first: decided as asked, it was
 * taken; decided otherwise, it fails with that said; still waiting, it is sent. The marketplace answers a decided
 * claim with 400, so a decision is never taken twice either way. Confirmed, the claim shows its new status at once.
 */
async function runIssueDecision(ctx: StepContext, row: ChangeRow): Promise<void> {
  const repo = createIssuesRepo(ctx.db);
  const request = JSON.parse(row.request ?? '{}') as IssueDecisionRequest;
  const target = decidedStatus(request.decision);
  await runStep(ctx, row, {
    send: async (resumed) => {
      const client = await ctx.client(row.account_id);
      if (resumed) {
        const status = await statusNow(client, request.issueId);
        if (status === target) return target;
        if (status !== 'CLAIM_SUBMITTED')
          throw issueText.error('CONFLICT', 'decidedMeanwhile', ctx.language(), { status });
      }
      await client.request({
        method: 'POST',
        path: `${issuePath(request.issueId)}/status`,
        beta: 1,
        body: {
          status: request.decision,
          message: request.message,
          ...(request.partialRefund ? { partialRefund: request.partialRefund } : {}),
        },
      });
      return target;
    },
    confirmed: (status) => repo.setStatus(row.account_id, request.issueId, status),
  });
}

/** How an issue's change is sent: by its kind. */
export const runIssueChange = (ctx: StepContext, row: ChangeRow): Promise<void> =>
  row.kind === 'issue.decision' ? runIssueDecision(ctx, row) : runIssueMessage(ctx, row);

/** A message discarded: its waiting copy and its copied files go. Runs in the transaction that ends the change. */
export function discardIssueChange(ctx: Pick<StepContext, 'db'>, row: ChangeRow): void {
  if (row.kind !== 'issue.message') return;
  const request = JSON.parse(row.request ?? '{}') as IssueMessageRequest;
  createIssuesRepo(ctx.db).removeMessage(row.account_id, request.issueId, request.localId);
  for (const f of request.files) removeFile(dataDirOf(ctx.db), f.path);
}
