import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { control } from '../helpers/market-control';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { MAIN_SELLER_ID } from '../../electron/demo-market';
import { openTab } from '../helpers/tabs';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface HeldIssue {
  id: string;
  type: string;
  status: string;
  referenceNumber: string | null;
}
interface SentMessage {
  text: string | null;
  type: string;
  attachments: { fileName: string | null; contentType: string | null }[];
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function openSignedIn(page: Page): Promise<{ url: string }> {
  const { url, dataDir } = await syncedShop(hosts, e2eShops.issues2026, 'sd-e2e-issues-');
  await openApp(page, await hosts.serve(dataDir));
  return { url };
}

const rows = (page: Page) => page.getByTestId('issues-table').getByRole('row');

test('a claim answered with a file while the marketplace cannot be reached is sent once it is back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { url } = await openSignedIn(page);
  const claims = (await control<HeldIssue[]>(url, 'issues', { sellerId: MAIN_SELLER_ID })).filter(
    (i) => i.type === 'CLAIM' && i.status === 'CLAIM_SUBMITTED',
  );
  await page.keyboard.press('Alt+7');
  // The 2026 marketplace has claims and disputes where the documents' one has its Disputes.
  await expect(page.getByTestId('buyers-tab-disputes')).toHaveCount(0);
  await openTab(page, 'buyers-tab-issues');
  await page.getByTestId('issue-type-filter').getByText('Reklamacja').click();
  await expect(rows(page).nth(claims.length)).toBeVisible({ timeout: 90_000 });
  await expect(rows(page).nth(1)).toContainText('Czeka na decyzję');
  await page.screenshot({ path: join(screenshots, 'issues-list-pl.png') });
  await rows(page).nth(1).click();
  const view = page.getByTestId('issue-view');
  await expect(view.getByTestId('issue-type')).toHaveText('Reklamacja');
  const heading = await page.getByRole('complementary').getByRole('heading').first().innerText();
  const claim = claims.find((c) => c.referenceNumber !== null && heading.includes(c.referenceNumber))!;
  await expect(view.getByTestId('dispute-message').first()).toHaveAttribute('data-author', 'buyer', {
    timeout: 60_000,
  });

  // The marketplace's issues cannot be reached: every request to them is cut.
  await control(url, 'addFault', { kind: 'reset', share: 1, path: '^/sale/issues' });
  await view.getByTestId('issue-message-type').click();
  await page.getByRole('option', { name: 'Zwrot niewymagany' }).click();
  await view.getByTestId('issue-reply').locator('input[type="file"]').setInputFiles({
    name: 'protokol.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(view.getByTestId('issue-reply-file')).toHaveText('protokol.pdf');
  await view.getByTestId('issue-reply-text').fill('Zwracamy pieniądze, towaru nie trzeba odsyłać.');
  await view.getByTestId('issue-reply-send').click();
  const mine = view.getByTestId('dispute-message').filter({ hasText: 'towaru nie trzeba odsyłać' });
  await expect(mine).toHaveAttribute('data-author', 'seller');
  await expect(mine).toHaveAttribute('data-state', 'waiting');
  await expect(mine).toContainText('protokol.pdf');
  // A few tries fail while it is cut; the message keeps waiting and nothing reaches the marketplace.
  await page.waitForTimeout(4000);
  await expect(mine).toHaveAttribute('data-state', 'waiting');
  expect(await control<SentMessage[]>(url, 'issueSellerMessages', { issueId: claim.id })).toEqual([]);
  await page.screenshot({ path: join(screenshots, 'issues-waiting-pl.png') });

  await control(url, 'clearFaults');
  await expect(mine).toHaveAttribute('data-state', 'sent', { timeout: 90_000 });
  const sent = await control<SentMessage[]>(url, 'issueSellerMessages', { issueId: claim.id });
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    text: 'Zwracamy pieniądze, towaru nie trzeba odsyłać.',
    type: 'RETURN_NOT_REQUIRED',
    attachments: [{ fileName: 'protokol.pdf', contentType: 'application/pdf' }],
  });
  await page.screenshot({ path: join(screenshots, 'issues-sent-pl.png') });
  await page.getByTestId('language-toggle').getByRole('radio', { name: 'EN' }).dispatchEvent('click');
  await expect(view.getByTestId('issue-type')).toHaveText('Claim');
  await page.screenshot({ path: join(screenshots, 'issues-sent-en.png') });
});
