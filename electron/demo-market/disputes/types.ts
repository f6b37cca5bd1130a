/** A dispute's state as the marketplace holds it (the post-purchase issue shape of the reference, disputes only). */
export type DisputeStatus = 'DISPUTE_ONGOING' | 'DISPUTE_CLOSED' | 'DISPUTE_UNRESOLVED';

/** Who wrote a message: the buyer, the seller, or the marketplace's staff (ADMIN). */
export type DisputeAuthorRole = 'BUYER' | 'SELLER' | 'ADMIN';

export interface StoredDisputeMessage {
  id: string;
  text: string | null;
  /** Ids of uploaded attachments (StoredDisputeAttachment). */
  attachmentIds: string[];
  role: DisputeAuthorRole;
  login: string | null;
  type: 'REGULAR' | 'END_REQUEST';
  createdAt: number;
}

export interface StoredDispute {
  id: string;
  orderId: string;
  orderCreatedAt: number;
  buyer: { id: string; login: string };
  subject: string;
  description: string | null;
  offerId: string | null;
  status: DisputeStatus;
  openedAt: number;
  messages: StoredDisputeMessage[];
}

export interface StoredDisputeAttachment {
  id: string;
  fileName: string;
  size: number;
  /** The file, base64, once uploaded (the state is saved as JSON); null while only declared. */
  data: string | null;
  contentType: string | null;
  /** The message that carries it: an attachment goes with one message only. */
  messageId: string | null;
}

/** A seller's disputes and the attachments declared for them; made on first use (disputes/generate.ts). */
export interface SellerDisputes {
  disputes: StoredDispute[];
  attachments: StoredDisputeAttachment[];
}
