import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRowTotal, gridRows } from '../helpers/grid';
import { packingStationHosts } from '../helpers/label-printer-ui';
import { control } from '../helpers/market-control';
import { openOfferById } from '../helpers/offers-list';
import { scan } from '../helpers/scanner';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
test.use({ viewport: { width: 1440, height: 1000 } });

const SELLER = '43218765';

interface MarketOffer {
  id: string;
  status: string;
  stock: number;
  hidden: boolean;
  externalId: string | null;
}

/**
 * The morning: the queue of the day before sent, then 20 orders paid overnight for four offers, `a` (the one with
 * an external id, scanned later) in every other order, `b` in every third, `c` twice in every fourth, `d` in the rest.
 */
async function morningOrders(url: string) {
  for (const order of await control<{ id: string; status: string }[]>(url, 'orders', { sellerId: SELLER }))
    if (order.status === 'READY_FOR_PROCESSING')
      await control(url, 'setFulfillmentStatus', { orderId: order.id, status: 'SENT' });
  const offers = (await control<MarketOffer[]>(url, 'offers', { sellerId: SELLER })).filter(
    (o) => o.status === 'ACTIVE' && !o.hidden && o.stock >= 40,
  );
  const a = offers.find((o) => o.externalId !== null);
  const [b, c, d] = offers.filter((o) => o !== a);
  if (!a || !b || !c || !d) throw new Error('the shop has too few offers with stock');
  const quantities = { a: 0, b: 0, c: 0, d: 0 };
  for (let i = 0; i < 20; i++) {
    const items: [keyof typeof quantities, number][] = [];
    if (i % 2 === 0) items.push(['a', 1]);
    if (i % 3 === 0) items.push(['b', 1]);
    if (i % 4 === 0) items.push(['c', 2]);
    if (items.length === 0) items.push(['d', 1]);
    for (const [key, quantity] of items) quantities[key] += quantity;
    const ids = { a, b, c, d };
    await control(url, 'addOrder', {
      stage: 'READY_FOR_PROCESSING',
      offers: items.map(([key, quantity]) => ({ offerId: ids[key].id, quantity })),
    });
  }
  return { offers: { a, b, c, d }, quantities };
}

test('a pick list of 20 orders adds up their items by bin, prints, and a scan ticks a line', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-pick-');
  const { offers, quantities } = await morningOrders(url);
  const printer = await open(page, dataDir);

  // Pick lists go where packing slips go: here the label printer.
  const profile = page.getByTestId('profile-packingSlip');
  await profile.getByRole('combobox', { name: 'Drukarka' }).click();
  await page.getByRole('option', { name: /Etykieciarka/ }).click();
  await profile.getByTestId('profile-packingSlip-save').click();

  await page.keyboard.press('Alt+2');
  await expect.poll(() => gridRowTotal(page.getByTestId('queue-table')), { timeout: 90_000 }).toBe(20);

  // One bin typed in the offer's detail (Enter saves), the others from a file as Polish Excel writes it.
  await openOfferById(page, offers.a.id);
  const bin = page.getByTestId('offer-bin');
  await bin.fill('X-99');
  await bin.press('Escape');
  // Esc puts the field back and keeps the offer open; the next Esc would close it.
  await expect(bin).toHaveValue('');
  await expect(page.getByTestId('offer-detail')).toBeVisible();
  await bin.fill('A-10');
  await bin.press('Enter');
  await expect(page.getByText('Zapisano lokalizację A-10').first()).toBeVisible();
  await expect(bin).toHaveValue('A-10');
  await page.screenshot({ path: join(screenshots, 'pick-list-offer-bin.png') });
  await page.getByTestId('bins-file').setInputFiles({
    name: 'lokalizacje.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `\uFEFFID oferty;Lokalizacja\r\n${offers.b.id};A-2\r\n${offers.c.id};B-1\r\n1;Z-9\r\n`,
    ),
  });
  const report = page.getByTestId('bins-report');
  await expect(report).toContainText('Ustawiono: 2, niedopasowanych wierszy: 1');
  await expect(report.getByTestId('bins-unmatched')).toContainText(
    'żadna oferta w lokalnej kopii tego nie ma',
  );
  await report.getByRole('button', { name: 'Zamknij' }).click();

  await page.keyboard.press('Alt+2');
  await page.getByTestId('pick-list-open').click();
  const list = page.getByTestId('pick-list');
  const items = quantities.a + quantities.b + quantities.c + quantities.d;
  await expect(list.getByTestId('pick-summary')).toHaveText(`Pozycji: 4, sztuk: ${items}, zamówień: 20`);
  const lines = gridRows(list.getByTestId('pick-lines'));
  await expect(lines.getByTestId('pick-bin')).toHaveText(['A-2', 'A-10', 'B-1', 'brak']);
  await expect(lines.getByTestId('pick-quantity')).toHaveText(
    [quantities.b, quantities.a, quantities.c, quantities.d].map(String),
  );
  await expect(lines.nth(1).getByTestId('pick-orders')).toContainText(`(${quantities.a})`);

  await list.getByTestId('pick-print').click();
  await expect(page.getByText('Lista kompletacyjna w kolejce drukarki Etykieciarka (ZPL)')).toBeVisible();
  const [job] = await printer.waitForJobs(1);
  const zpl = job!.bytes.toString('utf8');
  expect(zpl.match(/\^XA/g)).toHaveLength(4);
  expect(zpl.split('^XZ')[1]).toContain('^FDA-10^FS');

  await scan(page, offers.a.externalId!);
  await expect(list.getByTestId('pick-scan')).toHaveAttribute('data-kind', 'counted');
  await expect(lines.nth(1).getByTestId('pick-quantity')).toHaveText(`1 / ${quantities.a}`);
  await scan(page, 'NO-SUCH-CODE-7');
  await expect(list.getByTestId('pick-scan')).toHaveText('Żadna pozycja listy nie ma kodu NO-SUCH-CODE-7');
  await expect(lines.nth(1).getByTestId('pick-quantity')).toHaveText(`1 / ${quantities.a}`);

  await page.screenshot({ path: join(screenshots, 'pick-list.png') });

  // The print queue names the job as the pick list, not as the packing slip whose printer it went to.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await page.keyboard.press('Alt+8');
  await page.getByRole('tab', { name: /Kolejka i historia/ }).click();
  await expect(page.getByTestId('job-list').getByTestId('job-name').first()).toHaveText(
    'Lista kompletacyjna',
  );
});
