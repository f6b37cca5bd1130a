import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { apiClient, signIn } from '../helpers/demo-market';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop, type SyncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { openTab } from '../helpers/tabs';
import { PAYMENT_FIRST_REACH_MS } from '../../electron/core/domains/payments/payment-operations-sync';
import { gridRow, gridRowTotal } from '../helpers/grid';
import { control } from '../helpers/market-control';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface Operation {
  type: string;
  group: string;
  wallet: { type: string; paymentOperator: string; balance: { amount: string; currency: string } };
  value: { amount: string };
  occurredAt: string;
  payment?: { id: string };
}

/** "1 234,56 zł" or "PLN 1,234.56" as grosze. */
const centsIn = (text: string): number => {
  const match = /(-?\d[\d\s\u00a0.,]*[.,]\d{2})/.exec(text.replace(/[−–]/g, '-'));
  if (!match) throw new Error(`no amount in "${text}"`);
  const digits = match[1]!.replace(/[\s\u00a0.,]/g, '');
  return Number(digits);
};

const walletTypes = ['AVAILABLE', 'WAITING'] as const;

/** One page of a wallet type's operations from the marketplace, newest first (a request names one wallet type). */
async function walletPage(
  url: string,
  wallet: (typeof walletTypes)[number],
  query: string,
): Promise<{ paymentOperations: Operation[]; totalCount: number }> {
  const api = apiClient(url, (await signIn(url)).access_token);
  return api.json(`/payments/payment-operations?wallet.type=${wallet}&${query}`);
}

/** What the marketplace says each wallet type holds: the balances after the newest operation of each wallet, added up. */
async function serverTotals(url: string): Promise<Record<'AVAILABLE' | 'WAITING', number>> {
  const totals = { AVAILABLE: 0, WAITING: 0 };
  for (const wallet of walletTypes) {
    const page = await walletPage(url, wallet, 'limit=100');
    const seen = new Set<string>();
    for (const op of page.paymentOperations) {
      if (seen.has(op.wallet.paymentOperator)) continue;
      seen.add(op.wallet.paymentOperator);
      totals[wallet] += Math.round(Number(op.wallet.balance.amount) * 100);
    }
  }
  return totals;
}

/**
 * How many payment operations the marketplace holds in both wallet types from a little after where a first sync
 * starts reading, 90 days back: the sync started earlier, so it holds at least these.
 */
async function recentOperationCount(url: string): Promise<number> {
  const since = new Date(Date.now() - PAYMENT_FIRST_REACH_MS + 10 * 60_000).toISOString();
  let count = 0;
  for (const wallet of walletTypes)
    count += (await walletPage(url, wallet, `occurredAt.gte=${since}&limit=1`)).totalCount;
  return count;
}

const table = (page: Page) => page.getByTestId('payments-table');
const total = (page: Page, wallet: 'available' | 'waiting') =>
  page.getByTestId(`balance-${wallet}-PLN`).getByTestId('wallet-total');

/** The app open on a copy of the synced shop, its orders shown. */
async function openShop(page: Page, prefix: string): Promise<SyncedShop> {
  const market = await syncedShop(hosts, e2eShops.payments, prefix);
  await openApp(page, await hosts.serve(market.dataDir));
  await expect(page.getByTestId('orders-table').getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  return market;
}

test('the wallets’ balances and the payment operations show from the local copy, an order shows its payment, and both read offline', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const market = await openShop(page, 'sd-e2e-payments-');

  // Money → Payments: the balances of each wallet type, as the marketplace has them.
  await page.keyboard.press('Alt+6');
  await openTab(page, 'money-tab-payments');
  await expect(page.getByTestId('wallet-balances')).toBeVisible({ timeout: 90_000 });
  const expected = await serverTotals(market.url);
  expect(expected.WAITING).toBeGreaterThan(0);
  expect(centsIn(await total(page, 'available').innerText())).toBe(expected.AVAILABLE);
  expect(centsIn(await total(page, 'waiting').innerText())).toBe(expected.WAITING);
  const rows = table(page).getByRole('row');
  await expect(rows.nth(5)).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'payments-pl.png') });

  // The filters: payouts and charges only.
  await page.getByTestId('payments-group').getByText('Wypłaty i obciążenia').click();
  await expect(rows.nth(1)).toContainText('Wypłata');
  await expect(rows.nth(1)).toContainText('Dostępne');
  await page.getByTestId('payments-group').getByText('Wszystkie').click();
  // Every recent operation, once the sync has read them all (a first sync may still be reading them).
  const rowCount = () => gridRowTotal(table(page));
  const recent = await recentOperationCount(market.url);
  expect(recent).toBeGreaterThan(10);
  await expect.poll(rowCount, { timeout: 60_000 }).toBeGreaterThanOrEqual(recent);
  const count = await rowCount();

  await language(page, 'EN');
  await expect(page.getByTestId('balance-available-PLN')).toContainText('Available');
  await page.screenshot({ path: join(screenshots, 'payments-en.png') });

  // An income opens its order; the order's detail shows its payment's operations.
  await page.getByTestId('payments-group').getByText('Income').click();
  const link = table(page)
    .getByRole('button', { name: /^Open order / })
    .first();
  await expect(link).toBeVisible();
  const orderId = (await link.getAttribute('aria-label'))!.replace('Open order ', '');
  await link.click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await expect(page.getByRole('complementary')).toContainText(orderId);
  const part = detail.getByTestId('order-payment');
  await expect(part.getByTestId('order-payment-operation').first()).toContainText('Buyer’s payment');
  await part.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'payments-order-en.png') });
  await language(page, 'PL');
  await expect(part.getByTestId('order-payment-operation').first()).toContainText('Wpłata kupującego');
  await page.screenshot({ path: join(screenshots, 'payments-order-pl.png') });
  const operations = await part.getByTestId('order-payment-operation').count();

  // With the marketplace stopped both read from the local copy.
  await market.cli.stop();
  await syncNow(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 90_000 });
  await expect(part.getByTestId('order-payment-operation')).toHaveCount(operations);
  await page.keyboard.press('Alt+6');
  await expect(page.getByTestId('payments-panel')).toBeVisible();
  expect(centsIn(await total(page, 'available').innerText())).toBe(expected.AVAILABLE);
  expect(centsIn(await total(page, 'waiting').innerText())).toBe(expected.WAITING);
  // The list keeps its filter (incomes) across sections; all of it reads offline too.
  await page.getByTestId('payments-group').getByText('Wszystkie').click();
  await expect.poll(rowCount).toBe(count);
  await page.screenshot({ path: join(screenshots, 'payments-offline.png') });
});

test('an operation whose buyer the marketplace does not name shows the buyer of its order, or a dash that says why', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const market = await openShop(page, 'sd-e2e-payments-buyer-');

  // Blockades name the payment and no buyer: one of an order the local copy holds, one of a payment it has no order of.
  const api = apiClient(market.url, (await signIn(market.url)).access_token);
  const forms = await api.json<{ checkoutForms: { payment: { id: string }; buyer: { login: string } }[] }>(
    '/order/checkout-forms?status=READY_FOR_PROCESSING&limit=1',
  );
  const known = forms.checkoutForms[0]!;
  await control(market.url, 'blockPayment', { paymentId: known.payment.id, amount: '12.34' });
  await control(market.url, 'blockPayment', { paymentId: randomUUID(), amount: '5.67' });

  await page.keyboard.press('Alt+6');
  await openTab(page, 'money-tab-payments');
  await syncNow(page);
  await page.getByTestId('payments-group').getByText('Blokady').click();
  const rows = table(page).getByRole('row');
  const ofOrder = rows.filter({ hasText: /-(PLN\s)?12[.,]34/ });
  const ofNoOrder = rows.filter({ hasText: /-(PLN\s)?5[.,]67/ });
  await expect(ofOrder).toContainText(known.buyer.login, { timeout: 60_000 });
  await expect(ofOrder).toContainText('Blokada środków');
  const unknown = ofNoOrder.getByTestId('payment-buyer-unknown');
  await expect(unknown).toHaveText('—');
  await expect(unknown).toHaveAttribute('title', /^Kupujący nieznany: Allegro go nie podało/);
  await page.screenshot({ path: join(screenshots, 'payments-unknown-buyer-pl.png') });

  // A payout has no buyer at all, and says so.
  await page.getByTestId('payments-group').getByText('Wypłaty i obciążenia').click();
  await expect(gridRow(table(page), 0)).toContainText('Wypłata');
  const payout = gridRow(table(page), 0).getByTestId('payment-buyer-unknown');
  await expect(payout).toHaveAttribute('title', 'Operacja bez kupującego.');

  await language(page, 'EN');
  await expect(payout).toHaveAttribute('title', 'An operation without a buyer.');
  await page.getByTestId('payments-group').getByText('Blockades').click();
  await expect(unknown).toHaveAttribute('title', /^Buyer not known: the marketplace did not name them/);
  await expect(ofNoOrder).toContainText('Funds blocked');
  await page.screenshot({ path: join(screenshots, 'payments-unknown-buyer-en.png') });
});
