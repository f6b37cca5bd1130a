import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp, openSelectedOrder } from '../helpers/app-window';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface HeldInvoice {
  invoiceNumber: string | null;
  fileName: string;
  uploadedAt: number | null;
  size: number | null;
}

const pdf = Buffer.from('%PDF-1.4\n%faktura demo\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** The order detail with its invoice part, in a tall window so the whole part shows on the picture. */
async function picture(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.getByTestId('order-invoices').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, name) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Drops a file on the order detail as a file manager would (run in the page, which has the DOM's types). */
async function dropFile(page: Page, name: string, bytes: Buffer, type: string): Promise<void> {
  const file = JSON.stringify({ name, bytes: [...bytes], type });
  await page.evaluate(`(() => {
    const file = ${file};
    const target = document.querySelector('[data-testid="order-detail"]');
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    for (const kind of ['dragover', 'drop'])
      target.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  })()`);
}

test('a PDF invoice is attached to an order that asked for one; the filter shows it before and not after; offline the part reads the copy', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const market = await syncedShop(hosts, e2eShops.invoices, 'sd-e2e-invoices-');
  const { dataDir } = market;
  await openApp(page, await hosts.serve(dataDir));

  const table = page.getByTestId('orders-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  // The filter: orders whose buyer asked for an invoice and have none attached.
  await page.getByLabel('Faktura wymagana, niedołączona').check();
  await expect(page.getByTestId('orders-table')).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const before = await rows.count();
  const orderId = await openSelectedOrder(page);

  const part = page.getByTestId('order-invoices');
  await expect(part.getByTestId('invoice-asked')).toHaveText('Kupujący prosi o fakturę.');
  // Read from the marketplace as the detail opens: none yet.
  await expect(part).toContainText('Nie dołączono jeszcze faktury.', { timeout: 30_000 });

  // A file that is not a PDF is refused before anything is queued (its bytes, not its name, decide).
  await dropFile(page, 'faktura.pdf', Buffer.from('PK\u0003\u0004 not a pdf'), 'application/pdf');
  await expect(page.getByText('Plik faktura.pdf nie jest plikiem PDF.')).toBeVisible();
  await expect(part.getByTestId('order-invoice')).toHaveCount(0);

  // Attach PDF…: the number typed, the file picked; it goes through the outbox and the marketplace lists it.
  await part.getByTestId('invoice-number').fill('FV 5/2026');
  const chooser = page.waitForEvent('filechooser');
  await part.getByTestId('invoice-attach').click();
  await (await chooser).setFiles({ name: 'faktura-5.pdf', mimeType: 'application/pdf', buffer: pdf });
  const line = part.getByTestId('order-invoice');
  await expect(line).toContainText('FV 5/2026');
  await expect(line).toContainText('faktura-5.pdf');
  await expect(line).toContainText('dołączona', { timeout: 60_000 });
  await expect
    .poll(async () => control<HeldInvoice[]>(market.url, 'orderInvoices', { orderId }))
    .toEqual([
      expect.objectContaining({
        invoiceNumber: 'FV 5/2026',
        fileName: 'faktura-5.pdf',
        uploadedAt: expect.any(Number),
        size: pdf.length,
      }),
    ]);
  await picture(page, 'invoices-order-detail-pl.png');

  // Not in the filter any more.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('order-detail')).toHaveCount(0);
  await expect(rows).toHaveCount(before - 1);

  // Another order's invoice dropped on its detail as a file: attached the same way.
  const second = await openSelectedOrder(page);
  expect(second).not.toBe(orderId);
  await expect(part).toContainText('Nie dołączono jeszcze faktury.', { timeout: 30_000 });
  await dropFile(page, 'faktura-6.pdf', pdf, 'application/pdf');
  await expect(part.getByTestId('order-invoice')).toContainText('dołączona', { timeout: 60_000 });
  await expect
    .poll(async () => (await control<HeldInvoice[]>(market.url, 'orderInvoices', { orderId: second })).length)
    .toBe(1);
  await page.keyboard.press('Escape');
  await expect(rows).toHaveCount(before - 2);
  await page.screenshot({ path: join(screenshots, 'invoices-filter-pl.png') });

  await language(page, 'EN');
  await expect(page.getByLabel('Invoice asked, not attached')).toBeChecked();
  await page.screenshot({ path: join(screenshots, 'invoices-filter-en.png') });
  await page.getByLabel('Invoice asked, not attached').uncheck();
  await page.getByTestId('search').fill(orderId);
  await language(page, 'PL');

  // The marketplace stops: the order's invoice part reads the local copy, and says so.
  await market.cli.stop();
  await hosts.stop();
  await openApp(page, await hosts.serve(dataDir));
  await openOrder(page, orderId);
  await expect(part.getByTestId('invoices-offline')).toBeVisible({ timeout: 60_000 });
  await expect(part.getByTestId('order-invoice')).toContainText('FV 5/2026');
  await expect(part.getByTestId('order-invoice')).toContainText('dołączona');
  await picture(page, 'invoices-offline-pl.png');
  await language(page, 'EN');
  await expect(part).toContainText('The buyer asks for an invoice.');
  await expect(part.getByTestId('order-invoice')).toContainText('attached');
  await picture(page, 'invoices-order-detail-en.png');
});

/** Opens an order by its id: the search finds it, Enter opens the first row. */
async function openOrder(page: Page, orderId: string): Promise<void> {
  const table = page.getByTestId('orders-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('search').fill(orderId);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('grid').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary')).toHaveAttribute('aria-label', `Zamówienie ${orderId}`);
}
