import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, openSelectedOrder } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRowTotal } from '../helpers/grid';
import { searchList } from '../helpers/list-search';
import { control } from '../helpers/market-control';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** What the spec reads of the marketplace's offers: those that can be bought now. */
interface MarketOffer {
  id: string;
  status: string;
  stock: number;
  hidden: boolean;
}

interface HeldOrder {
  fulfillment: string;
  shipments: { waybill: string; carrierId: string; lineItemIds: string[] }[];
}

/**
 * A synced shop where a buyer paid after the last sync for `items` offers (the app reads the order from the
 * journal), and the app open on that order's detail.
 */
async function openNewOrder(page: Page, prefix: string, items: number) {
  const { url, dataDir } = await syncedShop(hosts, e2eShops.trackByHand, prefix);
  const offers = (await control<MarketOffer[]>(url, 'offers', { sellerId: MAIN_SELLER_ID }))
    .filter((o) => o.status === 'ACTIVE' && !o.hidden && o.stock >= 5)
    .slice(0, items);
  expect(offers).toHaveLength(items);
  const order = await control<{ id: string; lineItems: { id: string }[] }>(url, 'addOrder', {
    stage: 'READY_FOR_PROCESSING',
    offers: offers.map((o) => ({ offerId: o.id, quantity: 1 })),
  });
  await openApp(page, await hosts.serve(dataDir));
  const table = page.getByTestId('orders-table');
  await searchList(page, table, order.id);
  await expect.poll(() => gridRowTotal(table), { timeout: 90_000 }).toBe(1);
  expect(await openSelectedOrder(page)).toBe(order.id);
  return { url, order };
}

test('a tracking number added by hand for two of three line items reaches the marketplace with exactly those two, and marks the order sent', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, order } = await openNewOrder(page, 'sd-e2e-track-', 3);
  const [first, second] = order.lineItems.map((li) => li.id);

  // The form by the keyboard: the button, the carrier from the marketplace's list, the number, the items.
  const part = page.getByTestId('order-tracking');
  await part.getByRole('button', { name: 'Dodaj numer przesyłki' }).focus();
  await page.keyboard.press('Enter');
  await part.getByLabel('Przewoźnik', { exact: true }).selectOption('DPD');
  await expect(part.getByLabel('Nazwa przewoźnika')).toHaveCount(0);
  await part.getByLabel('Przewoźnik', { exact: true }).selectOption('OTHER');
  await expect(part.getByLabel('Nazwa przewoźnika')).toBeVisible();
  await part.getByLabel('Przewoźnik', { exact: true }).selectOption('DPD');
  await part.getByLabel('Numer przesyłki').fill('DPD-BY-HAND-1');
  const items = part.getByRole('checkbox', { name: /×/ });
  await expect(items).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(items.nth(i)).toBeChecked();
  await items.nth(2).focus();
  await page.keyboard.press('Space');
  await expect(items.nth(2)).not.toBeChecked();
  await part.getByLabel('Oznacz zamówienie jako wysłane').check();

  // Held at the marketplace's door: the detail shows both changes waiting, in the outbox's words.
  await control(url, 'holdRequests', { path: `/order/checkout-forms/${order.id}/shipments` });
  await part.getByLabel('Numer przesyłki').press('Enter');
  const changes = part.getByTestId('tracking-change');
  await expect(changes).toHaveCount(2);
  await expect(changes.nth(0)).toContainText('DPD-BY-HAND-1');
  await expect(changes.nth(0)).toContainText('2 z 3 pozycji');
  await expect(changes.nth(0)).toContainText(/czeka|wysyłana/);
  await expect(changes.nth(1)).toContainText('Status: Wysłane');
  await page.screenshot({ path: join(screenshots, 'track-by-hand-waiting-pl.png') });
  await control(url, 'endHold');

  // At the marketplace: one tracking number, on exactly the two items chosen, and the order sent.
  await expect
    .poll(async () => (await control<HeldOrder>(url, 'order', { id: order.id })).shipments, {
      timeout: 60_000,
    })
    .toEqual([
      expect.objectContaining({ waybill: 'DPD-BY-HAND-1', carrierId: 'DPD', lineItemIds: [first, second] }),
    ]);
  await expect
    .poll(async () => (await control<HeldOrder>(url, 'order', { id: order.id })).fulfillment, {
      timeout: 60_000,
    })
    .toBe('SENT');
  // Read back into the local copy: the changes are done, the number and the status are the order's own.
  await expect(changes).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('order-detail')).toContainText('DPD-BY-HAND-1');
  await expect(page.getByTestId('order-detail').getByText('Wysłane', { exact: true })).toBeVisible();
});

test('an order sent another way is marked as sent by hand, without a tracking number; the part speaks English too', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, order } = await openNewOrder(page, 'sd-e2e-track-sent-', 1);

  const part = page.getByTestId('order-tracking');
  await part.getByRole('button', { name: 'Oznacz jako wysłane' }).click();
  await expect
    .poll(async () => (await control<HeldOrder>(url, 'order', { id: order.id })).fulfillment, {
      timeout: 60_000,
    })
    .toBe('SENT');
  await expect(page.getByTestId('order-detail').getByText('Wysłane', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(part.getByRole('button', { name: 'Oznacz jako wysłane' })).toHaveCount(0);
  expect((await control<HeldOrder>(url, 'order', { id: order.id })).shipments).toEqual([]);

  await language(page, 'EN');
  await expect(part.getByRole('button', { name: 'Add tracking number' })).toBeVisible();
  await expect(part).toContainText('Tracking numbers added by hand');
});
