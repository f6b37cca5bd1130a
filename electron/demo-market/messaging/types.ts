/** A seller's message center as the marketplace holds it (saved with the seller). */
export interface DemoThread {
  id: string;
  /** The buyer the seller talks with. */
  login: string;
  read: boolean;
  lastMessageAt: number;
}

export interface DemoMessage {
  id: string;
  threadId: string;
  /** Who wrote it: the buyer (the interlocutor) or the seller. */
  author: 'buyer' | 'seller';
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
