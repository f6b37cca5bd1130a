/** The message center as the screens see it (read from the local copy). */

/** What the marketplace takes (reference, NewMessageInThread and NewAttachmentDeclaration). */
export const messageRules = {
  textMax: 2000,
  attachmentMaxBytes: 5_242_880,
  /** File extensions the marketplace takes as attachments, with the type each is uploaded as. */
  attachmentTypes: {
    png: 'image/png',
    gif: 'image/gif',
    bmp: 'image/bmp',
    tif: 'image/tiff',
    tiff: 'image/tiff',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    pdf: 'application/pdf',
  } as Record<string, string>,
  maxAttachments: 10,
} as const;

/** The type an attachment's name asks for, or null when the marketplace does not take it. */
export const attachmentType = (fileName: string): string | null =>
  messageRules.attachmentTypes[/\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''] ?? null;

/**
 * The 2026 marketplace's thread type of a buyer's "problem with a purchase" (beta.v1); its other known type is
 * COMMON, every thread of the documents' marketplace. A type this app does not know is shown as it came.
 */
export const PROBLEM_THREAD = 'POST_PURCHASE_ISSUE';

export interface MessageThread {
  id: string;
  /** The buyer the seller talks with. */
  login: string;
  /** COMMON, POST_PURCHASE_ISSUE, or a newer type as the marketplace sent it. */
  type: string;
  /** The problem's kind (NO_REFUND, ...) as the marketplace sent it, or null. */
  subType: string | null;
  read: boolean;
  /** ISO time of the newest message, or null. */
  lastMessageAt: string | null;
  /** The newest message's text (plain), if the copy holds it. */
  lastText: string | null;
  /** The newest order a message of the thread relates to. */
  orderId: string | null;
  /** Messages written here, still waiting in the outbox. */
  waiting: number;
}

export interface MessageAttachment {
  fileName: string;
  mimeType: string | null;
  /** The marketplace's attachment id (downloadable), or null for a file still waiting to go. */
  id: string | null;
}

export interface ThreadMessage {
  id: string;
  threadId: string;
  fromBuyer: boolean;
  authorLogin: string;
  /** BUYER, SELLER, SYSTEM (the marketplace's own notice) or a newer role as it came; null where none was given. */
  authorRole: string | null;
  /** Plain text: shown as text, never as HTML. */
  text: string;
  createdAt: string;
  orderId: string | null;
  offerId: string | null;
  attachments: MessageAttachment[];
  /** `sent` for the marketplace's messages; a message written here waits, or failed with the marketplace's words. */
  state: 'sent' | 'waiting' | 'failed';
  error: string | null;
}

/** A file the seller attaches to a reply, as bytes (copied to the data folder when the reply is stored). */
export interface ReplyFile {
  name: string;
  base64: string;
}

/** A downloaded attachment, as bytes for the screen to save. */
export interface AttachmentFile {
  fileName: string;
  mimeType: string;
  base64: string;
}

/** A reply's file as its change keeps it: a copy in the data folder, sent with the reply. */
export interface StoredReplyFile {
  name: string;
  path: string;
  size: number;
  mimeType: string;
}

/** One of the buyer's orders a message can be about (the 2026 marketplace takes a message only about an order). */
export interface MessageOrderChoice {
  id: string;
  boughtAt: string | null;
  /** The order's total as the marketplace wrote it, with its currency, or null. */
  total: string | null;
  firstItemTitle: string | null;
}

/** What a message-center change sets: a reply (its text, files and local message id), or the thread read. */
export interface MessageFields {
  /** The buyer's login, for lists of changes (and the recipient of a message about an order). */
  thread?: string;
  /** The order the message is about (`order.id`), or null where none is known (the documents' marketplace). */
  orderId?: string | null;
  /**
   * How it is posted: in the thread (`POST /messaging/threads/{id}/messages`), or about an order to its buyer
   * (`POST /messaging/messages`, which puts it in the COMMON thread with them or starts one). Absent: in the thread.
   */
  via?: 'thread' | 'order';
  text?: string;
  files?: StoredReplyFile[];
  messageId?: string;
  /** The newest message of the thread the copy held when the reply was written (the marketplace's time). */
  after?: string | null;
  read?: boolean;
}
