import { create } from 'zustand';
import type { TableName } from '../../../../../shared/contract';
import type {
  MessageOrderChoice,
  MessageThread,
  ReplyFile,
  ThreadMessage,
} from '../../../../../shared/messages';
import type { Change } from '../../../../../shared/outbox';
import { api } from '../../../api/client';
import { notifyError } from '../../../app/notify';
import { refreshOn } from '../../../stores/changed';
import { createDetailRead } from '../../../stores/detail-read';
import { createDetailStore } from '../../../stores/detail-store';
import { createListStore } from '../../../stores/list-store';
import { loadCounts } from '../../../stores/outbox';
import { useOrdersStore } from '../../../stores/orders';
import { useUiStore } from '../../../stores/ui';

export interface ThreadFilters {
  unread: boolean;
  /** One thread type only (POST_PURCHASE_ISSUE: problems with a purchase), or every type. */
  type: string | null;
  /** The threads come newest activity first; there is no other order. */
  sort?: string;
}

export interface OpenThread {
  thread: MessageThread;
  messages: ThreadMessage[];
}

// The outbox too: a reply sent, refused or discarded changes its mark without a sync.
const tables: TableName[] = ['messages', 'outbox', 'accounts', 'settings'];

export const useThreadsStore = createListStore<ThreadFilters, MessageThread>({
  initial: { unread: false, type: null },
  fetch: ({ unread, type, offset, limit }) => api.messages.threads({ unread, type, offset, limit }),
});

export const useThreadStore = createDetailStore<OpenThread>((threadId) => api.messages.thread({ threadId }));

/** The top bar's count of unread threads, read from the local copy whenever the threads change. */
export const useUnreadStore = create<{ count: number }>(() => ({ count: 0 }));

export async function loadUnread(): Promise<void> {
  useUnreadStore.setState({ count: await api.messages.unreadCount({}) });
}

/** Reads the unread count now and again when the threads change, or the account they are of. */
export function watchUnread(): () => void {
  const load = () => void loadUnread().catch(notifyError);
  load();
  return refreshOn(['messages', 'accounts', 'settings'], load);
}

function showLocalCopy(): void {
  useThreadsStore.getState().refresh();
  const open = useThreadsStore.getState().openId;
  if (open) void useThreadStore.getState().load(open);
  loadUnread().catch(notifyError);
}

/** Opens a thread beside the list and marks it read (at once here; the outbox tells the marketplace). */
export function openThread(threadId: string | null, index?: number): void {
  useThreadsStore.getState().open(threadId, index);
  if (!threadId) return;
  api.messages
    .markRead({ threadId })
    .then((change) => {
      if (change) void loadCounts().catch(notifyError);
      showLocalCopy();
    })
    .catch(notifyError);
}

/** Buyers → Messages with this thread open (from an order's detail, say). */
export function showThread(threadId: string): void {
  useUiStore.getState().go('buyers');
  openThread(threadId);
}

/** Orders with this order's detail open. */
export function showOrder(orderId: string): void {
  useUiStore.getState().go('orders');
  useOrdersStore.getState().open(orderId);
}

/** Stores a reply, about one of the buyer's orders if picked (shown at once as waiting; the outbox sends it). */
export async function reply(
  threadId: string,
  text: string,
  files: ReplyFile[],
  orderId?: string,
): Promise<Change> {
  const change = await api.messages.reply({ threadId, text, files, ...(orderId ? { orderId } : {}) });
  showLocalCopy();
  void loadCounts().catch(notifyError);
  return change;
}

/** Stores a message to the buyer of an order, in their thread or a new one (the outbox sends it). */
export async function writeToBuyer(orderId: string, text: string, files: ReplyFile[]): Promise<Change> {
  const change = await api.messages.write({ orderId, text, files });
  showLocalCopy();
  void loadCounts().catch(notifyError);
  return change;
}

/** The orders of a thread's buyer a reply can be about. */
export const buyerOrders = (threadId: string): Promise<MessageOrderChoice[]> =>
  api.messages.buyerOrders({ threadId });

/** Saves an attachment through the browser's download (the bytes come from the data folder or the marketplace). */
export async function download(attachmentId: string): Promise<void> {
  const file = await api.messages.attachment({ attachmentId });
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Reads a picked file's bytes as base64, as the bridge takes them. */
export function readFile(file: File): Promise<ReplyFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve({ name: file.name, base64: result.slice(result.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Re-reads the list, the open thread and the unread count when the message tables change. */
export function watchMessages(): () => void {
  return refreshOn(tables, showLocalCopy);
}

/** The buyer's threads about an order (or with its buyer), for the order's detail. */
export const useOrderThreads = createDetailRead<MessageThread[]>({
  tables: ['messages'],
  read: (orderId) => api.messages.ofOrder({ orderId }),
  onError: notifyError,
});
