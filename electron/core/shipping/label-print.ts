import type { Language } from '../../../shared/settings';
import type { FieldError } from '../../../shared/errors';
import type { Logger } from '../kernel/ports';
import type { PrintingService } from '../printing/printing-service';
import { flowError } from './messages';
import type { ShipmentRepo, ShipmentRow } from './shipment-repo';
import { jobSource } from './shipment-view';
import { errorOf } from '../market/step-errors';

export interface LabelPrintDeps {
  printing: Pick<PrintingService, 'jobsFor' | 'enqueue'>;
  label: (shipmentId: number) => { bytes: Buffer } | undefined;
  packingSlip: (accountId: string, orderId: string) => Promise<Uint8Array | null>;
  logger: Logger;
  language: () => Language;
}

/**
 * Hands the parcel's label (when the parcel is to print it) and the packing slip (when the station makes one and its
 * profile prints by itself) to the print queue once: a job of this parcel of that kind means it was, whatever
 * happened after (a crash right after the job was stored included). A document that cannot be queued (no printer
 * chosen) is reported at the parcel and does not stop the waybill going onto the order.
 */
export async function printOnce(
  deps: LabelPrintDeps,
  row: ShipmentRow,
  withSlip: boolean,
): Promise<FieldError[]> {
  if (row.print !== 1 && !withSlip) return [];
  const jobs = deps.printing.jobsFor(jobSource(row.id));
  const errors: FieldError[] = [];
  const enqueue = async (kind: 'label' | 'packingSlip', bytes: () => Promise<Uint8Array | null>) => {
    if (jobs.some((job) => job.kind === kind)) return;
    try {
      const document = await bytes();
      if (!document) return;
      await deps.printing.enqueue({
        kind,
        bytes: document,
        source: jobSource(row.id),
        ...(row.printer_id && kind === 'label' ? { printerId: row.printer_id } : {}),
        title: `${kind === 'label' ? 'Label' : 'Packing slip'} ${row.order_id}`,
        // Never a reprint: the job lookup above already says this parcel's document was not queued.
        force: true,
      });
    } catch (error) {
      errors.push(
        flowError('PRINT_FAILED', 'printFailed', deps.language(), { message: errorOf(error).userMessage }),
      );
      deps.logger.warn('label not printed', { shipment: row.id, kind, error });
    }
  };
  if (row.print === 1) {
    await enqueue('label', () => {
      const label = deps.label(row.id);
      return Promise.resolve(label ? new Uint8Array(label.bytes) : null);
    });
  }
  if (withSlip) await enqueue('packingSlip', () => deps.packingSlip(row.account_id, row.order_id));
  return errors;
}

/**
 * The right label on the right box: a parcel made with the label check waits, once its label is printed, for its
 * waybill to be scanned from the box, and only then is its order finished (waybill, status). True when it waits now;
 * false also when its waybill was scanned meanwhile, so the order is finished at once.
 */
export function waitForBox(
  repo: Pick<ShipmentRepo, 'awaitBox'>,
  row: ShipmentRow,
  errors: FieldError[],
  now: number,
): boolean {
  return row.label_check === 'waiting' && repo.awaitBox(row.id, errors, now);
}
