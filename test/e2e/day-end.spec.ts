import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { packingStationHosts, protocolsToFolder } from '../helpers/label-printer-ui';
import { searchList } from '../helpers/list-search';
import { control } from '../helpers/market-control';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
test.use({ viewport: { width: 1440, height: 1100 } });

/** Allegro Kurier DPD: a protocol of its own and a courier who collects. */
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
/** Allegro Paczkomaty InPost: dropped off at a locker, so no courier and our own hand-over list. */
const INPOST = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';
const SELLER = '43218765';

interface RemoteOrder {
  buyer: { phone: string; address: { street: string } };
}

/** A paid order on this delivery method whose address passes the station's check. */
async function shippableOrder(url: string, methodId: string): Promise<string> {
  for (;;) {
    const { id } = await control<{ id: string }>(url, 'addOrder', {
      stage: 'READY_FOR_PROCESSING',
      methodId,
    });
    const order = await control<RemoteOrder>(url, 'order', { id });
    const digits = order.buyer.phone.replace(/\D/g, '');
    if (/\d/.test(order.buyer.address.street) && digits.length >= 9 && digits.length <= 14) return id;
  }
}

async function ship(page: Page, orderId: string): Promise<void> {
  const queue = page.getByTestId('queue-table');
  await searchList(page, queue, orderId);
  const row = queue.getByTestId('queue-order-id').filter({ hasText: orderId });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await row.click();
  await expect(page.getByTestId('parcel-draft')).toBeVisible();
  await page.getByTestId('ship-order').click();
  await expect(page.getByTestId('scan-state')).toHaveAttribute('data-state', 'shipped', { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

const printedPdfs = (dataDir: string): string[] => {
  try {
    return readdirSync(join(dataDir, 'printed')).filter((name) => name.endsWith('.pdf'));
  } catch {
    return [];
  }
};

/**
 * A packing station on the 2026 marketplace whose protocols print to the data folder, with two parcels made today:
 * one for DPD, one for an InPost locker (both labels at the label printer); End of day opened.
 */
async function dayOfTwoCarriers(page: Page) {
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping2026, 'sd-e2e-day-end-');
  await control(url, 'setParcelCommandSeconds', { seconds: 0 });
  const dpd = await shippableOrder(url, DPD);
  const inpost = await shippableOrder(url, INPOST);
  const printer = await open(page, dataDir);
  await protocolsToFolder(page);
  await page.keyboard.press('Alt+2');
  await ship(page, dpd);
  await ship(page, inpost);
  await printer.waitForJobs(2, 60_000);
  await page.getByTestId('search').fill('');
  await page.getByTestId('day-end-open').click();
  const dialog = page.getByTestId('day-end');
  const carrier = (id: string) => dialog.locator(`[data-testid="day-end-carrier"][data-carrier="${id}"]`);
  await expect(carrier('DPD')).toBeVisible({ timeout: 60_000 });
  const pickups = async () =>
    (await control<{ kind: string; status: string }[]>(url, 'parcelCommands', { sellerId: SELLER })).filter(
      (c) => c.kind === 'pickup',
    );
  return { url, dataDir, dpd, dialog, carrier, pickups };
}

/** Chooses the carrier's second pickup time from the keyboard; answers it as the dialog writes it. */
async function chooseSecondSlot(page: Page, carrier: Locator): Promise<string> {
  const slots = carrier.getByTestId('day-end-slots').getByRole('radio');
  expect(await slots.count()).toBeGreaterThan(1);
  await slots.first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(slots.nth(1)).toBeChecked();
  return (
    await carrier
      .getByText(/\d{2}:\d{2}–\d{2}:\d{2}/)
      .nth(1)
      .innerText()
  ).trim();
}

test('the end of the day prints one document per carrier, books the courier where one collects, and names what is left over', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { dataDir, dpd, dialog, carrier, pickups } = await dayOfTwoCarriers(page);
  await expect(dialog.getByTestId('day-end-carrier')).toHaveCount(2);
  await expect(carrier('DPD').getByTestId('day-end-count')).toHaveText('1 przesyłka');
  await expect(carrier('INPOST').getByTestId('day-end-count')).toHaveText('1 przesyłka');
  await expect(carrier('DPD').getByTestId('day-end-document')).toHaveAttribute('data-document', 'carrier');
  await expect(carrier('INPOST').getByTestId('day-end-document')).toHaveAttribute(
    'data-document',
    'handOverList',
  );
  await expect(carrier('INPOST').getByTestId('day-end-pickup')).toContainText('Kurier niepotrzebny');
  // A paid order of the shop left without a parcel, named with why.
  const left = dialog.getByTestId('day-end-left');
  await expect(
    left.getByTestId('day-end-left-reason').filter({ hasText: 'brak paczki' }).first(),
  ).toBeVisible();
  await expect(left).not.toContainText(dpd);

  // DPD proposes several pickup times: only that is asked, and the run waits for it. Chosen from the keyboard.
  const run = dialog.getByTestId('day-end-run');
  await expect(run).toBeDisabled();
  const slotLabel = await chooseSecondSlot(page, carrier('DPD'));
  await page.screenshot({ path: join(screenshots, 'day-end-plan-pl.png') });
  await run.focus();
  await page.keyboard.press('Enter');

  for (const id of ['DPD', 'INPOST'])
    await expect(carrier(id).getByTestId('day-end-step')).toHaveAttribute('data-step', 'done', {
      timeout: 60_000,
    });
  await expect(carrier('DPD').getByTestId('day-end-pickup')).toHaveAttribute('data-status', 'booked');
  await expect(carrier('DPD').getByTestId('day-end-pickup')).toContainText(`Kurier zamówiony: ${slotLabel}`);
  await expect(carrier('INPOST').getByTestId('day-end-pickup')).toHaveAttribute('data-status', 'notNeeded');
  await page.screenshot({ path: join(screenshots, 'day-end-done-pl.png') });

  // One document per carrier in the printer's folder: the DPD protocol and our InPost hand-over list.
  await expect.poll(() => printedPdfs(dataDir).length, { timeout: 60_000 }).toBe(2);
  for (const name of printedPdfs(dataDir))
    expect(
      readFileSync(join(dataDir, 'printed', name))
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

  // The courier is booked at the marketplace, once.
  expect(await pickups()).toMatchObject([{ status: 'SUCCESS' }]);
});

test('a courier the marketplace did not hear of is asked for again by the next run, and what printed does not print again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, dataDir, dialog, carrier, pickups } = await dayOfTwoCarriers(page);
  const slotLabel = await chooseSecondSlot(page, carrier('DPD'));
  // The courier's request never reaches the marketplace.
  await control(url, 'setFaults', {
    rules: [{ kind: 'reset', share: 1, method: 'POST', path: 'pickups/create-commands' }],
  });
  const run = dialog.getByTestId('day-end-run');
  await run.click();
  const pickup = carrier('DPD').getByTestId('day-end-pickup');
  await expect(pickup).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(pickup).toContainText('nie dotarło do platformy');
  await expect(carrier('INPOST').getByTestId('day-end-step')).toHaveAttribute('data-step', 'done');
  await expect(carrier('DPD').getByTestId('day-end-step')).toHaveAttribute('data-step', 'pending');
  await expect.poll(() => printedPdfs(dataDir).length, { timeout: 60_000 }).toBe(2);
  expect(await pickups()).toEqual([]);

  // The connection is back: the run goes on with DPD's courier only, in the time chosen.
  await control(url, 'clearFaults');
  await run.click();
  await expect(carrier('DPD').getByTestId('day-end-step')).toHaveAttribute('data-step', 'done', {
    timeout: 60_000,
  });
  await expect(pickup).toContainText(`Kurier zamówiony: ${slotLabel}`);
  await expect(run).toBeDisabled();
  expect(await pickups()).toMatchObject([{ status: 'SUCCESS' }]);
  expect(printedPdfs(dataDir)).toHaveLength(2);
});
