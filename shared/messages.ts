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

export interface MessageThread {
  id: string;
  /** The buyer the seller talks with. */
  login: string;
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

/** What a message-center change sets: a reply (its text, files and local message id), or the thread read. */
export interface MessageFields {
  /** The buyer's login, for lists of changes. */
  thread?: string;
  text?: string;
  files?: StoredReplyFile[];
  messageId?: string;
  /** The newest message of the thread the copy held when the reply was written (the marketplace's time). */
  after?: string | null;
  read?: boolean;
}
