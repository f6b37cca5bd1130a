import type { AfterSalesDraft } from './after-sales-rules';
import type { ClaimFields } from './claims';
import type { CompatibilityListValue } from './compatibility';
import type { DisputeFields } from './disputes';
import type { FieldError } from './errors';
import type { IssueFields } from './issues';
import type { MessageFields } from './messages';
import type { Money } from './money';
import type { OfferDetail } from './offers';
import type { PromotionFields } from './promotions';
import type { ReturnFields } from './returns';
import type { OrderFields } from './tracking';
import type { TranslationFields } from './translations';

/**
 * Where one change of the seller stands:
 * - `queued`: stored, not sent yet (or due again after a pause: offline, 429, the offer busy);
 * - `sending`: it may have reached the marketplace; its outcome is read back, never sent blindly again;
 * - `confirming`: the marketplace accepted it and works on it (an operation or a batch command's tasks);
 * - `sent`: the marketplace confirmed it; `failed`: it refused it (its words in `errors`);
 * - `discarded`: the seller dropped it (queued or failed only).
 */
export const changeStates = ['queued', 'sending', 'confirming', 'sent', 'failed', 'discarded'] as const;
export type ChangeState = (typeof changeStates)[number];

/**
 * What the seller is told of a change, in the same words wherever it shows (an offer's row and fields, its history,
 * the changes panel, `seller-desk outbox`):
 * - `waiting`: not at the marketplace yet, and nothing on its way now: stored, or a try that found the marketplace
 *   unreachable (the engine keeps that one `sending`, to read it back before anything goes again);
 * - `sending`: its first try is on its way (or was, when the app stopped before the answer);
 * - `confirming`, `sent`, `failed`, `discarded`: as the engine's states.
 */
export const changeStatuses = ['waiting', 'sending', 'confirming', 'sent', 'failed', 'discarded'] as const;
export type ChangeStatus = (typeof changeStatuses)[number];

/** The status of a change in `state` after `attempts` failed tries. */
export function changeStatusOf(state: ChangeState, attempts: number): ChangeStatus {
  if (state === 'queued' || (state === 'sending' && attempts > 0)) return 'waiting';
  return state;
}

/** The changes still on their way: the local copy shows their values, marked as waiting. */
export const openChangeStates = ['queued', 'sending', 'confirming'] as const satisfies readonly ChangeState[];

/** What a change is of; a new kind of entity is one entry here (the table checks only the name's shape). */
export const entityTypes = [
  'offer',
  'rating',
  'after-sales',
  'promotion',
  'translation',
  'claim',
  'return',
  'refund',
  'thread',
  'invoice',
  'dispute',
  'issue',
  'order',
] as const;
export type EntityType = (typeof entityTypes)[number];

export const changeKinds = [
  'offer.edit',
  'offer.price',
  'offer.stock',
  'offer.publication',
  'offer.tags',
  'rating.answer',
  'rating.removal',
  'after-sales.create',
  'after-sales.edit',
  'promotion.create',
  'promotion.edit',
  'promotion.end',
  'translation.edit',
  'translation.delete',
  'claim.create',
  'claim.withdraw',
  'return.reject',
  'refund.create',
  'message.send',
  'message.start',
  'thread.read',
  'invoice.attach',
  'dispute.reply',
  'issue.message',
  'issue.decision',
  'order.tracking',
  'order.status',
] as const;
export type ChangeKind = (typeof changeKinds)[number];

export type OfferDescription = NonNullable<OfferDetail['description']>;

/** What a change sets on an offer; a field left out stays as it is. */
export interface OfferFields {
  name?: string;
  price?: Money;
  stock?: number;
  /** Publication: ACTIVE starts (or restarts) the offer, ENDED ends it. */
  status?: 'ACTIVE' | 'ENDED';
  description?: OfferDescription;
  /** The after-sales conditions the offer names, by id (all three sent together; no warranty is null). */
  afterSalesServices?: OfferAfterSales;
  /** The whole list: rows left out are removed. */
  compatibilityList?: CompatibilityListValue;
  /** The seller's shipping rate list (`delivery.shippingRates.id`), sent with the edit. */
  shippingRatesId?: string;
  /** The offer's whole list of tags, sent on its own (`offer.tags`). */
  tagIds?: string[];
}
export type OfferField = keyof OfferFields;

export interface OfferAfterSales {
  returnPolicyId: string | null;
  impliedWarrantyId: string | null;
  warrantyId: string | null;
}

/** What a change sets on a rating: the seller's answer, or a request to remove it (with its reason). */
export interface RatingFields {
  answer?: string;
  removal?: string;
}

/** What a change sets on an after-sales condition: the whole condition as the seller left it in the form. */
export interface AfterSalesFields {
  condition?: AfterSalesDraft;
}

/** What a change attaches to an order (the entity is the order): a PDF invoice, by its file's name and number. */
export interface InvoiceFields {
  invoiceFile?: string;
  invoiceNumber?: string | null;
}

/** What any change sets: each kind of entity has its own fields, and a change carries those of its entity. */
export type ChangeFields = OfferFields &
  RatingFields &
  AfterSalesFields &
  PromotionFields &
  TranslationFields &
  ClaimFields &
  ReturnFields &
  MessageFields &
  InvoiceFields &
  DisputeFields &
  IssueFields &
  OrderFields;

export interface Change {
  id: number;
  accountId: string;
  entityType: EntityType;
  entityId: string;
  /** The offer's title (or the rating's buyer) as the local copy knows it, for lists of changes. */
  label: string | null;
  kind: ChangeKind;
  /** The batch command this change is part of, if any. */
  batchId: number | null;
  state: ChangeState;
  /** What the seller is told of it (`changeStatusOf`). */
  status: ChangeStatus;
  fields: ChangeFields;
  previous: ChangeFields;
  errors: FieldError[];
  /** ISO times. */
  createdAt: string;
  updatedAt: string;
  doneAt: string | null;
}

/** How many changes of the signed-in accounts stand where: the connection indicator and the panel's tabs. */
export interface ChangeCounts {
  waiting: number;
  failed: number;
  sentToday: number;
}

/** One change applied to many offers from the list: price, stock or publication. */
export type BatchChange =
  | { kind: 'price'; mode: 'set'; amount: string }
  /** `amount` with a sign: "+5.00" raises, "-5.00" lowers. */
  | { kind: 'price'; mode: 'add'; amount: string }
  /** `percent` with a sign: 10 raises by a tenth, -10 lowers. */
  | { kind: 'price'; mode: 'percent'; percent: number }
  | { kind: 'stock'; mode: 'set' | 'add'; value: number }
  | { kind: 'publication'; status: 'ACTIVE' | 'ENDED' };

/** Why an offer is left out of a batch: the marketplace would refuse it for certain. */
export type BatchSkip = 'unknown' | 'auction' | 'priceTooLow' | 'stockTooLow' | 'unchanged';

/** One row of a batch's preview: the offer's value now and after, or why it is left out. */
export interface BatchPreviewRow {
  offerId: string;
  name: string | null;
  before: OfferFields;
  after: OfferFields;
  skip: BatchSkip | null;
}
