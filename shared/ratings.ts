export const ratingSorts = ['-lastChangedAt', 'lastChangedAt', '-createdAt', 'createdAt'] as const;
export type RatingSort = (typeof ratingSorts)[number];

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
  excludedFromAverageRates: boolean;
}
