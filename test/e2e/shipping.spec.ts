import { expect, test, type Page } from '@playwright/test';
import { packingStationHosts } from '../helpers/label-printer-ui';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { searchList } from '../helpers/list-search';
import { type RunningCli } from '../helpers/cli';
import { apiClient, signIn } from '../helpers/demo-market';
import { hostStatusAnswer, type PrinterListener } from '../helpers/printer-listener';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';
import { control } from '../helpers/market-control';
import { gridRowTotal } from '../helpers/grid';
import { scan } from '../helpers/scanner';

skipWithoutChromium();

const { hosts, open } = packingStationHosts();
// The queue's rows are 64 px high: a taller window shows a dozen of them without scrolling.
test.use({ viewport: { width: 1440, height: 1100 } });

interface Station {
  page: Page;
  market: RunningCli;
  /** The demo marketplace's address (its control interface too). */
  url: string;
  printer: PrinterListener;
  buyerWithTwoOrders: string;
  /** The orders paid for while the app was closed, oldest first. */
  paid: string[];
  /** A paid order another station of the account took (PROCESSING) while this one was closed. */
  takenElsewhere: string | null;
}

/**
 * A packing station: a demo shop in its own process, an account signed in to it and synced the day before, a
 * network label printer (a TCP 9100 listener) added in the Printers section and chosen, auto-printing, for labels;
 * then the Shipping section with the orders paid overnight in its queue. Everything after opening the app is done
 * from the keyboard and the UI.
 */
async function openStation(
  page: Page,
  options: { paidOrders?: number; instantParcels?: boolean; takenElsewhere?: boolean } = {},
): Promise<Station> {
  const { cli: market, url, dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-shipping-');
  // Buyers have paid for these since the last sync: the sync at the app's start brings them. One bought twice.
  const addOrder = (args: object) =>
    control<{ id: string; buyer: { login: string } }>(url, 'addOrder', {
      stage: 'READY_FOR_PROCESSING',
      ...args,
    });
  const paid: string[] = [];
  for (let i = 0; i < (options.paidOrders ?? 14); i++) paid.push((await addOrder({})).id);
  const first = await addOrder({});
  // A marketplace that makes each parcel at once, for the runs over many orders (the default takes 2 s).
  if (options.instantParcels) await control(url, 'setParcelCommandSeconds', { seconds: 0 });
  await addOrder({ sameBuyerAs: first.id });
  let takenElsewhere: string | null = null;
  if (options.takenElsewhere) {
    takenElsewhere = (await addOrder({})).id;
    const other = apiClient(url, (await signIn(url)).access_token);
    const put = await other.put(`/order/checkout-forms/${takenElsewhere}/fulfillment`, {
      status: 'PROCESSING',
    });
    expect(put.status).toBe(204);
  }
  const printer = await open(page, dataDir);

  // Every order paid since the last sync is in the queue (its rows, as the list counts them for a screen reader).
  await page.keyboard.press('Alt+2');
  await expect
    .poll(() => gridRowTotal(page.getByTestId('queue-table')), { timeout: 90_000 })
    .toBeGreaterThanOrEqual(paid.length + 2);
  await expect(queueRows(page).nth(15)).toBeVisible();
  return { page, market, url, printer, buyerWithTwoOrders: first.buyer.login, paid, takenElsewhere };
}

const queueRows = (page: Page) =>
  page
    .getByTestId('queue-table')
    .getByRole('row')
    .filter({ has: page.getByTestId('queue-order-id') });

/** Order ids of the queue's rendered rows the address check found nothing wrong with. */
async function cleanOrderIds(page: Page, count: number): Promise<string[]> {
  const rows = queueRows(page);
  const ids: string[] = [];
  for (let i = 0; i < (await rows.count()) && ids.length < count; i++) {
    const row = rows.nth(i);
    if ((await row.getByTestId('queue-problem').count()) > 0) continue;
    if ((await row.getByTestId('queue-state').count()) > 0) continue;
    ids.push((await row.getByTestId('queue-order-id').innerText()).trim());
  }
  expect(ids.length).toBe(count);
  return ids;
}

const scanState = (page: Page) => page.getByTestId('scan-state');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshots, `shipping-${name}.png`) });
}

test('one scan of an order id prints its label with no click; a second scan warns and prints nothing', async ({
  page,
}) => {
  const { printer, takenElsewhere } = await openStation(page, { takenElsewhere: true });
  const [orderId] = await cleanOrderIds(page, 1);

  await scan(page, orderId!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'shipped', { timeout: 30_000 });
  const [label] = await printer.waitForJobs(1);
  expect(label!.bytes.toString('latin1')).toContain('^XA');
  // The label speaks Polish, weights too: a decimal comma.
  expect(label!.bytes.toString('latin1')).toMatch(/Waga: \d+,\d{2} kg/);
  const waybill = (await scanState(page).getByTestId('scan-state-headline').innerText()).trim();
  expect(waybill.length).toBeGreaterThan(4);
  await shot(page, 'scan-shipped-pl');

  // The order being packed shows its parcel as sent, with the waybill.
  const packing = page.getByTestId('packing-view');
  await expect(packing.getByTestId('shipment-waybill')).toContainText(waybill);
  await expect(packing.getByTestId('shipment-row')).toHaveAttribute('data-state', 'done', {
    timeout: 30_000,
  });
  // The carrier by the name the marketplace gives it, not its id.
  await expect(packing.getByTestId('shipment-meta')).toHaveText(
    /^(Allegro One Kurier|DHL|DPD|FedEx|GLS|InPost|ORLEN Paczka|Poczta Polska|UPS|Inny przewoźnik) · ZPL · /,
  );

  // The order carries the waybill and the status SENT.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Alt+1');
  const orders = page.getByTestId('orders-table');
  await searchList(page, orders, orderId!);
  await expect(orders.getByRole('row')).toHaveCount(2);
  const row = orders.getByRole('row').nth(1);
  await expect(row).toContainText('Wysłane', { timeout: 30_000 });
  await row.click();
  await expect(page.getByTestId('order-detail')).toContainText(waybill);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await scan(page, orderId!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'alreadyShipped', { timeout: 30_000 });
  await expect(scanState(page)).toContainText(waybill);
  await shot(page, 'scan-already-shipped-pl');
  expect(printer.jobs).toHaveLength(1);

  // An order another station took is marked in the queue, and its scan asks instead of packing it.
  await page.keyboard.press('Escape');
  await page
    .getByTestId('filter-taken')
    .getByText(/Na innym stanowisku/)
    .click();
  const taken = queueRows(page).filter({ hasText: takenElsewhere! });
  await expect(taken.getByTestId('queue-taken-elsewhere')).toBeVisible();
  await scan(page, takenElsewhere!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'takenElsewhere', { timeout: 30_000 });
  await shot(page, 'scan-taken-elsewhere-pl');
  expect(printer.jobs).toHaveLength(1);
});

test('a label printer out of paper stops the scan before any parcel exists; with paper in, the same scan ships', async ({
  page,
}) => {
  const { printer, url } = await openStation(page);
  const [orderId] = await cleanOrderIds(page, 1);
  printer.setHostStatus(hostStatusAnswer({ paperOut: true }));
  const since = Date.now();
  await scan(page, orderId!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'printerNotReady', { timeout: 30_000 });
  await expect(scanState(page).getByTestId('scan-state-headline')).toHaveText('Drukarka: Etykieciarka');
  await expect(scanState(page).getByTestId('scan-printer-problem')).toHaveText('Brak papieru. Włóż papier.');
  // Paper out is for the seller to fix: going on without the printer is offered only when it does not answer.
  await expect(scanState(page).getByTestId('scan-create-anyway')).toHaveCount(0);
  await shot(page, 'scan-printer-paper-out-pl');
  const creates = await control<{ method: string }[]>(url, 'requestLog', { since, path: 'create-commands' });
  expect(creates.filter((entry) => entry.method !== 'GET')).toEqual([]);
  expect(await control<unknown[]>(url, 'parcelsOfOrder', { orderId })).toEqual([]);
  await expect(page.getByTestId('packing-view').getByTestId('shipment-row')).toHaveCount(0);
  expect(printer.jobs).toHaveLength(0);

  printer.setHostStatus(hostStatusAnswer({}));
  await page.keyboard.press('Escape');
  await scan(page, orderId!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'shipped', { timeout: 30_000 });
  const [label] = await printer.waitForJobs(1);
  expect(label!.bytes.toString('latin1')).toContain('^XA');
  expect(await control<unknown[]>(url, 'parcelsOfOrder', { orderId })).toHaveLength(1);
});

test('a label printer that does not answer stops the scan, saying so; "Utwórz mimo to" creates the parcel', async ({
  page,
}) => {
  const { printer, url } = await openStation(page);
  const [orderId] = await cleanOrderIds(page, 1);
  printer.setHostStatus(null);
  await scan(page, orderId!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'printerNotReady', { timeout: 30_000 });
  await expect(scanState(page).getByTestId('scan-printer-problem')).toContainText('Drukarka nie odpowiada');
  await shot(page, 'scan-printer-no-answer-pl');
  expect(await control<unknown[]>(url, 'parcelsOfOrder', { orderId })).toEqual([]);

  await scanState(page).getByRole('button', { name: 'Utwórz mimo to' }).click();
  await expect(scanState(page)).toHaveAttribute('data-state', 'shipped', { timeout: 30_000 });
  const [label] = await printer.waitForJobs(1);
  expect(label!.bytes.toString('latin1')).toContain('^XA');
  expect(await control<unknown[]>(url, 'parcelsOfOrder', { orderId })).toHaveLength(1);
});

test(
  'ten ticked orders get their parcels and labels in one go, each with its result',
  { tag: '@long' },
  async ({ page }) => {
    // Each parcel waits for the demo marketplace to process its create command, as the real one makes it wait.
    test.setTimeout(300_000);
    const { printer } = await openStation(page);
    const ids = await cleanOrderIds(page, 10);
    for (const id of ids) await page.getByRole('checkbox', { name: new RegExp(id) }).check();
    await expect(page.getByTestId('ship-selected')).toContainText('(10)');
    await page.getByTestId('ship-selected').click();

    const batch = page.getByTestId('batch');
    await expect(batch.getByTestId('batch-progress')).toContainText('10 z 10', { timeout: 200_000 });
    await expect(batch.locator('[data-outcome="shipped"]')).toHaveCount(10);
    await page.screenshot({ path: join(screenshots, 'shipping-batch-pl.png') });
    const jobs = await printer.waitForJobs(10, 60_000);
    expect(jobs.every((job) => job.bytes.toString('latin1').includes('^XA'))).toBe(true);
    await batch.getByRole('button', { name: 'Zamknij' }).click();
    // A row leaves the queue when its waybill and SENT are on the order. Ten parcels are about 140 requests, more
    // than the account's 120 a minute: the last ones wait for the oldest requests to leave the budget's minute.
    for (const id of ids) {
      await expect(page.getByRole('checkbox', { name: new RegExp(id) })).toHaveCount(0, { timeout: 75_000 });
    }
  },
);

test('screens of the packing station in Polish and English: the queue, an order being packed, each scan state', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const { market, buyerWithTwoOrders } = await openStation(page);
  const ids = await cleanOrderIds(page, 3);
  const state = async (expected: string, name: string) => {
    await expect(scanState(page)).toHaveAttribute('data-state', expected, { timeout: 60_000 });
    await shot(page, name);
  };

  for (const [index, language] of (['pl', 'en'] as const).entries()) {
    if (language === 'en') await page.getByTestId('language-toggle').getByText('EN').click();
    await expect(page.getByTestId('queue-filters')).toBeVisible();
    await shot(page, `queue-${language}`);

    // An order being packed, then the address check at its field as the seller edits the street.
    await queueRows(page).filter({ hasText: ids[2]! }).click();
    await expect(page.getByTestId('parcel-draft')).toBeVisible();
    await shot(page, `packing-${language}`);
    await page.getByTestId('draft-street').fill('Long Street');
    await expect(page.getByTestId('draft-problems')).toBeVisible();
    await page.getByTestId('ship-order').click();
    await state('needsAttention', `scan-needs-attention-${language}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');

    await scan(page, `NO-SUCH-CODE-${language}`);
    await state('notFound', `scan-not-found-${language}`);
    await scan(page, buyerWithTwoOrders);
    await state('ambiguous', `scan-ambiguous-${language}`);
    await scan(page, ids[index]!);
    await state('shipped', `scan-shipped-${language}`);
    await scan(page, ids[index]!);
    await state('alreadyShipped', `scan-already-shipped-${language}`);
    await page.keyboard.press('Escape');
  }

  // With the marketplace stopped, a scan leaves the order waiting for the connection.
  await market.stop();
  await scan(page, ids[2]!);
  await state('waiting', 'scan-waiting-en');
  await page.getByTestId('language-toggle').getByText('PL').click();
  await expect(scanState(page)).toContainText('Czeka na połączenie');
  await shot(page, 'scan-waiting-pl');
});

test('with item checks on, each product is scanned before the label prints and a wrong one is refused', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { printer } = await openStation(page);
  const [orderId] = await cleanOrderIds(page, 1);
  await page.keyboard.press('Alt+9');
  await page.getByTestId('packing-checkItems').click();
  await expect(page.getByTestId('packing-checkItems')).toBeChecked();
  await page.keyboard.press('Alt+2');

  await scan(page, orderId!);
  await expect(scanState(page)).toHaveAttribute('data-state', 'checking', { timeout: 30_000 });
  const items = page.getByTestId('packing-item');
  await expect(items.first()).toBeVisible();
  const lines: { code: string; quantity: number }[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    lines.push({
      code: (await item.getAttribute('data-code'))!,
      quantity: Number(await item.getAttribute('data-quantity')),
    });
  }
  await shot(page, 'scan-checking-pl');

  await scan(page, 'WRONG-PRODUCT-1');
  await expect(scanState(page)).toHaveAttribute('data-state', 'wrongItem', { timeout: 30_000 });
  await shot(page, 'scan-wrong-item-pl');
  expect(printer.jobs).toHaveLength(0);

  const scans = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.code));
  for (const [index, code] of scans.entries()) {
    await scan(page, code);
    const last = index === scans.length - 1;
    await expect(scanState(page)).toHaveAttribute(
      'data-state',
      last ? /checked|working|shipped/ : 'itemScanned',
      {
        timeout: 30_000,
      },
    );
    if (!last) expect(printer.jobs).toHaveLength(0);
  }
  await expect(scanState(page)).toHaveAttribute('data-state', 'shipped', { timeout: 60_000 });
  await printer.waitForJobs(1);
});

test(
  'fifty orders in a row with the scanner only: each scan ends in a label or says what needs attention',
  { tag: '@long' },
  async ({ page }) => {
    // About ten seconds a scan on a busy test machine: leave it room.
    test.setTimeout(1_200_000);
    const { printer, paid } = await openStation(page, { paidOrders: 50, instantParcels: true });
    const outcomes: string[] = [];
    for (const orderId of paid) {
      await scan(page, orderId);
      const state = page.locator(`[data-testid="scan-state"][data-order-id="${orderId}"]`);
      await expect(state).toHaveAttribute('data-state', /^(shipped|needsAttention)$/, { timeout: 60_000 });
      outcomes.push((await state.getAttribute('data-state'))!);
    }
    const shipped = outcomes.filter((outcome) => outcome === 'shipped').length;
    // The demo shop gives a few buyers an address the check refuses; every other order got its label.
    expect(shipped).toBeGreaterThanOrEqual(40);
    const labels = await printer.waitForJobs(shipped, 120_000);
    expect(labels.every((job) => job.bytes.toString('latin1').includes('^XA'))).toBe(true);
    expect(printer.jobs).toHaveLength(shipped);
  },
);
