import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../electron/core/kernel/errors';
import { createDocumentMaker } from '../../../electron/core/printing/documents/document-jobs';
import { handOverListPdf } from '../../../electron/core/shipping/documents/hand-over-list';
import { imposeOnA4 } from '../../../electron/core/printing/impose';
import { pdfTestPage, type TestPageInput } from '../../../electron/core/printing/test-pages';
import { packingSlipPdf } from '../../../electron/core/shipping/documents/packing-slip';
import { pdfTexts } from '../../helpers/documents';

const maker = createDocumentMaker();
afterEach(() => maker.close());

const list = {
  sellerName: 'Sklep Źdźbło',
  carrierName: 'DPD',
  date: '2026-03-02',
  parcels: [
    { waybill: '1Z9990001', orderId: 'order-1', receiverName: 'Łukasz', receiverCity: 'Łódź', packages: 1 },
  ],
  language: 'pl' as const,
};
const slip = {
  orderId: 'order-1',
  buyerLogin: 'kupujacy',
  buyerName: 'Anna Nowak',
  boughtAt: '2026-03-01T10:00:00Z',
  messageToSeller: 'Proszę o fakturę.',
  deliveryMethodName: 'DPD',
  items: [{ title: 'Zestaw kół', quantity: 2, externalId: 'KOL-1' }],
  language: 'pl' as const,
};

const testPage: TestPageInput = {
  format: 'pdf',
  pageSize: 'a6',
  orientation: 'portrait',
  zplDpi: 203,
  printerLabel: 'Zebra ZD421',
  at: new Date('2026-03-02T08:30:00Z'),
};

describe('the documents thread', () => {
  it('makes the same files as the makers themselves (a list, a slip, a test page)', async () => {
    const [listMade, slipMade, pageMade] = await Promise.all([
      maker.make({ op: 'handOverList', input: list }),
      maker.make({ op: 'packingSlip', input: slip }),
      maker.make({ op: 'testPage', input: testPage }),
    ]);
    expect(Buffer.from(listMade)).toEqual(Buffer.from(await handOverListPdf(list)));
    expect(Buffer.from(slipMade)).toEqual(Buffer.from(await packingSlipPdf(slip)));
    expect(Buffer.from(pageMade)).toEqual(Buffer.from(await pdfTestPage(testPage)));
    expect((await pdfTexts(listMade))[0]).toContain('Lista przekazania przesyłek');
  });

  it('refuses bad input in the seller’s words, and makes the next document after a close', async () => {
    const zero = { ...list, parcels: [{ ...list.parcels[0]!, packages: 0 }], language: 'en' as const };
    const refused = await maker.make({ op: 'handOverList', input: zero }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      userMessage: 'Parcel 1Z9990001: the number of packages must be positive.',
    });
    await maker.close();
    expect((await pdfTexts(await maker.make({ op: 'packingSlip', input: slip })))[0]).toContain('order-1');
  });

  it('ends its thread once idle, and starts one again for the next document', async () => {
    const quick = createDocumentMaker({ idleMs: 20 });
    try {
      await quick.make({ op: 'packingSlip', input: slip });
      await vi.waitFor(() => expect(quick.running).toBe(false), { timeout: 10_000 });
      const again = await quick.make({ op: 'packingSlip', input: slip });
      // Looked at before reading the file: the thread may end 20 ms after its last document, and reading a PDF on a
      // busy machine can take longer than that.
      expect(quick.running).toBe(true);
      expect((await pdfTexts(again))[0]).toContain('order-1');
    } finally {
      await quick.close();
    }
  });

  it('reads a PDF’s pages (null for one that cannot be read) and places labels on A4 as the queue would', async () => {
    const label = await pdfTestPage(testPage);
    expect(await maker.make({ op: 'pdfPages', input: label })).toEqual([
      { width: expect.closeTo(297.6, 0) as number, height: expect.closeTo(419.5, 0) as number },
    ]);
    expect(
      await maker.make({ op: 'pdfPages', input: new TextEncoder().encode('%PDF-1.7 not a PDF') }),
    ).toBeNull();
    const placed = await maker.make({ op: 'imposeOnA4', input: { pdf: label, start: 4 } });
    const here = await imposeOnA4(label, 4);
    expect({ sheets: placed.sheets, nextQuarter: placed.nextQuarter }).toEqual({ sheets: 1, nextQuarter: 1 });
    expect(placed.bytes.byteLength).toBe(here.bytes.byteLength);
  });
});
