import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { syncNow } from '../helpers/sync-panel';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/** The demo shop of these tests, with its control interface; its state is kept across a restart. */
const shop = e2eShops.messages;

interface Center {
  threads: { id: string; read: boolean }[];
  messages: { threadId: string; text: string; author: string; attachmentIds: string[] }[];
  attachments: { id: string; fileName: string; data: string | null }[];
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshots, name) });
const language = (page: Page, value: 'PL' | 'EN') =>
  page.getByTestId('language-toggle').getByRole('radio', { name: value }).dispatchEvent('click');

test('a thread opened is read (the count falls); a reply written offline waits and is sent when the marketplace is back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const market = await syncedShop(hosts, shop, 'sd-e2e-messages-');
  const { dataDir, stateDir } = market;
  const port = Number(new URL(market.url).port);
  await openApp(page, await hosts.serve(dataDir));

  await page.keyboard.press('Alt+7');
  const table = page.getByTestId('threads-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 90_000 });
  const server = await control<Center>(market.url, 'messaging');
  const unread = server.threads.filter((t) => !t.read).length;
  expect(unread).toBeGreaterThan(0);
  const counter = page.getByTestId('unread-count');
  await expect(counter).toHaveText(String(unread), { timeout: 60_000 });
  await shot(page, 'messages-list-pl.png');

  // Only the unread ones; the first opens beside the list and is read at once.
  await page.getByTestId('messages-filter').getByText('Nieprzeczytane').click();
  await expect(table.getByTestId('thread-unread')).toHaveCount(unread);
  await table.getByTestId('thread-login').first().dblclick();
  const thread = page.getByTestId('thread-view');
  await expect(thread.getByTestId('message').first()).toBeVisible();
  await expect(counter).toHaveText(String(unread - 1));
  await expect
    .poll(
      async () => (await control<Center>(market.url, 'messaging')).threads.filter((t) => !t.read).length,
      {
        timeout: 60_000,
      },
    )
    .toBe(unread - 1);
  await shot(page, 'messages-thread-pl.png');

  // The marketplace goes down: the lists and threads still read from the local copy.
  await page.getByTestId('messages-filter').getByText('Wszystkie').click();
  await market.cli.stop();
  await syncNow(page);
  await expect(page.getByTestId('offline-banner')).toBeVisible({ timeout: 120_000 });
  await expect(table.getByRole('row').nth(3)).toBeVisible();
  await table.getByTestId('thread-login').nth(2).dblclick();
  await expect(thread.getByTestId('message').first()).toBeVisible();
  await shot(page, 'messages-offline-pl.png');

  // A reply written offline (Ctrl+Enter) shows at once, waiting; its text is shown as text, never as HTML.
  const text = 'Dzień dobry, wysyłka jutro <b>rano</b>.';
  await thread.getByTestId('reply-text').fill(text);
  await thread.locator('input[type="file"]').setInputFiles({
    name: 'faktura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% faktura\n%%EOF\n'),
  });
  await expect(thread.getByText('faktura.pdf')).toBeVisible();
  await thread.getByTestId('reply-text').press('Control+Enter');
  const waiting = thread.locator('[data-testid="message"][data-state="waiting"]');
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByTestId('message-text')).toHaveText(text);
  await expect(waiting.getByRole('button', { name: 'Pobierz faktura.pdf' })).toBeDisabled();
  await shot(page, 'messages-reply-waiting-pl.png');

  // Back: the reply goes, and the marketplace lists it.
  const back = await hosts.market({ ...shop, stateDir, port });
  await expect(waiting).toHaveCount(0, { timeout: 150_000 });
  await expect(thread.getByTestId('message-text').filter({ hasText: text })).toHaveCount(1);
  const after = await control<Center>(back.url, 'messaging');
  const posted = after.messages.filter((m) => m.text === text && m.author === 'seller');
  expect(posted).toHaveLength(1);
  const file = after.attachments.find((a) => a.id === posted[0]!.attachmentIds[0]);
  expect(file).toMatchObject({ fileName: 'faktura.pdf' });
  expect(Buffer.from(file!.data!, 'base64').toString()).toContain('% faktura');
  await expect(thread.getByRole('button', { name: 'Pobierz faktura.pdf' })).toBeEnabled();

  // The same screens in English, and an order's detail with the buyer's threads.
  await language(page, 'EN');
  await expect(page.getByTestId('messages-filter')).toContainText('Unread');
  await shot(page, 'messages-thread-en.png');
  await page.keyboard.press('Escape');
  await shot(page, 'messages-list-en.png');
  await table.getByTestId('thread-login').first().dblclick();
  const orderLink = thread.getByRole('button', { name: /^Order / }).first();
  await orderLink.click();
  await expect(page.getByTestId('order-messages').getByTestId('order-thread').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('order-messages').scrollIntoViewIfNeeded();
  await shot(page, 'messages-order-detail-en.png');
  await language(page, 'PL');
  await expect(page.getByTestId('order-messages')).toContainText('Wiadomości kupującego');
  await page.getByTestId('order-messages').scrollIntoViewIfNeeded();
  await shot(page, 'messages-order-detail-pl.png');
});
