/** A seller's message center as the marketplace holds it (saved with the seller). */
export interface DemoThread {
  id: string;
  /** The buyer the seller talks with. */
  login: string;
  read: boolean;
  lastMessageAt: number;
  /**
   * Under `2026` only: a buyer's "problem with a purchase" is a thread of its own (POST_PURCHASE_ISSUE, with the
   * problem's `subType` and its order); absent means COMMON, every thread of the documents' marketplace.
   */
  type?: ThreadType;
  subType?: string;
  orderId?: string;
}

export type ThreadType = 'COMMON' | 'POST_PURCHASE_ISSUE';

export interface DemoMessage {
  id: string;
  threadId: string;
  /** Who wrote it: the buyer (the interlocutor), the seller, or the marketplace (a problem's opening, 2026). */
  author: 'buyer' | 'seller' | 'system';
  text: string;
  createdAt: number;
  orderId: string | null;
  offerId: string | null;
  attachmentIds: string[];
}

export interface DemoAttachment {
  id: string;
  fileName: string;
  /** The declared size; the upload may not be larger. */
  size: number;
  mimeType: string;
  /** The uploaded bytes (base64), or null while only declared. */
  data: string | null;
  /** The message that carries it, once one does (an attachment is used once). */
  messageId: string | null;
}

export interface SellerMessaging {
  threads: DemoThread[];
  messages: DemoMessage[];
  attachments: DemoAttachment[];
  /** How many ids the marketplace has given out here: each new id comes from a stream of its own number. */
  issued: number;
}
