/** The marketplace's limit of an answer and of a removal request's reason, in characters. */
export const ratingTextMax = 500;

export const ratingSorts = ['-lastChangedAt', 'lastChangedAt', '-createdAt', 'createdAt'] as const;
export type RatingSort = (typeof ratingSorts)[number];

/** Where the seller's latest answer or removal request of a rating stands in the outbox. */
export interface RatingChangeMark {
  changeId: number;
  state: 'waiting' | 'sent' | 'failed';
  /** The marketplace's words when it refused the change. */
  message: string | null;
}

export interface RatingRow {
  id: string;
  accountId: string;
  createdAt: string;
  lastChangedAt: string | null;
  recommended: boolean;
  buyerLogin: string | null;
  comment: string | null;
  /** 1 to 5 each; null when the marketplace sent no rates. */
  rates: {
    delivery: number | null;
    deliveryCost: number | null;
    description: number | null;
    service: number | null;
  } | null;
  answer: { createdAt: string | null; message: string } | null;
  orderId: string | null;
  offers: { id: string; title: string | null }[];
  /** Until when the seller may ask for the rating's removal; null when not possible. */
  removalPossibleTo: string | null;
  removalRequested: boolean;
  /** The seller's request to remove the rating, with its reason; `createdAt` null while it waits. */
  removalRequest: { createdAt: string | null; message: string } | null;
  excludedFromAverageRates: boolean;
  /** The seller's latest answer through the outbox (a discarded one not counted); null when none was made here. */
  answerChange: RatingChangeMark | null;
  /** The seller's latest removal request through the outbox, likewise. */
  removalChange: RatingChangeMark | null;
}
