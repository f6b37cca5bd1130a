import { describe, expect, it } from 'vitest';
import {
  handOverListPdf,
  type HandOverParcel,
} from '../../../../../electron/core/shipping/documents/hand-over-list';
import { pdfInfo, pdfTexts } from '../../../../helpers/documents';

const mm = (points: number) => Math.round((points * 25.4) / 72);

function parcels(count: number): HandOverParcel[] {
  return Array.from({ length: count }, (_, i) => ({
    waybill: `1Z999AA1${String(10_000_000 + i)}`,
    orderId: `0b8e4f6a-1c2d-4e5f-8a9b-${String(i).padStart(12, '0')}`,
    receiverName: i % 2 === 0 ? 'Małgorzata Wiśniewska' : 'Łukasz Żółtowski',
    receiverCity: i % 3 === 0 ? 'Łódź' : 'Gdańsk',
    packages: (i % 3) + 1,
  }));
}

const base = { sellerName: 'Sklep Źdźbło Anna Kowalska', carrierName: 'UPS', date: '2026-03-02' };

describe('the hand-over list for a carrier without a protocol', () => {
  it('is one A4 page in Polish with the header, every parcel, the total and both signature lines', async () => {
    const list = parcels(3);
    const pdf = await handOverListPdf({ ...base, parcels: list, language: 'pl' });
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect([mm(info.width), mm(info.height)]).toEqual([210, 297]);
    const [text] = await pdfTexts(pdf);
    for (const expected of [
      'Lista przekazania przesyłek',
      'Nadawca: Sklep Źdźbło Anna Kowalska',
      'Przewoźnik: UPS',
      'Data: 2026-03-02',
      'Numer przesyłki',
      'Razem: przesyłek 3, paczek 6',
      'Podpis nadawcy',
      'Data, godzina i podpis kuriera',
      'Strona 1 z 1',
    ])
      expect(text).toContain(expected);
    for (const parcel of list) {
      expect(text).toContain(parcel.waybill);
      expect(text).toContain(parcel.orderId);
    }
    expect(text).toContain('Łukasz Żółtowski');
    expect(text).toContain('Łódź');
  });

  it('is worded in English on request', async () => {
    const [text] = await pdfTexts(await handOverListPdf({ ...base, parcels: parcels(2), language: 'en' }));
    for (const expected of [
      'Parcel hand-over list',
      'Carrier: UPS',
      'Total: 2 parcels, 3 packages',
      "Sender's signature",
      "Courier's signature, date and time",
      'Page 1 of 1',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Przewoźnik');
  });

  it('60 parcels flow onto further pages, each with the header, numbered to the end, totals on the last', async () => {
    const list = parcels(60);
    const pdf = await handOverListPdf({ ...base, parcels: list, language: 'pl' });
    const texts = await pdfTexts(pdf);
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect((await pdfInfo(pdf)).pages).toBe(texts.length);
    texts.forEach((text, i) => {
      expect(text).toContain('Lista przekazania przesyłek');
      expect(text).toContain('Przewoźnik: UPS');
      expect(text).toContain(`Strona ${i + 1} z ${texts.length}`);
    });
    const all = texts.join('\n');
    for (const parcel of list) expect(all).toContain(parcel.waybill);
    // Each waybill once: no row is lost or repeated at a page break.
    expect(all.match(/1Z999AA1\d{8}/g)).toHaveLength(60);
    const packages = list.reduce((sum, p) => sum + p.packages, 0);
    expect(texts.at(-1)).toContain(`Razem: przesyłek 60, paczek ${packages}`);
    expect(texts[0]).not.toContain('Razem');
    expect(texts[1]).toContain(list[texts[0]!.match(/1Z999AA1\d{8}/g)!.length]!.waybill);
  });

  it('an empty day still gives a page saying so; a bad date or package count is refused in the language asked', async () => {
    const [text] = await pdfTexts(await handOverListPdf({ ...base, parcels: [], language: 'en' }));
    expect(text).toContain('No parcels to hand over.');
    await expect(
      handOverListPdf({ ...base, date: '02.03.2026', parcels: [], language: 'pl' }),
    ).rejects.toThrow('Niepoprawna data listy: 02.03.2026');
    const zero = [{ ...parcels(1)[0]!, packages: 0 }];
    await expect(handOverListPdf({ ...base, parcels: zero, language: 'en' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      userMessage: `Parcel ${zero[0]!.waybill}: the number of packages must be positive.`,
    });
  });
});
