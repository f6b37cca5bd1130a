import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceLabelsMisfit, marketplaceZplDpi } from '../../../shared/printing';
import { shippableOrder, shipped } from '../../helpers/parcels';
import { hostStatusAnswer, startPrinterListener, type PrinterListener } from '../../helpers/printer-listener';
import { METHODS, station2026ForTests } from '../../helpers/station-2026';

describe('2026: the label printer’s resolution and the marketplace’s ZPL', () => {
  const station = station2026ForTests();
  let zebra: PrinterListener;
  beforeAll(async () => {
    zebra = await startPrinterListener({ hostStatus: hostStatusAnswer({}) });
  });
  afterAll(() => zebra.close());

  it('a label profile at 300 dpi is told that the marketplace’s 203 dpi labels print small', async () => {
    const { market, core, accountId } = station;
    const printer = await core.printing.addPrinter({
      backend: 'tcp9100',
      host: '127.0.0.1',
      port: zebra.port,
      language: 'zpl',
    });
    const profile = core.printing.saveProfile({
      ...core.printing.profile('label'),
      printerId: printer.id,
      zplDpi: 300,
    });
    expect(marketplaceLabelsMisfit(profile)).toBe(true);
    expect(marketplaceLabelsMisfit({ ...profile, zplDpi: 203 })).toBe(false);
    // Other documents are the app's own, made at the printer's resolution.
    expect(marketplaceLabelsMisfit({ ...core.printing.profile('packingSlip'), zplDpi: 300 })).toBe(false);

    // The label is the marketplace's 4 x 6 in at 203 dpi whatever the profile says: 812 dots wide.
    shipped(
      await core.shipping.ship({
        accountId,
        orderId: shippableOrder(market, METHODS.dpd).id,
        additional: false,
      }),
    );
    const [job] = await zebra.waitForJobs(1);
    expect(job!.bytes.toString('utf8')).toContain(`^PW${4 * marketplaceZplDpi}`);
  });
});
