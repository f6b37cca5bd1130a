import type { OfferDetail, OfferRow } from '../../../shared/offers';
import type { Page } from '../../../shared/page';
import type { ProtocolResult, ScanMatch, ShipResult } from '../../../shared/shipping';
import type { PrinterListener } from '../../helpers/printer-listener';
import { control } from './bench-market';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

interface DemoOrder {
  id: string;
  buyer: { phone: string; address: { street: string } };
}

export interface SoakDayDeps {
  market: string;
  listener: PrinterListener;
  accountId: string;
  call: <T>(channel: string, input: unknown) => Promise<T>;
  /** Resolves when the simulated day reaches `at` ms from its start. */
  untilSim: (at: number) => Promise<void>;
  done: () => boolean;
}

/**
 * The seller's side of a working day, on the simulated clock, through the bridge as the window sends it: a parcel
 * packed every 3 minutes (the order bought through the marketplace, scanned once the local copy has it, its label
 * printed on the TCP printer), an offer's price or stock changed every 2 minutes, one price change of 200 offers
 * at 13:00 and the carriers' protocols at noon and at the end of the day. A step that fails is counted and the
 * day goes on: a soak reports errors rather than stopping at the first.
 */
export function soakDay(deps: SoakDayDeps) {
  const { call, untilSim, done } = deps;
  const errors: string[] = [];
  const tally = { parcels: 0, notShipped: 0, labels: 0, offerChanges: 0, batchChanges: 0, protocols: 0 };
  const failed = (step: string) => (error: unknown) =>
    errors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
  const labels = () => (tally.labels += deps.listener.jobs.splice(0).length);

  const packing = (async () => {
    const waiting: string[] = [];
    for (let at = 3 * MINUTE; !done(); at += 3 * MINUTE) {
      await untilSim(at);
      if (done()) break;
      try {
        const added = await control<{ id: string }>(deps.market, 'addOrder', {
          stage: 'READY_FOR_PROCESSING',
          methodId: DPD,
        });
        const order = await control<DemoOrder>(deps.market, 'order', { id: added.id });
        const digits = order.buyer.phone.replace(/\D/g, '').length;
        // Only orders the address check lets through; the others a seller would correct by hand.
        if (/\d/.test(order.buyer.address.street) && digits >= 9 && digits <= 14) waiting.push(order.id);
        // The oldest order the local copy has by now is scanned and shipped.
        const next = waiting[0];
        if (!next) continue;
        const match = await call<ScanMatch>('shipping:resolveScan', { code: next });
        if (match.kind !== 'order') continue;
        waiting.shift();
        const result = await call<ShipResult>('shipping:ship', { orderId: match.orderId, additional: false });
        if (result.status === 'shipped') tally.parcels++;
        else {
          tally.notShipped++;
          errors.push(`ship ${next}: ${result.status}`);
        }
      } catch (error) {
        failed('parcel')(error);
      }
      labels();
    }
  })();

  const offers = (async () => {
    const list = await call<Page<OfferRow>>('offers:list', {
      status: ['ACTIVE'],
      format: ['BUY_NOW'],
      limit: 500,
    });
    const ids = list.rows.map((row) => row.id);
    if (ids.length === 0) throw new Error('no active offer to change');
    let batched = false;
    for (let at = 2 * MINUTE, n = 0; !done(); at += 2 * MINUTE, n++) {
      await untilSim(at);
      if (done()) break;
      const offerId = ids[(n * 37) % ids.length]!;
      try {
        const offer = await call<OfferDetail>('offers:get', { offerId });
        if (n % 2 === 0) {
          const amount = Number(offer.price?.amount ?? '10') * (n % 4 === 0 ? 1.01 : 0.99);
          const price = { amount: Math.max(1, amount).toFixed(2), currency: offer.price?.currency ?? 'PLN' };
          await call('offers:change', { offerId, fields: { price } });
        } else {
          // Sold some, or a delivery came in: never the value it has (a change that sets nothing is refused).
          const now = offer.stockAvailable ?? 0;
          const stock = n % 4 === 1 || now <= 1 ? now + 5 : now - 1;
          await call('offers:change', { offerId, fields: { stock } });
        }
        tally.offerChanges++;
      } catch (error) {
        failed('offer change')(error);
      }
      if (!batched && at >= 5 * HOUR) {
        batched = true;
        await call('offers:changeMany', {
          offerIds: ids.slice(0, 200),
          change: { kind: 'price', mode: 'percent', percent: 1 },
        })
          .then(() => void (tally.batchChanges = 200))
          .catch(failed('batch change'));
      }
    }
  })();

  const protocols = (async () => {
    for (const at of [4 * HOUR, 8 * HOUR - 5 * MINUTE]) {
      await untilSim(at);
      await call<ProtocolResult[]>('shipping:printProtocol', { accountId: deps.accountId })
        .then((results) => void (tally.protocols += results.filter((r) => r.job !== null).length))
        .catch(failed('protocol'));
    }
  })();

  const finished = Promise.all([packing, offers.catch(failed('offers')), protocols]).then(
    () => void labels(),
  );
  return {
    finished,
    progress: () => ({ parcels: tally.parcels, labels: labels(), offerChanges: tally.offerChanges }),
    report: () => ({
      ...tally,
      benchErrors: errors.length,
      benchErrorsFirst: errors.slice(0, 5),
    }),
  };
}
