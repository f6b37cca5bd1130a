import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { offerRowAt as rowAt, offersTable, openLiveBuyNowOffers } from '../helpers/offers-list';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface MarketOffer {
  id: string;
  status: string;
  price: string;
  stock: number;
  hidden: boolean;
}

async function marketOffers(url: string): Promise<Map<string, MarketOffer>> {
  const answer = await fetch(new URL('/__control/offers', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sellerId: MAIN_SELLER_ID }),
  });
  const body = (await answer.json()) as { result: MarketOffer[]; error?: string };
  if (!answer.ok) throw new Error(`control offers: ${body.error}`);
  return new Map(body.result.map((offer) => [offer.id, offer]));
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

test('fifty offers ticked in the list get their price raised by 10 %: a preview of every row, each offer settled, the marketplace holds every new price', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.offerBatch, 'sd-e2e-batch-');
  // Only live "buy now" offers: the preview would leave an auction out.
  await openLiveBuyNowOffers(page, await hosts.serve(dataDir));

  // "All matching the filter" ticks every offer the filters match, not only the rows loaded; again unticks.
  const footer = offersTable(page).getByText(/^\d+ \/ \d+$/);
  const matching = Number((await footer.textContent())!.split(' / ')[1]);
  expect(matching).toBeGreaterThanOrEqual(50);
  await page.getByTestId('offers-tick-all').click();
  await expect(page.getByTestId('offers-batch')).toContainText(`(${matching})`);
  await page.getByTestId('offers-tick-all').click();
  await expect(page.getByTestId('offers-batch')).toBeDisabled();

  // Space ticks the first row, the keyboard walks to the fiftieth, Shift+click ticks the range between.
  await offersTable(page).getByRole('grid').focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 49; i++) await page.keyboard.press('ArrowDown');
  await rowAt(page, 49).click({ modifiers: ['Shift'], position: { x: 200, y: 24 } });
  await expect(page.getByTestId('offers-batch')).toContainText('(50)');
  // Ctrl+click unticks one row and ticks it again.
  await rowAt(page, 49).click({ modifiers: ['ControlOrMeta'], position: { x: 200, y: 24 } });
  await expect(page.getByTestId('offers-batch')).toContainText('(49)');
  await rowAt(page, 49).click({ modifiers: ['ControlOrMeta'], position: { x: 200, y: 24 } });
  await expect(page.getByTestId('offers-batch')).toContainText('(50)');
  // The row's own box ticks and unticks it.
  const box = rowAt(page, 50).getByTestId('offer-tick');
  await box.click();
  await expect(page.getByTestId('offers-batch')).toContainText('(51)');
  await box.click();
  await expect(page.getByTestId('offers-batch')).toContainText('(50)');
  const before = await marketOffers(url);

  await page.getByTestId('offers-batch').click();
  const dialog = page.getByTestId('offer-batch');
  await expect(dialog).toHaveAttribute('data-step', 'form');
  // A value the marketplace cannot take is refused at the field, in the seller's words.
  await expect(page.getByTestId('offer-batch-value')).toBeFocused();
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Podaj procent większy od zera');
  await page.getByTestId('offer-batch-value').fill('10');
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveAttribute('data-step', 'preview');
  await expect(page.getByTestId('offer-batch-summary')).toHaveText('Do zmiany: 50 · pominięte: 0');
  await expect(dialog.getByTestId('batch-preview-change').first()).toContainText('→');
  await page.screenshot({ path: join(screenshots, 'offer-batch-preview-pl.png') });
  await language(page, 'EN');
  await expect(page.getByTestId('offer-batch-summary')).toHaveText('To change: 50 · left out: 0');
  await page.screenshot({ path: join(screenshots, 'offer-batch-preview-en.png') });
  await language(page, 'PL');

  // Enter sends: the button has the focus on this step.
  await expect(page.getByTestId('offer-batch-send')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveAttribute('data-step', /sending|results/);
  // One command for the fifty, then its tasks are read back. The station's sync shares the account's 120
  // requests a minute with them (and keeps a quarter for the seller's own), so the results may wait for room in
  // the budget's minute: the wait allows for more than one such minute.
  await expect(dialog).toHaveAttribute('data-step', 'results', { timeout: 150_000 });
  await expect(page.getByTestId('offer-batch-summary')).toHaveText(
    'Rozstrzygnięte: 50 z 50 · wysłane: 50 · odrzucone: 0',
  );
  await expect(dialog.getByTestId('batch-result').first()).toHaveAttribute('data-state', 'sent');
  await page.screenshot({ path: join(screenshots, 'offer-batch-results-pl.png') });
  await language(page, 'EN');
  await expect(page.getByTestId('offer-batch-summary')).toHaveText(
    'Settled: 50 of 50 · sent: 50 · refused: 0',
  );
  await page.screenshot({ path: join(screenshots, 'offer-batch-results-en.png') });

  // The marketplace holds fifty new prices, each a tenth above the old one, and no other price moved.
  const after = await marketOffers(url);
  const raised = [...after.values()].filter((offer) => offer.price !== before.get(offer.id)?.price);
  expect(raised).toHaveLength(50);
  for (const offer of raised) {
    expect(offer.status).toBe('ACTIVE');
    expect(cents(offer.price)).toBe(Math.round(cents(before.get(offer.id)!.price) * 1.1));
  }

  // Enter closes the results; the offers sent leave the selection.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('offers-batch')).toBeDisabled();
});

test("restarting ticked offers: the one without stock is refused with the marketplace's words and stays ticked", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.offerBatch, 'sd-e2e-batch-refused-');
  const ended = [...(await marketOffers(url)).values()].filter((o) => o.status === 'ENDED' && !o.hidden);
  // The marketplace restarts an ended offer only while it has stock.
  const empty = ended.find((o) => o.stock === 0)!;
  const stocked = ended.find((o) => o.stock > 0)!;
  expect(empty && stocked).toBeTruthy();
  await openApp(page, await hosts.serve(dataDir));
  await page.keyboard.press('Alt+3');
  await expect(rowAt(page, 5)).toBeVisible({ timeout: 60_000 });

  // Ticks stay while the search changes: each offer is found by its number and ticked with its box.
  const search = page.getByRole('textbox', { name: 'Szukaj' });
  for (const offer of [empty, stocked]) {
    await search.fill(offer.id);
    await expect(rowAt(page, 0)).toContainText(offer.id);
    await rowAt(page, 0).getByTestId('offer-tick').click();
  }
  await search.fill('');
  await expect(page.getByTestId('offers-batch')).toContainText('(2)');

  await page.getByTestId('offers-batch').click();
  const dialog = page.getByTestId('offer-batch');
  await dialog.getByText('Publikacja', { exact: true }).click();
  await dialog.getByText('Wznów', { exact: true }).click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('offer-batch-summary')).toHaveText('Do zmiany: 2 · pominięte: 0');
  await expect(dialog.getByTestId('batch-preview-change').first()).toContainText('zakończona → wznowiona');
  await page.keyboard.press('Enter');
  // One command and its tasks, within the account's budget of 120 requests a minute that the station's sync
  // shares: the wait allows for a full minute of it.
  await expect(dialog).toHaveAttribute('data-step', 'results', { timeout: 120_000 });
  await expect(page.getByTestId('offer-batch-summary')).toHaveText(
    'Rozstrzygnięte: 2 z 2 · wysłane: 1 · odrzucone: 1',
  );
  const refused = dialog.locator('[data-testid="batch-result"][data-state="failed"]');
  await expect(refused).toContainText('The offer has no stock to activate.');
  await expect(refused).toContainText('odrzucona');
  await page.screenshot({ path: join(screenshots, 'offer-batch-refused-pl.png') });

  // Esc closes the dialog; the refused offer stays ticked for another go.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('offers-batch')).toContainText('(1)');
  const after = await marketOffers(url);
  expect(after.get(stocked.id)!.status).toBe('ACTIVE');
  expect(after.get(empty.id)!.status).toBe('ENDED');
});
