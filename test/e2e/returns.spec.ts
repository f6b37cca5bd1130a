import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, reloadApp } from '../helpers/app-window';
import { type RunningCli } from '../helpers/cli';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { openTab } from '../helpers/tabs';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface Held {
  returns: {
    id: string;
    orderId: string;
    referenceNumber: string;
    status: string;
    rejection: { reason: string | null } | null;
  }[];
  refunds: { id: string; order: { id: string }; totalValue: { amount: string } }[];
}

/** The demo marketplace in its own process (so a test can stop it), and an account signed in to it and synced. */
async function openSignedIn(page: Page): Promise<{ market: RunningCli; url: string }> {
  const { cli: market, url, dataDir } = await syncedShop(hosts, e2eShops.returns, 'sd-e2e-returns-');
  await openApp(page, await hosts.serve(dataDir));
  return { market, url };
}

const rows = (page: Page) => page.getByTestId('returns-table').getByRole('row');
const held = (url: string) => control<Held>(url, 'customerReturns', { sellerId: MAIN_SELLER_ID });

/** Buyers (Alt+7) → Returns, with the first sync's returns in it. */
async function openReturns(page: Page): Promise<void> {
  await page.keyboard.press('Alt+7');
  await openTab(page, 'buyers-tab-returns');
  await expect(rows(page).nth(2)).toBeVisible({ timeout: 90_000 });
}

/** Opens the first return of the list in this status (by its label) and answers its reference number. */
async function openReturn(page: Page, status: string): Promise<string> {
  await rows(page).filter({ hasText: status }).first().dblclick();
  const detail = page.getByTestId('return-detail');
  await expect(detail).toBeVisible();
  const title = (await page.getByRole('complementary').getAttribute('aria-label')) ?? '';
  return title.replace(/^\S+\s/, '');
}

test('a return is rejected with a reason and the marketplace then holds it rejected', async ({ page }) => {
  test.setTimeout(240_000);
  const { url } = await openSignedIn(page);
  await openReturns(page);
  await page.screenshot({ path: join(screenshots, 'returns-list-pl.png') });

  const reference = await openReturn(page, 'Doręczony');
  // The carrier by the name the marketplace's carriers list gives it, not its id.
  await expect(page.getByTestId('return-waybill').first()).toHaveText(
    /: (DPD|InPost|Allegro One Kurier)( ·|$)/,
  );
  await page.screenshot({ path: join(screenshots, 'returns-detail-pl.png') });
  await page.getByTestId('return-reject').click();
  // "Refund rejected" needs its reason: the button waits for it.
  await expect(page.getByTestId('reject-submit')).toBeDisabled();
  await page.getByTestId('reject-reason').fill('Zwrócony towar nosi ślady użytkowania');
  await page.screenshot({ path: join(screenshots, 'returns-reject-pl.png') });
  await page.getByTestId('reject-submit').click();
  await expect(page.getByTestId('return-rejection')).toContainText('ślady użytkowania');

  await expect
    .poll(async () => (await held(url)).returns.find((r) => r.referenceNumber === reference), {
      timeout: 60_000,
    })
    .toMatchObject({ status: 'REJECTED', rejection: { reason: 'Zwrócony towar nosi ślady użytkowania' } });
  await expect(page.getByTestId('return-detail').getByText('Czeka na wysłanie')).toHaveCount(0, {
    timeout: 30_000,
  });

  await language(page, 'EN');
  await expect(page.getByTestId('return-detail')).toContainText('Refund rejected');
  await page.screenshot({ path: join(screenshots, 'returns-detail-en.png') });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: join(screenshots, 'returns-list-en.png') });
});

test('a refund for a return is prefilled with the returned items and delivery, and sent once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url } = await openSignedIn(page);
  await openReturns(page);
  const reference = await openReturn(page, 'W drodze');
  const ret = (await held(url)).returns.find((r) => r.referenceNumber === reference)!;
  await page.getByTestId('return-refund').click();
  const form = page.getByTestId('refund-form');
  await expect(form).toBeVisible();
  // The returned units are prefilled: something to refund at once.
  await expect(page.getByTestId('refund-submit')).toBeEnabled();
  await page.screenshot({ path: join(screenshots, 'returns-refund-pl.png') });
  // More than the order paid for its delivery is refused here, before anything is queued.
  await page.getByTestId('refund-delivery').fill('99999');
  await expect(page.getByTestId('refund-submit')).toBeDisabled();
  await page.getByTestId('refund-delivery').fill('');
  const total = (await page.getByTestId('refund-total').innerText()).replace(/^[^:]*:\s*/, '');
  await page.getByTestId('refund-submit').click();
  await expect(form).toHaveCount(0);

  await expect
    .poll(async () => (await held(url)).refunds.filter((f) => f.order.id === ret.orderId).length, {
      timeout: 60_000,
    })
    .toBe(1);
  const refund = (await held(url)).refunds.find((f) => f.order.id === ret.orderId)!;
  expect(total.replace(/\s/g, '')).toContain(refund.totalValue.amount.replace('.', ','));

  await language(page, 'EN');
  await page.getByTestId('return-refund').click();
  await expect(page.getByTestId('refund-form')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'returns-refund-en.png') });
  // Closed by its button: Esc would close the return's detail too.
  await page.locator('.mantine-Modal-close').click();
  await expect(page.getByTestId('refund-form')).toHaveCount(0);

  // The return's order opens in Orders, its detail listing the return and the refund sent.
  await page.getByTestId('return-open-order').click();
  const part = page.getByTestId('order-detail').getByTestId('order-returns');
  await expect(part).toContainText(reference);
  await expect(part).toContainText(`Refund`);
  await expect(part).not.toContainText('waiting to be sent', { timeout: 30_000 });
  await part.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'returns-order-part-en.png') });
  await language(page, 'PL');
  await expect(part).toContainText('Zwrot wpłaty');
  await part.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'returns-order-part-pl.png') });
});

test('with the marketplace stopped the returns list and detail read from the local copy', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { market } = await openSignedIn(page);
  await openReturns(page);
  const count = await rows(page).count();
  await market.stop();
  await reloadApp(page);
  await openReturns(page);
  await expect(rows(page)).toHaveCount(count);
  await openReturn(page, 'Doręczony');
  await expect(page.getByTestId('return-waybill').first()).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'returns-offline-pl.png') });

  // The status filter narrows the local list too.
  await page.getByTestId('returns-status-filter').click();
  await page.getByRole('option', { name: 'Doręczony' }).click();
  const shown = page.getByTestId('returns-table').getByTestId('return-status');
  await expect(shown.first()).toBeVisible();
  expect(await shown.count()).toBeLessThan(count - 1);
  for (const status of await shown.allInnerTexts()) expect(status).toMatch(/doręczony/i);
});
