import type { LabelFormat } from '../../../shared/shipping';
import type { ShippingFamily } from '../environment/environments';
import type { PrintingService } from '../printing/printing-service';

export interface LabelLayout {
  format: LabelFormat;
  pageSize: 'A4' | 'A6';
}

/**
 * The label format the label profile's printer needs: its own language (ZPL, or EPL where the family offers it)
 * when it is a raw label printer or takes no PDF; otherwise a PDF on the profile's paper (A4, else A6).
 */
export async function labelLayout(
  printing: Pick<PrintingService, 'profile' | 'findPrinter'>,
  family: ShippingFamily,
  printerId?: string | null,
): Promise<LabelLayout> {
  const profile = printing.profile('label');
  const pageSize = profile.pageSize === 'a4' ? 'A4' : 'A6';
  const id = printerId ?? profile.printerId;
  if (!id) return { format: 'PDF', pageSize };
  // Not the full list: it asks the spooler afresh and probes every network printer (seconds when one is off),
  // and all that is needed here is the printer's kind and formats.
  const printer = await printing.findPrinter(id).catch(() => undefined);
  if (!printer) return { format: 'PDF', pageSize };
  const raw = printer.backend === 'tcp9100' || !printer.formats.includes('pdf');
  if (raw && printer.formats.includes('zpl')) return { format: 'ZPL', pageSize };
  // The newer family makes no EPL labels.
  if (raw && printer.formats.includes('epl') && family === 'parcel-management')
    return { format: 'EPL', pageSize };
  return { format: 'PDF', pageSize };
}
