import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

async function marketDescription(url: string, id: string): Promise<string | null> {
  const answer = await fetch(new URL('/__control/offer', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id }),
  });
  const body = (await answer.json()) as { result: { description: string | null }; error?: string };
  if (!answer.ok) throw new Error(`control offer: ${body.error}`);
  return body.result.description;
}

test('a description edited in the editor is previewed clean, saved with Ctrl+Enter, and the marketplace holds the clean HTML', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url, dataDir } = await syncedShop(hosts, e2eShops.offerDescription, 'sd-e2e-description-');
  await openApp(page, await hosts.serve(dataDir));

  await page.keyboard.press('Alt+3');
  const table = page.getByTestId('offers-table');
  await expect(table.getByRole('row').nth(3)).toBeVisible({ timeout: 60_000 });
  await table.getByRole('grid').focus();
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('offer-detail');
  await expect(detail).toBeVisible();
  const offerId = (await page.getByRole('complementary').getAttribute('aria-label'))!.replace(/^Oferta /, '');
  const load = detail.getByRole('button', { name: 'Pobierz pełną ofertę' });
  if (await load.isVisible()) await load.click();
  await detail.getByRole('button', { name: 'Edytuj opis' }).click({ timeout: 60_000 });

  const editor = page.getByTestId('description-editor');
  const textarea = editor.getByTestId('description-text').first();
  await textarea.fill(
    '<h2 class="x">Nowy opis</h2><p onclick="steal()">Solidny <b>kubek</b><script>alert(1)</script>',
  );
  const preview = editor.getByTestId('description-preview');
  await expect(preview.locator('h2')).toHaveText('Nowy opis');
  await expect(preview.locator('b')).toHaveText('kubek');
  await expect(preview).toContainText('<script>alert(1)</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('[onclick], [class]')).toHaveCount(0);
  await page.screenshot({ path: join(screenshots, 'offer-description-editor.png') });

  // The toolbar puts the selection in a tag, the text keeping the focus.
  await textarea.fill('Solidny kubek');
  await page.keyboard.press('ControlOrMeta+A');
  await editor.getByRole('toolbar').first().getByRole('button', { name: 'p', exact: true }).click();
  await expect(textarea).toHaveValue('<p>Solidny kubek</p>');
  await expect(textarea).toBeFocused();
  await expect(preview.locator('p')).toHaveText('Solidny kubek');

  // An empty text is refused at the item, before anything is sent.
  await textarea.fill('<p> </p>');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(editor).toContainText('Wpisz tu tekst albo usuń ten element.');

  await textarea.fill(
    '<h2 class="x">Nowy opis</h2><p onclick="steal()">Solidny <b>kubek</b><script>alert(1)</script>',
  );
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(editor).toBeHidden();
  const clean = '<h2>Nowy opis</h2><p>Solidny <b>kubek</b>&lt;script&gt;alert(1)&lt;/script&gt;</p>';
  await expect.poll(() => marketDescription(url, offerId), { timeout: 60_000 }).toBe(clean);
  await expect(detail.getByTestId('waiting')).toHaveCount(0, { timeout: 60_000 });
  await expect(detail.getByTestId('offer-description').first().locator('h2')).toHaveText('Nowy opis');
  await expect(detail).toBeVisible();
});
