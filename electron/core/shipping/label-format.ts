import type { LabelFormat } from '../../../shared/shipping';
import type { MarketEnvironment } from '../market/environments/environments';
import type { PrintingService } from '../printing/printing-service';

export interface LabelLayout {
  format: LabelFormat;
  pageSize: 'A4' | 'A6';
}

/** Whether the marketplace makes EPL labels: only the documents' older family; Allegro ended them (#9998). */
export const marketplaceEpl = (environment: Pick<MarketEnvironment, 'shippingFamily' | 'api'>): boolean =>
  environment.shippingFamily === 'parcel-management' && environment.api !== '2026';

/**
 * The label format the label profile's printer needs: its own language (ZPL, or EPL where the marketplace still
 * makes it) when it is a raw label printer or takes no PDF; otherwise a PDF on the profile's paper (A4, else A6).
 * The 2026 marketplace makes PDF and ZPL only; EPL stays for the seller's own documents and test pages.
 */
export async function labelLayout(
  printing: Pick<PrintingService, 'profile' | 'findPrinter'>,
  environment: Pick<MarketEnvironment, 'shippingFamily' | 'api'>,
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
  if (raw && printer.formats.includes('epl') && marketplaceEpl(environment))
    return { format: 'EPL', pageSize };
  return { format: 'PDF', pageSize };
}
