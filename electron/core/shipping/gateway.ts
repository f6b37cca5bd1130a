import type { LabelFormat, ParcelDraft, Party, PickupSlot } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { ShippingFamily } from '../market/environments/environments';
import type { MarketClient } from '../market/client';
import { MarketError } from '../market/market-error';
import { arr, obj, str } from '../market/records/json';

/** Where a create (or cancel, or pickup) command stands when read back with its id. */
export type CommandReport =
  | { status: 'IN_PROGRESS'; retryAfter: number | undefined }
  | { status: 'SUCCESS'; parcelId: string | null }
  | { status: 'ERROR'; errors: FieldError[] }
  /** The marketplace has never heard of this command id: it was not received, and may be sent again. */
  | { status: 'UNKNOWN' };

export interface ParcelFacts {
  waybills: string[];
  carrierId: string | null;
  /**
   * The carrier's own number of each package (by package, as `waybills`), null where it has not come yet: the
   * 2026 marketplace gives its own waybill at once and the carrier's later. Absent where the family has none.
   */
  carrierWaybills?: (string | null)[];
  /** The parcel is cancelled on the marketplace. */
  cancelled: boolean;
}

/** What the marketplace suggests for an order's parcel (its delivery service and the seller's sender address). */
export interface Proposal {
  sender: Party | null;
  /** The family's own prefilled input, when it gave one. */
  suggestedInput: Record<string, unknown> | null;
}

export interface InputContext {
  orderId: string;
  deliveryMethodId: string | null;
  deliveryMethodName: string | null;
  draft: ParcelDraft;
  sender: Party;
  labelFormat: LabelFormat;
  proposal: Proposal | null;
}

/** One parcel's carrier for the pickup proposals. */
export interface PickupProposalAnswer {
  parcelId: string;
  slots: PickupSlot[];
}

/**
 * The marketplace's parcel interface, whichever family the environment speaks. Every command takes the id the
 * caller stored before sending; `create` may be called again with the same id after an unknown outcome.
 */
export interface ShippingGateway {
  readonly family: ShippingFamily;
  /** The marketplace's suggestion for the order; null where it offers none. */
  proposal(orderId: string): Promise<Proposal | null>;
  /** The body of the create command for this order, draft and sender; errors when no delivery service fits. */
  buildInput(context: InputContext): Promise<{ input: unknown } | { errors: FieldError[] }>;
  /** Sends the create command; answers the pause the marketplace asked for before reading it back. */
  create(commandId: string, input: unknown): Promise<{ retryAfter: number | undefined }>;
  readCreate(commandId: string): Promise<CommandReport>;
  parcel(parcelId: string): Promise<ParcelFacts>;
  /** The label in its format; null while the marketplace has none to give (204). */
  label(parcelIds: string[], format: LabelFormat, pageSize: 'A4' | 'A6'): Promise<Uint8Array | null>;
  /** The carrier's dispatch protocol; null where the carrier has none (204). */
  protocol(parcelIds: string[]): Promise<Uint8Array | null>;
  pickupProposals(parcelIds: string[], readyDate: string | null): Promise<PickupProposalAnswer[]>;
  requestPickup(commandId: string, parcelIds: string[], slot: PickupSlot | null): Promise<void>;
  readPickup(commandId: string): Promise<CommandReport>;
  cancel(commandId: string, parcelId: string): Promise<void>;
  readCancel(commandId: string): Promise<CommandReport>;
}

/** A command report's `errors[]` as the seller reads them: the marketplace's words at its path. */
export function fieldErrors(value: unknown): FieldError[] {
  return arr(value)
    .map(obj)
    .filter((e) => e !== null)
    .map((e) => ({
      path: str(e.path),
      code: str(e.code) ?? 'ERROR',
      userMessage: str(e.userMessage) ?? str(e.message) ?? str(e.details) ?? '',
    }));
}

/** A command status answer of either family. */
export function commandReport(
  body: unknown,
  parcelKey: string,
  retryAfter: number | undefined,
): CommandReport {
  const o = obj(body) ?? {};
  const status = str(o.status);
  if (status === 'SUCCESS' || status === 'PARTIAL_SUCCESS')
    return { status: 'SUCCESS', parcelId: str(o[parcelKey]) };
  if (status === 'ERROR') return { status: 'ERROR', errors: fieldErrors(o.errors) };
  return { status: 'IN_PROGRESS', retryAfter };
}

/** Reads a command back: a 404 means the marketplace never received it. */
export async function readCommand(
  client: MarketClient,
  path: string,
  parcelKey: string,
): Promise<CommandReport> {
  try {
    const answer = await client.request({ method: 'GET', path });
    return commandReport(answer.data, parcelKey, answer.retryAfter);
  } catch (error) {
    if (error instanceof MarketError && error.status === 404) return { status: 'UNKNOWN' };
    throw error;
  }
}

/** Binary answers: an empty body (204) means "none". */
export const bytesOrNull = (status: number, data: unknown): Uint8Array | null => {
  if (status === 204 || !(data instanceof Uint8Array) || data.byteLength === 0) return null;
  return new Uint8Array(data);
};

export const seg = (id: string): string => encodeURIComponent(id);

/**
 * GET /shipment-management/delivery-proposals/{orderId}: the prefilled input (sender, receiver, delivery method).
 * A marketplace without it (404, 405) gives null, and the input is built from the order.
 */
export async function readProposal(client: MarketClient, orderId: string): Promise<Proposal | null> {
  try {
    const body = await client.get(`/shipment-management/delivery-proposals/${seg(orderId)}`);
    const input = obj(obj(body)?.suggestedInput);
    return { sender: partyFrom(input?.sender), suggestedInput: input };
  } catch (error) {
    if (error instanceof MarketError && [400, 404, 405, 501].includes(error.status)) return null;
    throw error;
  }
}

/** A party read from either family's JSON (an AddressDto or a document 3 party). */
export function partyFrom(value: unknown): Party | null {
  const p = obj(value);
  if (!p) return null;
  const a = obj(p.address) ?? p;
  const street = str(a.street);
  if (!street) return null;
  return {
    name: str(p.name),
    company: str(p.company),
    street,
    postCode: str(a.postalCode) ?? str(a.postCode) ?? str(a.zipCode) ?? '',
    city: str(a.city) ?? '',
    countryCode: str(a.countryCode) ?? 'PL',
    email: str(p.email) ?? '',
    phone: str(p.phone) ?? '',
    pointId: str(p.point) ?? str(p.pointId),
  };
}
