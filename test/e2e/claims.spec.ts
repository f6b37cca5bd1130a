import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { openDatabase } from '../../electron/core/db/open';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, reloadApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { type RunningCli } from '../helpers/cli';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { openTab } from '../helpers/tabs';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface HeldOrder {
  id: string;
  buyer: { id: string; login: string };
  status: string;
  fulfillment: string;
  updatedAt: string;
  lineItems: { id: string }[];
}
interface HeldClaim {
  id: string;
  buyer: { id: string };
  status: string;
  lineItem: { id: string; boughtAt: string };
}

/**
 * The demo marketplace in its own process (so a test can stop it) and a synced account, with one recent order
 * returned while the app was closed, so the sync at its start brings an order that qualifies for a commission refund.
 */
async function openSignedIn(
  page: Page,
  before: (url: string, dataDir: string) => Promise<void> = () => Promise.resolve(),
): Promise<{ market: RunningCli; url: string; order: HeldOrder }> {
  const { cli: market, url, dataDir } = await syncedShop(hosts, e2eShops.claims, 'sd-e2e-claims-');
  const orders = await control<HeldOrder[]>(url, 'orders', { sellerId: MAIN_SELLER_ID });
  const order = orders
    .filter(
      (o) => o.status === 'READY_FOR_PROCESSING' && o.fulfillment === 'SENT' && o.lineItems.length === 1,
    )
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0]!;
  await control(url, 'setFulfillmentStatus', { orderId: order.id, status: 'RETURNED' });
  await before(url, dataDir);
  await openApp(page, await hosts.serve(dataDir));
  return { market, url, order };
}

const claimRows = (page: Page) => page.getByTestId('claims-table').getByRole('row');

/** Money (Alt+6) → Commission refunds, with the first sync's claims in it. */
async function openClaims(page: Page): Promise<void> {
  await page.keyboard.press('Alt+6');
  await openTab(page, 'money-tab-claims');
  await expect(page.getByTestId('claims-panel')).toBeVisible();
  await expect(claimRows(page).nth(1)).toBeVisible({ timeout: 60_000 });
}

/** The order's detail in the Orders section, found by its id. */
async function openOrder(page: Page, orderId: string): Promise<void> {
  await page.keyboard.press('Alt+1');
  const orders = page.getByTestId('orders-table').getByRole('row');
  await expect(orders.nth(2)).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('search').fill(orderId.slice(0, 8));
  await expect(orders).toHaveCount(2);
  await orders.nth(1).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
}

test('a returned order is claimed from its detail, the claim is listed and sent, then withdrawn', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, order } = await openSignedIn(page);
  await openClaims(page);
  const before = await claimRows(page).count();
  await page.screenshot({ path: join(screenshots, 'claims-list-pl.png') });
  await language(page, 'EN');
  await expect(page.getByTestId('money-tab-claims')).toHaveText('Commission refunds');
  await page.screenshot({ path: join(screenshots, 'claims-list-en.png') });
  await language(page, 'PL');

  await openOrder(page, order.id);
  const part = page.getByTestId('order-claims');
  await expect(part).toContainText('To zamówienie nie ma wniosków o zwrot prowizji.');
  await part.getByRole('button', { name: /^Wnioskuj o zwrot prowizji za / }).click();
  await part.getByLabel('Liczba sztuk').fill('1');
  await page.screenshot({ path: join(screenshots, 'claims-order-part-pl.png') });
  await part.getByTestId('claim-send').click();
  const claimed = part.getByTestId('order-claim');
  await expect(claimed).toHaveCount(1);
  await expect(claimed.getByTestId('claim-status')).toHaveText('Rozpatrywany');
  // Sent by the outbox: the mark of the waiting change goes once the marketplace confirmed it.
  await expect(claimed.getByTestId('claim-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect(part.getByTestId('claim-refusal')).toHaveText('Ta pozycja ma już wniosek.');
  const held = () => control<HeldClaim[]>(url, 'refundClaims', { sellerId: MAIN_SELLER_ID });
  const made = (await held()).filter((c) => c.lineItem.id === order.lineItems[0]!.id);
  expect(made).toHaveLength(1);
  expect(made[0]!.status).toBe('IN_PROGRESS');
  await language(page, 'EN');
  await expect(claimed.getByTestId('claim-status')).toHaveText('In progress');
  await page.screenshot({ path: join(screenshots, 'claims-order-part-en.png') });
  await language(page, 'PL');

  await openClaims(page);
  await expect(claimRows(page)).toHaveCount(before + 1);
  // Newest first: the new claim leads the list; withdrawn with the keyboard from the selected row.
  const newest = claimRows(page).nth(1);
  await expect(newest.getByTestId('claim-status')).toHaveText('Rozpatrywany');
  await expect(newest.getByRole('button', { name: /^Wycofaj wniosek/ })).toBeVisible();
  await page.getByTestId('claims-table').getByRole('grid').focus();
  await page.keyboard.press('w');
  await expect(newest.getByTestId('claim-status')).toHaveText('Wycofany');
  await expect(newest.getByTestId('claim-pending')).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await held()).find((c) => c.id === made[0]!.id)?.status).toBe('CANCELLED');
  await page.screenshot({ path: join(screenshots, 'claims-withdrawn-pl.png') });
});

test('with the marketplace stopped the claims list reads from the local copy', async ({ page }) => {
  test.setTimeout(180_000);
  const { market, url } = await openSignedIn(page);
  await openClaims(page);
  const held = await control<HeldClaim[]>(url, 'refundClaims', { sellerId: MAIN_SELLER_ID });
  await market.stop();
  await syncNow(page);
  // The first sync may have spent the minute's background budget: the failing request waits for room first.
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });

  await reloadApp(page);
  await openClaims(page);
  await expect(claimRows(page)).toHaveCount(held.length + 1);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'claims-offline-pl.png') });
  await language(page, 'EN');
  await expect(page.getByTestId('money-tab-claims')).toHaveText('Commission refunds');
  await page.screenshot({ path: join(screenshots, 'claims-offline-en.png') });
});

const DAY = 86_400_000;

/** The shop's claims, each with its buyer's login, and which of them were bought before the local copy's days. */
async function claimsWithBuyers(url: string) {
  const held = await control<HeldClaim[]>(url, 'refundClaims', { sellerId: MAIN_SELLER_ID });
  const orders = await control<HeldOrder[]>(url, 'orders', { sellerId: MAIN_SELLER_ID });
  const { ms: now } = await control<{ ms: number }>(url, 'now', {});
  return held.map((claim) => ({
    claim,
    login: orders.find((o) => o.buyer.id === claim.buyer.id)!.buyer.login,
    buyersOrders: orders.filter((o) => o.buyer.id === claim.buyer.id).map((o) => o.id),
    // The local copy of orders was first loaded for 60 days: an older purchase's order is not in it.
    older: Date.parse(claim.lineItem.boughtAt) < now - 61 * DAY,
  }));
}

test('the claims list names each buyer by login, also one whose order is older than the local copy', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url } = await openSignedIn(page);
  const claims = await claimsWithBuyers(url);
  expect(claims.some((c) => c.older)).toBe(true);
  await openClaims(page);
  // Claims kept before their buyers were looked for are looked for at the money's next turn: Sync now runs it.
  await syncNow(page);
  for (const { claim, login } of claims) {
    await expect(claimRows(page).filter({ hasText: login })).toHaveCount(1, { timeout: 60_000 });
    await expect(claimRows(page).filter({ hasText: claim.buyer.id })).toHaveCount(0);
  }
  await page.screenshot({ path: join(screenshots, 'claims-buyers-pl.png') });
});

test('a buyer the marketplace no longer lists an order of is shown by number, in words', async ({ page }) => {
  test.setTimeout(180_000);
  let old: Awaited<ReturnType<typeof claimsWithBuyers>>[number] | undefined;
  const { url } = await openSignedIn(page, async (url, dataDir) => {
    old = (await claimsWithBuyers(url)).find((c) => c.older);
    expect(old).toBeDefined();
    await control(url, 'unlistOrders', { orderIds: old!.buyersOrders });
    // The prepared copy found this buyer while the orders were listed: its claims are as a copy kept before buyers
    // were looked for, so the app looks for this one now, when the marketplace no longer lists the orders.
    const db = openDatabase(join(dataDir, 'seller-desk.db'));
    try {
      db.prepare(
        `UPDATE refund_claims SET buyer_login = NULL, buyer_sought_at = NULL
         WHERE buyer_id = ?`,
      ).run(old!.claim.buyer.id);
    } finally {
      db.close();
    }
  });
  await openClaims(page);
  await syncNow(page);
  // The orders of the purchase's days were read, and named no such buyer.
  await expect
    .poll(
      async () =>
        (await control<{ query: string }[]>(url, 'requestLog', { path: '^/order/checkout-forms$' })).some(
          (r) => r.query.includes('lineItems.boughtAt.lte'),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  const id = old!.claim.buyer.id;
  await expect(claimRows(page).filter({ hasText: `Kupujący nr ${id}` })).toHaveCount(1, { timeout: 60_000 });
  await expect(claimRows(page).filter({ hasText: old!.login })).toHaveCount(0);
  await language(page, 'EN');
  await expect(claimRows(page).filter({ hasText: `Buyer no. ${id}` })).toHaveCount(1);
  await page.screenshot({ path: join(screenshots, 'claims-buyer-number-en.png') });
});
