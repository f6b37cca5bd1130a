import { expect, test, type Page } from '@playwright/test';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { packingStationHosts } from '../helpers/label-printer-ui';
import { control } from '../helpers/market-control';
import { noonZone } from '../helpers/noon-zone';
import { scan } from '../helpers/scanner';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots } from '../helpers/web-host';
import { join } from 'node:path';

skipWithoutChromium();

// The station's day: about noon in the zone of the app (the web host inherits it) and of the window, so every
// deadline below, a few hours either side of now, falls on today whatever the hour of the run.
// The worker goes on to other files afterwards: the zone is put back after this one.
const zone = noonZone();
const zoneBefore = process.env.TZ;
test.beforeAll(() => {
  process.env.TZ = zone;
});
test.afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});
test.use({ viewport: { width: 1440, height: 1100 }, timezoneId: zone });

const { hosts, open } = packingStationHosts();
const HOUR = 60 * 60 * 1000;
const UPS = 'c3066682-97a3-42fe-9eb5-3beeccab840c';
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';

/**
 * Paid orders due (dispatch.to) `ms` from now: the demo marketplace gives each order 24 hours to leave, so its
 * clock is set back to buy it, then moved on to where it was.
 */
async function orderDue(url: string, ms: number, methodId: string): Promise<string> {
  const started = Date.now();
  const { ms: marketNow } = await control<{ ms: number }>(url, 'now');
  await control(url, 'setClock', { time: Date.now() - 24 * HOUR + ms });
  const { id } = await control<{ id: string }>(url, 'addOrder', { stage: 'READY_FOR_PROCESSING', methodId });
  await control(url, 'setClock', { time: marketNow + (Date.now() - started) });
  return id;
}

const queueRow = (page: Page, orderId: string) =>
  page.getByTestId('queue-table').getByRole('row').filter({ hasText: orderId });

/** Where each order stands in the queue (its row's number in the grid). */
async function ranks(page: Page, ids: string[]): Promise<number[]> {
  return Promise.all(
    ids.map(async (id) => Number(await queueRow(page, id).getAttribute('aria-rowindex', { timeout: 1000 }))),
  );
}

const hhmm = (at: number) =>
  `${String(new Date(at).getHours()).padStart(2, '0')}:${String(new Date(at).getMinutes()).padStart(2, '0')}`;

test("the queue sorts by what leaves first, marks a late order, follows a carrier's cut-off, and shows its lanes", async ({
  page,
}) => {
  const { url, dataDir } = await syncedShop(hosts, e2eShops.shipping, 'sd-e2e-deadlines-');
  const late = await orderDue(url, -6 * HOUR, UPS);
  const ups = await orderDue(url, 2 * HOUR, UPS);
  const dpd = await orderDue(url, 3 * HOUR, DPD);
  await open(page, dataDir);
  await page.keyboard.press('Alt+2');
  await expect(queueRow(page, dpd)).toBeVisible({ timeout: 90_000 });

  // What leaves first comes first: the order past its deadline, then UPS's in two hours, then DPD's in three.
  const [lateRank, upsRank, dpdRank] = await ranks(page, [late, ups, dpd]);
  expect(lateRank).toBeLessThan(upsRank!);
  expect(upsRank).toBeLessThan(dpdRank!);
  await expect(queueRow(page, late).getByTestId('queue-urgency')).toHaveText('Spóźnione');
  await expect(queueRow(page, ups).getByTestId('queue-urgency')).toHaveText('Pilne');
  await expect(queueRow(page, dpd).getByTestId('queue-urgency')).toHaveCount(0);

  // DPD's courier comes within the hour: its order due today must leave by then, before the UPS one.
  const cutoff = hhmm(Date.now() + HOUR);
  await page.getByTestId('cutoffs-open').click();
  await page.getByLabel('Godzina odbioru: DPD').fill(cutoff);
  await expect(page.getByText('Zapisano').first()).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'deadlines-cutoffs-pl.png') });
  await page.keyboard.press('Escape');
  await expect(queueRow(page, dpd).getByTestId('queue-leaves-by')).toContainText(cutoff);
  await expect
    .poll(async () => {
      const [lateNow, upsNow, dpdNow] = await ranks(page, [late, ups, dpd]);
      return lateNow! < dpdNow! && dpdNow! < upsNow!;
    })
    .toBe(true);
  await expect(queueRow(page, dpd).getByTestId('queue-urgency')).toHaveText('Pilne');
  await expect(queueRow(page, dpd).getByTestId('queue-deadline-note')).toContainText('Termin wysyłki');
  await page.screenshot({ path: join(screenshots, 'deadlines-queue-pl.png') });

  // One scan ships an order whose address is right: its label prints and it is sent, not yet collected.
  const clean = page
    .getByTestId('queue-table')
    .getByRole('row')
    .filter({ has: page.getByTestId('queue-order-id') })
    .filter({ hasNot: page.getByTestId('queue-problem') })
    .first();
  const shipped = (await clean.getByTestId('queue-order-id').innerText()).trim();
  await scan(page, shipped);
  await expect(page.getByTestId('scan-state')).toHaveAttribute('data-state', 'shipped', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  const lanes = page.getByTestId('queue-lanes');
  await expect(lanes).toContainText('Wysłane, nieodebrane (1)');
  await lanes.getByText('Wysłane, nieodebrane').click();
  await expect(queueRow(page, shipped)).toBeVisible();
  await expect(page.getByTestId('queue-table').getByTestId('queue-order-id')).toHaveCount(1);
  await page.screenshot({ path: join(screenshots, 'deadlines-lane-pl.png') });
  await lanes.getByText('Do spakowania').click();
  await expect(queueRow(page, late)).toBeVisible();
  await expect(queueRow(page, shipped)).toHaveCount(0);
});
