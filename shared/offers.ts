import type { FieldError } from './errors';
import type { Money } from './money';
import type { OfferField } from './outbox';

export const offerStatuses = ['INACTIVE', 'ACTIVATING', 'ACTIVE', 'ENDED'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const sellingFormats = ['BUY_NOW', 'ADVERTISEMENT', 'AUCTION'] as const;
export type SellingFormat = (typeof sellingFormats)[number];

export const offerSorts = [
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
  'sold',
  '-sold',
  'endingAt',
  '-endingAt',
  'updatedAt',
  '-updatedAt',
] as const;
export type OfferSort = (typeof offerSorts)[number];

export interface OfferListItem {
  id: string;
  accountId: string;
  name: string;
  status: OfferStatus | null;
  format: SellingFormat | null;
  price: Money | null;
  stockAvailable: number | null;
  /** Sold in the last 30 days, as the offers list reports it. */
  stockSold: number | null;
  externalId: string | null;
  imageUrl: string | null;
  categoryId: string | null;
  endingAt: string | null;
  /** ISO time the marketplace last changed the offer (when known) or this copy was written. */
  updatedAt: string | null;
}

/** An offer's primary image as the local copy keeps it: a `data:` address the window shows offline too. */
export interface OfferThumbnail {
  offerId: string;
  src: string;
}

/** An offers list row: the offer as the local copy holds it, with the outbox's marks. */
export type OfferRow = OfferListItem & OfferChangeMarks;

/** What the outbox holds for an offer, as its list row and detail show it. */
export interface OfferChangeMarks {
  /** The fields with a change on its way: the values shown are the seller's, marked as waiting. */
  waiting: OfferField[];
  /** The offer's last change, when the marketplace refused it: its words at the fields they name. */
  failedChange: { id: number; errors: FieldError[] } | null;
}

export interface OfferDescriptionItem {
  /** TEXT (with HTML content) or IMAGE (with a url); other kinds may appear. */
  type: string;
  /** HTML as the marketplace holds it: the renderer sanitizes it before showing it. */
  content?: string;
  url?: string;
}

export interface OfferDetail extends OfferListItem, OfferChangeMarks {
  stockUnit: string | null;
  images: string[];
  /** Null until the full offer has been read once (the offers list does not carry it). */
  description: { sections: { items: OfferDescriptionItem[] }[] } | null;
  startingAt: string | null;
  endedBy: string | null;
  duration: string | null;
  handlingTime: string | null;
  shippingRatesId: string | null;
  /** The after-sales conditions the offer names, by id; null until the full offer has been read. */
  afterSalesServices: {
    returnPolicyId: string | null;
    impliedWarrantyId: string | null;
    warrantyId: string | null;
  } | null;
  location: {
    countryCode: string | null;
    province: string | null;
    city: string | null;
    postCode: string | null;
  } | null;
  invoice: string | null;
  productIds: string[];
  parameters: { id: string; name: string | null; values: string[] }[];
  validation: {
    errors: { code: string | null; message: string; userMessage: string | null }[];
    warnings: { code: string | null; message: string; userMessage: string | null }[];
  } | null;
  watchersCount: number | null;
  visitsCount: number | null;
  createdAt: string | null;
  /** ISO time the full offer was last read; null when only the list's fields are known. */
  detailSyncedAt: string | null;
  syncedAt: string;
}
