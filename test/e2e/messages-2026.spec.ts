import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp, openSelectedOrder } from '../helpers/app-window';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface Center {
  threads: { id: string; login: string; type?: string }[];
  messages: { threadId: string; text: string; author: string; orderId: string | null }[];
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name) });

test('on the 2026 marketplace a message is written to the buyer from an order, goes with its order id, and problems with a purchase are marked', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const market = await syncedShop(hosts, e2eShops.messages2026, 'sd-e2e-messages-2026-');
  await openApp(page, await hosts.serve(market.dataDir));

  // An order's detail: "Write to the buyer" stores a message about this order, shown at once in its part.
  const table = page.getByTestId('orders-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 90_000 });
  const orderId = await openSelectedOrder(page);
  const part = page.getByTestId('order-messages');
  await part.getByTestId('write-to-buyer').click();
  const text = 'Dzień dobry, czy adres dostawy jest aktualny?';
  await part.getByTestId('write-text').fill(text);
  await part.getByTestId('write-send').click();
  await expect(part.getByTestId('order-thread').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'messages-2026-write-pl.png');

  // The marketplace has it, about this order.
  await expect
    .poll(
      async () =>
        (await control<Center>(market.url, 'messaging')).messages.filter(
          (m) => m.text === text && m.author === 'seller',
        ),
      { timeout: 60_000 },
    )
    .toEqual([expect.objectContaining({ orderId })]);

  // Buyers → Messages: the problems with a purchase, marked, one open with what the buyer reported.
  await page.keyboard.press('Alt+7');
  const threads = page.getByTestId('threads-table');
  await expect(threads.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  const problems = (await control<Center>(market.url, 'messaging')).threads.filter(
    (t) => t.type === 'POST_PURCHASE_ISSUE',
  );
  expect(problems).toHaveLength(3);
  await page.getByTestId('messages-filter').getByText('Problemy z zakupem').click();
  await expect(threads.getByTestId('thread-type')).toHaveCount(3);
  await expect(threads.getByTestId('thread-type').first()).toHaveText('Problem z zakupem');
  await threads.getByTestId('thread-login').first().dblclick();
  const thread = page.getByTestId('thread-view');
  await expect(thread.getByTestId('thread-type')).toHaveText('Problem z zakupem');
  await expect(thread.getByTestId('message').first()).toContainText('Allegro (serwis)');
  await shot(page, 'messages-2026-problems-pl.png');
});
