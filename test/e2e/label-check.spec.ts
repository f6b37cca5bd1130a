import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { packingStationHosts } from '../helpers/label-printer-ui';
import { searchList } from '../helpers/list-search';
import { control } from '../helpers/market-control';
import { scan } from '../helpers/scanner';
import { shipsAsIs, type BuyerLike } from '../helpers/shippable';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
test.use({ viewport: { width: 1440, height: 1000 } });

/** A paid order the address check finds nothing wrong with, added to the shop while the station was closed. */
async function paidOrder(url: string): Promise<string> {
  for (;;) {
    const { id } = await control<{ id: string }>(url, 'addOrder', { stage: 'READY_FOR_PROCESSING' });
    if (shipsAsIs(await control<BuyerLike>(url, 'order', { id }))) return id;
  }
}

/** The order's fulfillment status as the marketplace holds it. */
const status = async (url: string, id: string): Promise<string> =>
  (await control<{ fulfillment: string }>(url, 'order', { id })).fulfillment;

const scanState = (page: Page) => page.getByTestId('scan-state');
const headline = async (page: Page): Promise<string> =>
  (await scanState(page).getByTestId('scan-state-headline').innerText()).trim();

test('with the label check on, an order is sent only once its own waybill is scanned; another is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-label-check-');
  const first = await paidOrder(url);
  const second = await paidOrder(url);
  await control(url, 'setParcelCommandSeconds', { seconds: 0 });
  const printer = await open(page, dataDir);

  await page.keyboard.press('Alt+9');
  await page.getByTestId('packing-checkLabel').click();
  await expect(page.getByTestId('packing-checkLabel')).toBeChecked();
  await page.keyboard.press('Alt+2');
  // The start's sync brings both orders into the queue.
  const queue = page.getByTestId('queue-table');
  for (const id of [first, second]) {
    await searchList(page, queue, id);
    await expect(queue.getByTestId('queue-order-id').filter({ hasText: id })).toBeVisible({
      timeout: 90_000,
    });
  }

  // The label prints, and the station asks for its waybill from the box.
  await scan(page, first);
  await expect(scanState(page)).toHaveAttribute('data-state', 'scanLabel', { timeout: 30_000 });
  await expect(scanState(page).getByTestId('scan-state-title')).toHaveText(
    'Zeskanuj list przewozowy z etykiety',
  );
  await printer.waitForJobs(1);
  const firstWaybill = await headline(page);
  expect(firstWaybill.length).toBeGreaterThan(4);
  await page.screenshot({ path: join(screenshots, 'label-check-scan-label-pl.png') });

  // "Later" leaves it waiting: the queue says its label is not sent yet.
  await page.getByTestId('scan-label-later').click();
  await expect(scanState(page)).toBeHidden();
  await searchList(page, queue, first);
  await expect(queue.getByTestId('queue-state')).toHaveText('Etykieta jeszcze nie wysłana');
  await expect(queue.getByTestId('queue-state')).toHaveAttribute('data-label-check', 'waiting');

  await scan(page, second);
  await expect(scanState(page)).toHaveAttribute('data-state', 'scanLabel', { timeout: 30_000 });
  await expect(scanState(page)).toHaveAttribute('data-order-id', second);
  await printer.waitForJobs(2);
  const secondWaybill = await headline(page);

  // The first order's label on the second order's box: refused, in red, naming both.
  await scan(page, firstWaybill);
  await expect(scanState(page)).toHaveAttribute('data-state', 'wrongLabel', { timeout: 30_000 });
  await expect(scanState(page)).toHaveAttribute('role', 'alert');
  await expect(scanState(page).getByTestId('scan-state-title')).toHaveText('Zła etykieta!');
  await expect(scanState(page).getByTestId('scan-wrong-label')).toHaveText(
    `To list przewozowy zamówienia ${first}, a ta paczka to zamówienie ${second} (${secondWaybill}).`,
  );
  await page.screenshot({ path: join(screenshots, 'label-check-wrong-label-pl.png') });
  expect(await status(url, second)).toBe('PROCESSING');
  expect(await status(url, first)).toBe('PROCESSING');

  // Its own waybill confirms the box: only now is the order sent at the marketplace.
  await scan(page, secondWaybill);
  await expect(scanState(page)).toHaveAttribute('data-state', 'shipped', { timeout: 30_000 });
  await expect.poll(() => status(url, second), { timeout: 30_000 }).toBe('SENT');
  expect(await status(url, first)).toBe('PROCESSING');

  // The order left waiting is confirmed from the queue by a later scan of its waybill, and nothing printed again.
  await page.keyboard.press('Escape');
  await scan(page, firstWaybill);
  await expect(scanState(page)).toHaveAttribute('data-state', 'shipped', { timeout: 30_000 });
  await expect(scanState(page)).toHaveAttribute('data-order-id', first);
  await expect.poll(() => status(url, first), { timeout: 30_000 }).toBe('SENT');
  expect(printer.jobs).toHaveLength(2);
});
