import { create } from 'zustand';
import type { TableName } from '../../../../../shared/contract';
import type { DisputeListQuery } from '../../../../../shared/contract/disputes';
import {
  disputeAttachmentTypes,
  type DisputeAttachmentType,
  type DisputeDetail,
  type DisputeReplyFile,
  type DisputeRow,
} from '../../../../../shared/disputes';
import type { Change } from '../../../../../shared/outbox';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { createDetailRead } from '../../../stores/detail-read';
import { createDetailStore } from '../../../stores/detail-store';
import { createListStore } from '../../../stores/list-store';
import { loadCounts } from '../../../stores/outbox';

export type DisputeFilters = Omit<DisputeListQuery, 'offset' | 'limit' | 'accountId'>;

// The outbox too: a reply sent, refused or discarded changes its mark without a sync.
const tables: TableName[] = ['disputes', 'outbox', 'accounts'];

export const useDisputesStore = createListStore<DisputeFilters, DisputeRow>({
  initial: { sort: 'open-first' },
  fetch: (query) => api.disputes.list(query),
});

export const useDisputeDetailStore = createDetailStore<DisputeDetail>((disputeId) =>
  api.disputes.get({ disputeId }),
);

/** The open disputes, for the top bar's counter. */
export const useOpenDisputes = create<{ count: number }>(() => ({ count: 0 }));

export async function loadOpenDisputes(): Promise<void> {
  useOpenDisputes.setState({ count: await api.disputes.openCount({}) });
}

function showLocalCopy(): void {
  useDisputesStore.getState().refresh();
  const open = useDisputesStore.getState().openId;
  if (open) void useDisputeDetailStore.getState().load(open);
}

/** Re-reads the list and the open dispute while the tab is shown, when disputes or the outbox change. */
export function watchDisputes(): () => void {
  return refreshOn(tables, showLocalCopy);
}

/** Re-reads the count of open disputes when the disputes (or the account) change. */
export function watchOpenDisputes(): () => void {
  void loadOpenDisputes().catch(notifyError);
  return refreshOn(['disputes', 'accounts'], () => void loadOpenDisputes().catch(notifyError));
}

export const isAttachmentType = (type: string): type is DisputeAttachmentType =>
  (disputeAttachmentTypes as readonly string[]).includes(type);

/** A picked file as the bridge takes it: name, type and bytes in base64. */
export async function replyFile(file: File): Promise<DisputeReplyFile | null> {
  if (!isAttachmentType(file.type)) return null;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes a limited number of arguments.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { name: file.name, type: file.type, base64: btoa(binary) };
}

/** Stores a reply (shown at once as waiting); the outbox sends it. */
export async function replyToDispute(disputeId: string, text: string, file: File | null): Promise<Change> {
  const attached = file ? await replyFile(file) : null;
  const change = await api.disputes.reply({ disputeId, text, ...(attached ? { file: attached } : {}) });
  showLocalCopy();
  void loadCounts().catch(notifyError);
  return change;
}

/** Downloads a message's file (online) and hands it to the browser to save. */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  saveDownloaded(await api.disputes.attachment({ url, fileName }), fileName);
}

/** A downloaded file handed to the browser to save. */
export function saveDownloaded(file: { base64: string; contentType: string }, fileName: string): void {
  const { base64, contentType } = file;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** The order's disputes, for its detail. */
export const useOrderDisputes = createDetailRead<DisputeRow[]>({
  tables: ['disputes'],
  read: (orderId) => api.disputes.ofOrder({ orderId }),
  onError: notifyError,
});
