import type { CheckItem, PackingView, ScanAnswer, ScanNext, ScanStep } from '../../../shared/packing-scan';
import type { OrderDetail } from '../../../shared/orders';
import type { PackingSettings } from '../../../shared/settings';
import type { ScanMatch, ShipResult } from '../../../shared/shipping';
import type { AccountShipRequest } from './ship-request';
import type { LabelCheck } from './label-check';

/**
 * What the scan needs of the orders and offers in the local copy; the composition root hands it in, so the
 * shipping engine knows no domain.
 */
export interface ScanOrders {
  /** What a code points at: an order (and whether another station took it), a returned box, several, nothing. */
  resolve(accountId: string, code: string): ScanMatch;
  /** The offer's parameters as the local copy holds them; null when the copy does not hold the offer yet. */
  offerParameters(accountId: string, offerId: string): { name: string | null; values: string[] }[] | null;
}

export interface PackingScanDeps {
  orders: ScanOrders;
  packing: () => Pick<PackingSettings, 'autoShip' | 'checkItems'> | undefined;
  requireOrder: (accountId: string, orderId: string) => OrderDetail;
  view: (accountId: string, orderId: string) => PackingView;
  ship: (request: AccountShipRequest) => Promise<ShipResult>;
  labelCheck: LabelCheck;
}

export interface ScanRequest {
  accountId: string;
  code: string;
  /** The seller chose to pack here the order the code names, after the station asked (another station took it). */
  packHere?: boolean;
  /** Items of an order are being checked: anything but another order is a wrong item, and nothing is done. */
  checking?: boolean;
  /** Ship without asking the label printer first (the seller chose to go on without its answer). */
  skipPrinterCheck?: boolean;
  /** The station waits for this order's label to be scanned from its box: any other code is refused. */
  labelOf?: string | undefined;
}

export function scanStep(
  order: { takenElsewhere: boolean; packHere: boolean },
  packing: Pick<PackingSettings, 'autoShip' | 'checkItems'> | undefined,
): ScanStep {
  if (order.takenElsewhere && !order.packHere) return 'ask';
  if (packing?.checkItems) return 'check';
  // Settings not read yet count as the defaults: a scan ships.
  return packing?.autoShip !== false ? 'ship' : 'open';
}

/** Offer parameters that carry a product code the scanner reads from the box. */
const productCodeParameter = /\b(ean|gtin|isbn|upc)\b/i;

/** The order's lines with the codes that mean each: the offer's external id, its id and its EAN (local copy). */
export function checkItemsOf(orders: ScanOrders, accountId: string, order: OrderDetail): CheckItem[] {
  return order.lineItems.map((item) => {
    // An offer the local copy does not hold yet is checked by its external id and offer id alone.
    const eans = (orders.offerParameters(accountId, item.offerId) ?? [])
      .filter((parameter) => productCodeParameter.test(parameter.name ?? ''))
      .flatMap((parameter) => parameter.values);
    const codes = [item.externalId, item.offerId, ...eans].filter((code): code is string => !!code);
    return { title: item.offerName, quantity: item.quantity, scanned: 0, codes };
  });
}

/**
 * One scan at the packing station, decided here for every edge (the window, the command line): what the code
 * matched, what the station does next (ask, check items, ship, open), and the order's packing view, so the
 * screen needs no further read. A scan that ships answers once the label is stored, like `ship`.
 */
export function createPackingScan(deps: PackingScanDeps) {
  async function next(request: ScanRequest, orderId: string, takenElsewhere: boolean): Promise<ScanNext> {
    // An order whose label waits for its box goes back to waiting for that scan; nothing new is made.
    const awaited = deps.labelCheck.awaited(request.accountId, orderId);
    if (awaited) return { step: 'ship', result: awaited };
    const packHere = request.packHere === true;
    const step = scanStep({ takenElsewhere, packHere }, deps.packing());
    switch (step) {
      case 'ask':
      case 'open':
        return { step };
      case 'check':
        return {
          step,
          items: checkItemsOf(deps.orders, request.accountId, deps.requireOrder(request.accountId, orderId)),
        };
      case 'ship':
        // Making the parcel takes the order (one taken elsewhere only once the seller chose to pack it here); one
        // the local copy did not know was taken comes back as takenElsewhere, and the station asks.
        return {
          step,
          result: await deps.ship({
            accountId: request.accountId,
            orderId,
            additional: false,
            ...(packHere ? { claim: true } : {}),
            ...(request.skipPrinterCheck ? { skipPrinterCheck: true } : {}),
          }),
        };
    }
  }

  return async function scan(request: ScanRequest): Promise<ScanAnswer> {
    const match = deps.orders.resolve(request.accountId, request.code);
    const label = await deps.labelCheck.scan(request, match);
    if (label?.kind === 'wrongLabel') return label;
    if (label) {
      const { orderId, waybill, result } = label;
      return {
        kind: 'labelConfirmed',
        orderId,
        waybill,
        result,
        view: deps.view(request.accountId, orderId),
      };
    }
    // While items are checked, anything but another order is a wrong item, refused loudly.
    if (request.checking && (match.kind !== 'order' || match.by === 'product')) return { kind: 'wrongItem' };
    if (match.kind !== 'order') return match;
    const { orderId, by } = match;
    const step = await next(request, orderId, match.takenElsewhere === true);
    return { kind: 'order', orderId, by, next: step, view: deps.view(request.accountId, orderId) };
  };
}

export type PackingScan = ReturnType<typeof createPackingScan>;
