import type { JobSubject } from '../../../shared/printing';
import type { PrintingService } from '../printing/printing-service';
import type { ShipmentRepo } from './shipment-repo';

export interface JobSubjectDeps {
  printing: Pick<PrintingService, 'describeSources'>;
  repo: Pick<ShipmentRepo, 'get'>;
  carrierName: (accountId: string, carrierId: string | null) => string;
}

/**
 * A protocol's source id is `account:day:carrier`; an account id holds colons of its own (`demo:43218765`), so the
 * day and the carrier are read from the end.
 */
function protocolSubject(
  deps: JobSubjectDeps,
  sourceId: string,
  handOverList: boolean,
): JobSubject | undefined {
  const parts = sourceId.split(':');
  if (parts.length < 3) return undefined;
  const carrierId = parts.at(-1) || null;
  const date = parts.at(-2)!;
  const carrier = deps.carrierName(parts.slice(0, -2).join(':'), carrierId);
  return { date, ...(carrier ? { carrier } : {}), ...(handOverList ? { handOverList: true as const } : {}) };
}

/** Names the shipping documents in the print queue: a parcel's label and slip by order and carrier, a protocol by day. */
export function describeShippingJobs(deps: JobSubjectDeps): void {
  deps.printing.describeSources('shipment', (id) => {
    const row = deps.repo.get(Number(id));
    if (!row) return undefined;
    const carrier = row.carrier_id ? deps.carrierName(row.account_id, row.carrier_id) : '';
    return { orderId: row.order_id, ...(carrier ? { carrier } : {}) };
  });
  deps.printing.describeSources('protocol', (id) => protocolSubject(deps, id, false));
  deps.printing.describeSources('handOverList', (id) => protocolSubject(deps, id, true));
}
