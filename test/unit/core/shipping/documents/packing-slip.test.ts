import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { packingSlipPdf } from '../../../../../electron/core/shipping/documents/packing-slip';
import { decodeCode128, pdfInfo, pdfTexts, pdfToPngs } from '../../../../helpers/documents';

const mm = (points: number) => Math.round((points * 25.4) / 72);
const ORDER = '09f0b4cc-7880-11e9-8f9e-2a86e4085a59';
const LONG = 'Kubek ceramiczny z nadrukiem „Zażółć gęślą jaźń”, pojemność 450 ml, do zmywarki i mikrofalówki';

/** The top of a page, where a hand scanner is aimed (the decoder looks for codes across the whole image). */
function topOf(png: Buffer, millimetres: number, dpi: number): Buffer {
  const image = PNG.sync.read(png);
  const rows = Math.round((millimetres / 25.4) * dpi);
  const top = new PNG({ width: image.width, height: rows });
  image.data.copy(top.data, 0, 0, rows * image.width * 4);
  return PNG.sync.write(top);
}

const slip = {
  orderId: ORDER,
  buyerLogin: 'anna_now42',
  buyerName: 'Anna Nowak',
  boughtAt: '2026-03-01T12:34:00Z',
  messageToSeller: 'Proszę o staranne zapakowanie, to prezent.',
  deliveryMethodName: 'Allegro Paczkomaty InPost',
  items: [
    { title: 'Ładowarka USB-C 65W', quantity: 2, externalId: 'SKU-SD-10001' },
    { title: LONG, quantity: 1, externalId: null },
  ],
  language: 'pl' as const,
};

describe('the packing slip', () => {
  it('is one A6 portrait page with the buyer, the items and quantities, and the message, in Polish', async () => {
    const pdf = await packingSlipPdf(slip);
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect([mm(info.width), mm(info.height)]).toEqual([105, 148]);
    const [text] = await pdfTexts(pdf);
    for (const expected of [
      'Zawartość przesyłki',
      ORDER,
      'anna_now42 (Anna Nowak)',
      '1.03.2026, 13:34',
      'Allegro Paczkomaty InPost',
      '2 szt.',
      'Ładowarka USB-C 65W',
      'Sygnatura: SKU-SD-10001',
      '1 szt.',
      'Kubek ceramiczny',
      'mikrofalówki',
      'Wiadomość od kupującego:',
      'Proszę o staranne zapakowanie, to prezent.',
    ])
      expect(text).toContain(expected);
  });

  it("carries the order id as a Code 128 barcode a scanner reads, at a label printer's 203 dpi", async () => {
    const [page] = await pdfToPngs(await packingSlipPdf(slip), 203);
    expect(decodeCode128(topOf(page!, 40, 203))).toBe(ORDER);
    expect(() => decodeCode128(topOf(page!, 10, 203))).toThrow();
  });

  it('is worded in English on request, and leaves out what the order does not have', async () => {
    const pdf = await packingSlipPdf({
      ...slip,
      language: 'en',
      buyerName: null,
      boughtAt: null,
      messageToSeller: null,
      deliveryMethodName: null,
    });
    const [text] = await pdfTexts(pdf);
    for (const expected of ['Packing slip', '2 pcs', 'SKU: SKU-SD-10001', 'Page 1 of 1'])
      expect(text).toContain(expected);
    expect(text).toMatch(/Buyer:\s+anna_now42\s+Items/);
    for (const absent of ['Bought', 'Delivery', "Buyer's message", '(']) expect(text).not.toContain(absent);
  });

  it('many items and a long message flow onto further A6 pages, each headed with the order id', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      title: `${i + 1}. ${LONG}`,
      quantity: i + 1,
      externalId: `SKU-${i + 1}`,
    }));
    const message = 'Proszę zapakować każdy kubek osobno. '.repeat(80);
    const pdf = await packingSlipPdf({ ...slip, items, messageToSeller: message });
    const texts = await pdfTexts(pdf);
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(texts.length);
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect([mm(info.width), mm(info.height)]).toEqual([105, 148]);
    texts.slice(1).forEach((text) => expect(text).toContain(`Zamówienie ${ORDER}`));
    texts.forEach((text, i) => expect(text).toContain(`Strona ${i + 1} z ${texts.length}`));
    const all = texts.join('\n');
    for (const item of items) {
      expect(all).toContain(`${item.quantity} szt.`);
      expect(all).toContain(`SKU-${item.quantity}`);
    }
    // The message's last words reach the last page.
    expect(texts.at(-1)).toContain('osobno.');
    expect(all.match(/osobno\./g)).toHaveLength(80);
  });

  it('refuses an item without a positive quantity, in the language asked', async () => {
    const items = [{ title: 'Kubek', quantity: 0, externalId: null }];
    await expect(packingSlipPdf({ ...slip, items })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      userMessage: 'Produkt „Kubek”: ilość musi być dodatnia.',
    });
    await expect(packingSlipPdf({ ...slip, items, language: 'en' })).rejects.toThrow(
      'Item "Kubek": the quantity must be positive.',
    );
  });
});
