import { describe, expect, it } from 'vitest';
import { pickListPdf, type PickListLine } from '../../../../../electron/core/shipping/documents/pick-list';
import { pdfInfo, pdfTexts } from '../../../../helpers/documents';

const mm = (points: number) => Math.round((points * 25.4) / 72);

const lines = (count: number): PickListLine[] =>
  Array.from({ length: count }, (_, i) => ({
    bin: i < count - 1 ? `A-${String(i + 1).padStart(2, '0')}` : null,
    quantity: (i % 3) + 1,
    title: i % 2 === 0 ? `Kubek żółty łódka ${i}` : `Mug ${i}`,
    code: `59012341${String(10_000 + i)}`,
    orderIds: [`0b8e4f6a-${i}`, `1c2d3e4f-${i}`],
  }));

describe('the pick list on A4', () => {
  it('lists every line with its bin, quantity, title, code and orders, with the totals, in Polish', async () => {
    const list = lines(3);
    const pdf = await pickListPdf({
      lines: list,
      orders: 4,
      madeAt: '2026-03-02T06:45:00.000Z',
      language: 'pl',
    });
    const info = await pdfInfo(pdf);
    expect([info.pages, mm(info.width), mm(info.height)]).toEqual([1, 210, 297]);
    const [text] = await pdfTexts(pdf);
    for (const expected of ['Lista kompletacyjna', '2026-03-02 06:45', 'Pozycji: 3, sztuk: 6, zamówień: 4'])
      expect(text).toContain(expected);
    for (const line of list) {
      expect(text).toContain(line.title);
      expect(text).toContain(line.code);
      expect(text).toContain(line.orderIds.join(', '));
    }
    // In the list's order: the bins first, the line without one last.
    expect(text!.indexOf('A-01')).toBeLessThan(text!.indexOf('A-02'));
    expect(text!.indexOf('A-02')).toBeLessThan(text!.indexOf(list[2]!.title));
  });

  it('flows onto more pages with the header repeated, in English on request', async () => {
    const pdf = await pickListPdf({
      lines: lines(60),
      orders: 60,
      madeAt: '2026-03-02T06:45:00.000Z',
      language: 'en',
    });
    const texts = await pdfTexts(pdf);
    expect(texts.length).toBeGreaterThan(2);
    for (const [i, text] of texts.entries()) {
      expect(text).toContain('Product and orders');
      expect(text).toContain(`Page ${i + 1} of ${texts.length}`);
    }
  });
});
