import { expect, test, type Page } from '@playwright/test';
import { packingStationHosts } from '../helpers/label-printer-ui';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { searchList } from '../helpers/list-search';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';
import { control } from '../helpers/market-control';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
test.use({ viewport: { width: 1440, height: 1100 } });

/** Allegro Kurier DHL: a courier whose create command takes one package. */
const DHL = '98f86f81-0018-41c5-ac83-073a56fc7021';

interface RemoteOrder {
  id: string;
  buyer: { phone: string; address: { street: string } };
  fulfillment: string;
  shipments: { waybill: string; carrierId: string }[];
}

/** A paid order on the one-package courier whose address passes the station's check. */
async function shippableOrder(url: string): Promise<string> {
  for (;;) {
    const { id } = await control<{ id: string }>(url, 'addOrder', {
      stage: 'READY_FOR_PROCESSING',
      methodId: DHL,
    });
    const order = await control<RemoteOrder>(url, 'order', { id });
    const digits = order.buyer.phone.replace(/\D/g, '');
    if (/\d/.test(order.buyer.address.street) && digits.length >= 9 && digits.length <= 14) return id;
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshots, `shipping-2026-${name}.png`) });
}

test('an order on a one-package courier ships as three parcels, and the carrier numbers show when they come', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping2026, 'sd-e2e-shipping-2026-');
  await control(url, 'setParcelCommandSeconds', { seconds: 0 });
  const orderId = await shippableOrder(url);

  const printer = await open(page, dataDir);

  // The order paid since the last sync, opened at the packing station, packed in three boxes.
  await page.keyboard.press('Alt+2');
  const queue = page.getByTestId('queue-table');
  await searchList(page, queue, orderId);
  await expect(queue.getByTestId('queue-order-id').filter({ hasText: orderId })).toBeVisible({
    timeout: 90_000,
  });
  await queue.getByTestId('queue-order-id').filter({ hasText: orderId }).click();
  await expect(page.getByTestId('parcel-draft')).toBeVisible();
  await expect(page.getByTestId('extra-parcels-charged')).toHaveCount(0);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Dodaj paczkę' }).click();
  await expect(page.getByTestId('draft-package')).toHaveCount(3);
  // The seller is told before sending that the parcels after the first are charged.
  await expect(page.getByTestId('extra-parcels-charged')).toContainText('jeszcze 2');
  await shot(page, 'three-packages-pl');
  await page.getByTestId('ship-order').click();

  // Three commands, three labels at the printer, three parcels at the station: "parcel n of 3".
  const jobs = await printer.waitForJobs(3, 60_000);
  expect(jobs.every((job) => job.bytes.toString('latin1').includes('^XA'))).toBe(true);
  const packing = page.getByTestId('packing-view');
  const rows = packing.getByTestId('shipment-row');
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  for (let i = 0; i < 3; i++)
    await expect(rows.nth(i)).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const parts = (await packing.getByTestId('shipment-part').allTextContents()).map((t) => t.trim()).sort();
  expect(parts).toEqual(['paczka 1 z 3', 'paczka 2 z 3', 'paczka 3 z 3']);
  // The carrier has not given its numbers yet.
  const carrierNumbers = packing.getByTestId('shipment-carrier-number');
  await expect(carrierNumbers).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(carrierNumbers.nth(i)).toHaveAttribute('data-pending', 'true');
    await expect(carrierNumbers.nth(i)).toContainText('czeka na numer przewoźnika');
  }
  await shot(page, 'carrier-number-pending-pl');

  const parcels = await control<{ id: string; commandId: string; waybills: string[] }[]>(
    url,
    'parcelsOfOrder',
    {
      orderId,
    },
  );
  expect(parcels).toHaveLength(3);
  expect(new Set(parcels.map((p) => p.commandId)).size).toBe(3);
  expect(parcels.every((p) => p.waybills.length === 1)).toBe(true);
  const waybills = parcels.flatMap((p) => p.waybills).sort();
  const remote = await control<RemoteOrder>(url, 'order', { id: orderId });
  expect(remote.shipments.map((s) => s.waybill).sort()).toEqual(waybills);
  expect(remote.fulfillment).toBe('SENT');
  // The waybills are on the order by the marketplace's doing: the app posted no tracking number.
  const posted = await control<{ method: string }[]>(url, 'requestLog', {
    path: '^/order/checkout-forms/[^/]+/shipments$',
  });
  expect(posted.filter((entry) => entry.method === 'POST')).toEqual([]);
  const shown = (await packing.getByTestId('shipment-waybill').allInnerTexts()).map((t) => t.trim()).sort();
  expect(shown).toEqual(waybills);

  // The carrier answers: the station reads the parcels again on its own and shows both numbers.
  for (const parcel of parcels) {
    expect(await control(url, 'fillCarrierNumbers', { shipmentId: parcel.id })).toEqual({ filled: 1 });
  }
  for (let i = 0; i < 3; i++) {
    await expect(carrierNumbers.nth(i)).toHaveAttribute('data-pending', 'false', { timeout: 150_000 });
    await expect(carrierNumbers.nth(i)).toContainText(/numer przewoźnika \S+/);
  }
  await shot(page, 'carrier-number-shown-pl');
});
