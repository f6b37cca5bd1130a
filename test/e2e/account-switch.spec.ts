import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { e2eShops } from '../helpers/e2e-shops';
import { gridRow } from '../helpers/grid';
import { openTab } from '../helpers/tabs';
import { openWithTwoAccounts, switchTo } from '../helpers/two-accounts';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The open record beside a list. */
const detail = (page: Page) => page.getByRole('complementary');
const search = (page: Page) => page.getByTestId('search');

/** Goes to a section by its key and waits for its list's first row. */
async function section(page: Page, key: string, table: string): Promise<void> {
  await page.keyboard.press(key);
  await expect(gridRow(page.getByTestId(table), 0)).toBeVisible({ timeout: 90_000 });
}

test('each account keeps its own ticks, search text and open record on every screen', async ({ page }) => {
  test.setTimeout(300_000);
  await openWithTwoAccounts(page, hosts, e2eShops.screens, 'sd-e2e-switch-');
  await switchTo(page, 'Custom');

  // Orders: an order open and a search typed.
  await section(page, 'Alt+1', 'orders-table');
  await gridRow(page.getByTestId('orders-table'), 0).click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  const order = await detail(page).getAttribute('aria-label');
  await search(page).fill('a');

  // Shipping: an order ticked and another being packed.
  await section(page, 'Alt+2', 'queue-table');
  const queue = page.getByTestId('queue-table');
  await queue.getByTestId('queue-tick').first().check();
  await expect(page.getByTestId('ship-selected')).toContainText('(1)');
  await gridRow(queue, 1).click();
  await expect(detail(page)).toBeVisible();
  const packed = await detail(page).getAttribute('aria-label');

  // Offers: an offer ticked, a search typed.
  await section(page, 'Alt+3', 'offers-table');
  await page.getByTestId('offers-table').getByTestId('offer-tick').first().check();
  await expect(page.getByTestId('offers-batch')).toContainText('(1)');
  await search(page).fill('e');

  // Ratings and messages: a record open.
  await section(page, 'Alt+4', 'ratings-table');
  await gridRow(page.getByTestId('ratings-table'), 0).click();
  await expect(detail(page)).toBeVisible();
  const rating = await detail(page).getAttribute('aria-label');
  await page.keyboard.press('Alt+7');
  const buyers: Record<string, string | null> = {};
  for (const tab of ['disputes', 'returns']) {
    await openTab(page, `buyers-tab-${tab}`);
    await expect(gridRow(page.getByTestId(`${tab}-table`), 0)).toBeVisible({ timeout: 90_000 });
    await gridRow(page.getByTestId(`${tab}-table`), 0).click();
    await expect(detail(page)).toBeVisible();
    buyers[tab] = await detail(page).getAttribute('aria-label');
  }
  await openTab(page, 'buyers-tab-messages');
  await expect(gridRow(page.getByTestId('threads-table'), 0)).toBeVisible({ timeout: 90_000 });
  await gridRow(page.getByTestId('threads-table'), 0).click();
  await expect(page.getByTestId('thread-view')).toBeVisible();

  await switchTo(page, 'Demo');
  await expect(page.getByTestId('thread-view')).toHaveCount(0);
  await expect(detail(page)).toHaveCount(0);
  for (const tab of Object.keys(buyers)) {
    await openTab(page, `buyers-tab-${tab}`);
    await expect(page.getByTestId(`${tab}-table`)).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
  }
  await openTab(page, 'buyers-tab-messages');
  const lists = {
    'Alt+4': 'ratings-table',
    'Alt+3': 'offers-table',
    'Alt+2': 'queue-table',
    'Alt+1': 'orders-table',
  };
  for (const [key, table] of Object.entries(lists)) {
    await page.keyboard.press(key);
    await expect(page.getByTestId(table)).toBeVisible();
    await expect(detail(page)).toHaveCount(0);
    await expect(search(page)).toHaveValue('');
  }
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('ship-selected')).toBeDisabled();
  await expect(page.getByTestId('ship-selected')).toContainText('(0)');
  await page.keyboard.press('Alt+3');
  await expect(page.getByTestId('offers-batch')).toBeDisabled();
  await page.screenshot({ path: join(screenshots, 'account-switch-demo-offers.png') });

  // Back on the Custom account, each screen is as the seller left it there.
  await switchTo(page, 'Custom');
  await expect(search(page)).toHaveValue('e');
  await expect(page.getByTestId('offers-batch')).toContainText('(1)');
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('ship-selected')).toContainText('(1)');
  await expect(detail(page)).toHaveAttribute('aria-label', packed!);
  await page.keyboard.press('Alt+1');
  await expect(search(page)).toHaveValue('a');
  await expect(detail(page)).toHaveAttribute('aria-label', order!);
  await page.keyboard.press('Alt+4');
  await expect(detail(page)).toHaveAttribute('aria-label', rating!);
  await page.keyboard.press('Alt+7');
  await expect(page.getByTestId('thread-view')).toBeVisible();
  for (const [tab, label] of Object.entries(buyers)) {
    await openTab(page, `buyers-tab-${tab}`);
    await expect(detail(page)).toHaveAttribute('aria-label', label!);
  }
});

/** Picks `option` in the select with this test id. */
async function choose(page: Page, testId: string, option: RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

/** The option of a segmented control, by its words. */
const segment = (page: Page, testId: string, name: string) =>
  page.getByTestId(testId).getByRole('radio', { name, exact: true });

test('each account keeps its own filters and open records on the tabs of Money and Shop', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await openWithTwoAccounts(page, hosts, e2eShops.screens, 'sd-e2e-switch-tabs-');
  await switchTo(page, 'Custom');
  const promotionDetail = page.getByTestId('promotion-detail');
  const conditionDetail = page.getByTestId('condition-detail');
  const conditions = page.getByTestId('condition-row');
  const offerFilter = page.getByTestId('billing-offer-filter');

  // Shop: a quantity discount open, a complaints policy open (the tab left shown).
  await page.keyboard.press('Alt+5');
  await openTab(page, 'shop-tab-promotions');
  await choose(page, 'promotion-type', /^Rabaty ilościowe/);
  const promotions = page.getByTestId('promotion-row');
  await expect(promotions.first()).toBeVisible({ timeout: 60_000 });
  await promotions.first().getByRole('button').first().click();
  await expect(promotionDetail).toBeVisible();
  const promotion = await promotionDetail.innerText();
  await openTab(page, 'shop-tab-after-sales');
  await page.getByTestId('after-sales-kinds').getByText('Reklamacje').click();
  await expect(conditions.nth(1)).toBeVisible({ timeout: 60_000 });
  await conditions.first().click();
  await expect(conditionDetail).toBeVisible();
  const condition = await conditionDetail.innerText();

  // Money: the payouts among the payments, the granted commission refunds, the fees of one offer (the tab left shown).
  await page.keyboard.press('Alt+6');
  await openTab(page, 'money-tab-payments');
  await page.getByTestId('payments-group').getByText('Wypłaty i obciążenia').click();
  await expect(segment(page, 'payments-group', 'Wypłaty i obciążenia')).toBeChecked();
  await openTab(page, 'money-tab-claims');
  await choose(page, 'claims-status', /^Przyznany$/);
  await expect(page.getByTestId('claims-status')).toHaveValue('Przyznany');
  await openTab(page, 'money-tab-billing');
  await offerFilter.fill('17000000017');

  // The Demo account's tabs start as on a first visit: switched on the open tab, and on the others.
  await switchTo(page, 'Demo');
  await expect(offerFilter).toHaveValue('');
  await openTab(page, 'money-tab-payments');
  await expect(segment(page, 'payments-group', 'Wszystkie')).toBeChecked();
  await openTab(page, 'money-tab-claims');
  await expect(page.getByTestId('claims-status')).toHaveValue('Wszystkie');
  await page.keyboard.press('Alt+5');
  await expect(segment(page, 'after-sales-kinds', 'Zwroty')).toBeChecked();
  await expect(conditionDetail).toHaveCount(0);
  await openTab(page, 'shop-tab-promotions');
  await expect(page.getByTestId('promotion-type')).toHaveValue(/^Cenniki hurtowe/);
  await expect(promotionDetail).toHaveCount(0);
  await page.screenshot({ path: join(screenshots, 'account-switch-demo-shop.png') });
  // Delivery and variants keep nothing of their own: they read the account now active.
  await openTab(page, 'shop-tab-delivery');
  await expect(page.getByTestId('delivery-methods').getByRole('row').nth(1)).toBeVisible();
  await openTab(page, 'shop-tab-variants');
  await expect(page.getByTestId('seller-tags')).toBeVisible();
  // Another complaints policy open here; the tab stays shown for the switch back.
  await openTab(page, 'shop-tab-after-sales');
  await page.getByTestId('after-sales-kinds').getByText('Reklamacje').click();
  await expect(conditions.nth(1)).toBeVisible({ timeout: 60_000 });
  await conditions.nth(1).click();
  await expect(conditionDetail).not.toHaveText(condition, { useInnerText: true });

  // Back on the Custom account, each tab is as the seller left it there.
  await switchTo(page, 'Custom');
  await expect(segment(page, 'after-sales-kinds', 'Reklamacje')).toBeChecked();
  await expect(conditionDetail).toHaveText(condition, { useInnerText: true });
  await openTab(page, 'shop-tab-promotions');
  await expect(page.getByTestId('promotion-type')).toHaveValue(/^Rabaty ilościowe/);
  await expect(promotionDetail).toHaveText(promotion, { useInnerText: true });
  await page.keyboard.press('Alt+6');
  await expect(page.getByTestId('claims-status')).toHaveValue('Przyznany');
  await openTab(page, 'money-tab-payments');
  await expect(segment(page, 'payments-group', 'Wypłaty i obciążenia')).toBeChecked();
  await openTab(page, 'money-tab-billing');
  await expect(offerFilter).toHaveValue('17000000017');
});
