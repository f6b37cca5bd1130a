import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { projectRoot } from '../../helpers/cli';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { decodeCode128, pdfInfo, pdfTexts, pdfToPngs, pngSize, zplToPngs } from '../../helpers/documents';
import { parcelInput, shippableOrder } from '../../helpers/parcels';

let market: DemoMarket;
let api: ReturnType<typeof apiClient>;
// The rendered labels are kept for a look (and for the README images).
const out = join(projectRoot, 'test-results', 'labels');
beforeAll(async () => {
  market = await startTestMarket();
  api = apiClient(market.url, (await signIn(market.url)).access_token);
  mkdirSync(out, { recursive: true });
});
afterAll(() => market.close());

async function parcel(format: string): Promise<{ id: string; waybill: string }> {
  const commandId = randomUUID();
  await api.put(
    `/parcel-management/parcel-create-commands/${commandId}`,
    parcelInput(shippableOrder(market), { label: { fileFormat: format } }),
  );
  market.control.advanceClock({ seconds: 2 });
  const { parcelId } = await api.json<{ parcelId: string }>(
    `/parcel-management/parcel-create-commands/${commandId}`,
  );
  const details = await api.json<{ items: { waybill: string }[] }>(`/parcel-management/parcels/${parcelId}`);
  return { id: parcelId, waybill: details.items[0]!.waybill };
}

async function download(id: string, accept: string, pageFormat?: string): Promise<Buffer> {
  const query = pageFormat ? `&pageFormat=${pageFormat}` : '';
  const response = await api.get(`/parcel-management/parcels/label?parcelId=${id}${query}`, {
    Accept: accept,
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

// Rendering a label and reading its barcode back is seconds of CPU each (ten and more for ZPL, in the renderer's
// WebAssembly); with another file beside it on a busy 2-core machine that can pass the default 30 seconds.
describe('document 3, labels are real documents', { timeout: 120_000 }, () => {
  it('a PDF label on A6 (100 x 150 mm) renders, and its Code 128 barcode decodes to the waybill', async () => {
    const { id, waybill } = await parcel('PDF');
    const pdf = await download(id, 'application/pdf', 'A6');
    const info = await pdfInfo(pdf);
    expect(info.pages).toBe(1);
    expect([Math.round((info.width * 25.4) / 72), Math.round((info.height * 25.4) / 72)]).toEqual([100, 150]);
    const [page] = await pdfToPngs(pdf, 203);
    writeFileSync(join(out, 'label-pdf.png'), page!);
    const size = pngSize(page!);
    expect(Math.abs(size.width - 800)).toBeLessThanOrEqual(2);
    expect(Math.abs(size.height - 1200)).toBeLessThanOrEqual(2);
    expect(decodeCode128(page!)).toBe(waybill);
  });

  it('a PDF label on A4 sits in the first quarter of the page, and still decodes', async () => {
    const { id, waybill } = await parcel('PDF');
    const [page] = await pdfToPngs(await download(id, 'application/pdf', 'A4'), 100);
    const image = PNG.sync.read(page!);
    let maxX = 0;
    let maxY = 0;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        if (image.data[(y * image.width + x) * 4]! < 128) {
          maxX = Math.max(maxX, x);
          maxY = Math.max(maxY, y);
        }
      }
    }
    expect(maxX).toBeLessThanOrEqual(Math.ceil(image.width / 2));
    expect(maxY).toBeLessThanOrEqual(Math.ceil(image.height / 2));
    expect(decodeCode128((await pdfToPngs(await download(id, 'application/pdf', 'A4'), 203))[0]!)).toBe(
      waybill,
    );
  });

  it('a ZPL II label renders as 4 x 6 in at 203 dpi, and its barcode decodes to the waybill', async () => {
    const { id, waybill } = await parcel('ZPL');
    const zpl = (await download(id, 'text/plain')).toString('utf8');
    expect(zpl).toMatch(/^\^XA\n\^CI28\n\^PW812\n\^LL1218/);
    expect(zpl).toContain(`^FD${waybill}^FS`);
    const [png] = await zplToPngs(zpl);
    writeFileSync(join(out, 'label-zpl.png'), png!);
    const size = pngSize(png!);
    expect(Math.abs(size.width - 812)).toBeLessThanOrEqual(2);
    expect(Math.abs(size.height - 1218)).toBeLessThanOrEqual(2);
    expect(decodeCode128(png!)).toBe(waybill);
  });

  it('an EPL2 label is set up for 4 x 6 in at 203 dpi with a Code 128 barcode of the waybill', async () => {
    const { id, waybill } = await parcel('EPL');
    const epl = (await download(id, 'text/plain')).toString('latin1');
    const lines = epl.split('\n');
    expect(lines.slice(0, 4)).toEqual(['', 'N', 'q812', 'Q1218,24']);
    expect(lines).toContain(`B60,660,0,1,3,6,220,N,"${waybill}"`);
    expect(lines.filter((l) => l === 'P1')).toHaveLength(1);
    // EPL2 has no UTF-8: every byte is printable ASCII or a line break.
    expect([...epl].every((c) => c === '\n' || (c >= ' ' && c <= '~'))).toBe(true);
  });

  it('the protocol PDF carries two copies: for the seller and for the courier', async () => {
    const a = await parcel('PDF');
    const b = await parcel('ZPL');
    const response = await api.get(`/parcel-management/parcels/protocol?parcelId=${a.id}&parcelId=${b.id}`, {
      Accept: 'application/pdf',
    });
    const pdf = Buffer.from(await response.arrayBuffer());
    const pages = await pdfTexts(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Egzemplarz dla nadawcy');
    expect(pages[1]).toContain('Egzemplarz dla kuriera');
    for (const page of pages) {
      expect(page).toContain(a.waybill);
      expect(page).toContain(b.waybill);
    }
  });
});
