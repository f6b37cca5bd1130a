import type { TableName } from '../../../../../shared/contract';
import type { IssueListQuery } from '../../../../../shared/contract/issues';
import type {
  ClaimDecision,
  IssueDetail,
  IssueMessageFile,
  IssueMessageType,
  IssueRow,
} from '../../../../../shared/issues';
import type { Money } from '../../../../../shared/money';
import type { Change } from '../../../../../shared/outbox';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { createDetailStore } from '../../../stores/detail-store';
import { createListStore } from '../../../stores/list-store';
import { loadCounts } from '../../../stores/outbox';
import { replyFile, saveDownloaded } from '../disputes/disputes-store';

export type IssueFilters = Omit<IssueListQuery, 'offset' | 'limit' | 'accountId'>;

// The outbox too: a message or decision sent, refused or discarded changes its mark without a sync.
const tables: TableName[] = ['issues', 'outbox', 'accounts'];

export const useIssuesStore = createListStore<IssueFilters, IssueRow>({
  initial: { sort: 'waiting-first' },
  fetch: (query) => api.issues.list(query),
});

export const useIssueDetailStore = createDetailStore<IssueDetail>((issueId) => api.issues.get({ issueId }));

function showLocalCopy(): void {
  useIssuesStore.getState().refresh();
  const open = useIssuesStore.getState().openId;
  if (open) void useIssueDetailStore.getState().load(open);
}

/** Re-reads the list and the open issue while the tab is shown, when issues or the outbox change. */
export function watchIssues(): () => void {
  return refreshOn(tables, showLocalCopy);
}

function stored(change: Change): Change {
  showLocalCopy();
  void loadCounts().catch(notifyError);
  return change;
}

/** Stores a message with its files (shown at once as waiting); the outbox uploads them and sends it. */
export async function sendIssueMessage(
  issueId: string,
  type: IssueMessageType,
  text: string,
  files: File[],
): Promise<Change> {
  const attached: IssueMessageFile[] = [];
  for (const file of files) {
    const one = await replyFile(file);
    if (one) attached.push(one);
  }
  return stored(await api.issues.sendMessage({ issueId, type, text, files: attached }));
}

/** Stores the seller's decision on a claim (shown at once as waiting); the outbox sends it. */
export async function decideClaim(
  issueId: string,
  decision: ClaimDecision,
  message: string,
  partialRefund: Money | null,
): Promise<Change> {
  return stored(
    await api.issues.decide({ issueId, decision, message, ...(partialRefund ? { partialRefund } : {}) }),
  );
}

/** Downloads a file of the issue (online) and hands it to the browser to save. */
export async function downloadIssueAttachment(url: string, fileName: string): Promise<void> {
  saveDownloaded(await api.issues.attachment({ url, fileName }), fileName);
}
