/** A dispute's state in the local copy (the marketplace's DISPUTE_… statuses without the prefix). */
export const disputeStatuses = ['ONGOING', 'CLOSED', 'UNRESOLVED'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** Who wrote a message, as the screen groups it: the buyer, the seller, or the marketplace's staff. */
export type DisputeAuthor = 'buyer' | 'seller' | 'marketplace';

/** Files a reply may carry (the marketplace's upload types) and how large. */
export const disputeAttachmentTypes = [
  'image/png',
  'image/gif',
  'image/bmp',
  'image/tiff',
  'image/jpeg',
  'application/pdf',
] as const;
export type DisputeAttachmentType = (typeof disputeAttachmentTypes)[number];
export const DISPUTE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DISPUTE_TEXT_MAX = 20_000;

export interface DisputeRow {
  id: string;
  orderId: string | null;
  buyerLogin: string | null;
  subject: string | null;
  status: DisputeStatus;
  /** The marketplace takes messages in it. */
  chatActive: boolean;
  /** ISO times. */
  openedAt: string;
  lastMessageAt: string | null;
  /** NEW, BUYER_REPLIED, SELLER_REPLIED, ALLEGRO_ADVISOR_REPLIED. */
  lastMessageStatus: string | null;
  messagesCount: number;
}

export interface DisputeAttachment {
  fileName: string;
  /** The marketplace's address of the file (downloaded through the app), or null for a reply still waiting. */
  url: string | null;
}

export interface DisputeMessage {
  id: string;
  author: DisputeAuthor;
  login: string | null;
  text: string | null;
  attachments: DisputeAttachment[];
  createdAt: string;
  /** A reply written here: waiting in the outbox, failed (with the marketplace's words), or sent. */
  state: 'sent' | 'waiting' | 'failed';
  error: string | null;
}

export interface DisputeDetail extends DisputeRow {
  messages: DisputeMessage[];
}

/** A reply's file as the screen hands it over: its name, media type and bytes in base64. */
export interface DisputeReplyFile {
  name: string;
  type: DisputeAttachmentType;
  base64: string;
}

/** What a dispute reply change carries in the outbox. */
export interface DisputeFields {
  /** The dispute's subject, naming the change in lists of changes. */
  dispute?: string;
  /** The reply's text, for the outbox panel. */
  reply?: string;
  /** The attachment's name, shown while it waits. */
  attachmentName?: string;
}

/** The marketplace's status, without its prefix; an unknown one is shown as unresolved. */
export function disputeStatusOf(raw: string | null): DisputeStatus {
  const short = (raw ?? '').replace(/^DISPUTE_/, '');
  return (disputeStatuses as readonly string[]).includes(short) ? (short as DisputeStatus) : 'UNRESOLVED';
}
