import type { PageSize, ZplDpi } from '../../../../shared/printing';
import type { Language } from '../../../../shared/settings';
import type { PickListLine } from '../../shipping/documents/pick-list';
import { labelMm, labelText } from '../../printing/test-pages';

const words = {
  pl: { orders: 'Zamowienia', none: 'Brak lokalizacji', of: 'z' },
  en: { orders: 'Orders', none: 'No bin', of: 'of' },
};

/**
 * The pick list for the label printer: one label per product, in the list's order, torn off at the shelf and
 * stuck on the goods. The bin and the quantity in large, the title, the code as a barcode to scan back, the orders.
 */
export function pickListZpl(input: {
  lines: PickListLine[];
  pageSize: PageSize;
  zplDpi: ZplDpi;
  language: Language;
}): string {
  const t = words[input.language];
  const dpmm = input.zplDpi === 300 ? 12 : 8;
  const size = labelMm[input.pageSize];
  const w = Math.round(size.width * dpmm);
  const h = Math.round(size.height * dpmm);
  const m = 4 * dpmm;
  const font = (mm: number) => `^A0N,${Math.round(mm * dpmm)},${Math.round(mm * dpmm)}`;
  const block = (lines: number) => `^FB${w - 2 * m},${lines},0,L,0`;
  const labels = input.lines.map((line, i) =>
    [
      '^XA',
      '^CI28',
      `^PW${w}`,
      `^LL${h}`,
      '^LH0,0',
      `^FO${m},${m}${font(line.bin ? 14 : 7)}^FD${labelText(line.bin ?? t.none, 16)}^FS`,
      `^FO${m},${m + 18 * dpmm}${font(12)}^FDx ${line.quantity}^FS`,
      `^FO${m},${m + 34 * dpmm}${font(4.5)}${block(3)}^FD${labelText(line.title, 150)}^FS`,
      `^FO${m},${m + 52 * dpmm}^BY${dpmm === 12 ? 3 : 2}^BCN,${15 * dpmm},Y,N,N^FD${labelText(line.code, 48)}^FS`,
      `^FO${m},${m + 78 * dpmm}${font(3.5)}${block(6)}^FD${labelText(
        `${t.orders} (${line.orderIds.length}): ${line.orderIds.join(', ')}`,
        400,
      )}^FS`,
      `^FO${m},${h - m - 4 * dpmm}${font(3.5)}^FD${i + 1} ${t.of} ${input.lines.length}^FS`,
      '^PQ1',
      '^XZ',
    ].join('\n'),
  );
  return `${labels.join('\n')}\n`;
}
