import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { MAIN_SELLER_ID } from '../../electron/demo-market/data/sellers';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';
import { control, refuseOnce } from '../helpers/market-control';
import { gridRow, gridRowTotal } from '../helpers/grid';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

const DAY = 24 * 3600_000;

interface HeldRating {
  id: string;
  createdAt: string;
  answer: string | null;
  removalRequested: boolean;
}

const heldRatings = (url: string) => control<HeldRating[]>(url, 'ratings', { sellerId: MAIN_SELLER_ID });

const held = async (url: string, id: string) => (await heldRatings(url)).find((r) => r.id === id)!;

const table = (page: Page) => page.getByTestId('ratings-table');
/** The list's row at a place of its order (newest rating first), 0-based. */
const rowAt = (page: Page, index: number) => gridRow(table(page), index);

/** Opens the rating at this place of the list from the keyboard (the list scrolls to it) and checks its id. */
async function openRating(page: Page, index: number, id: string): Promise<void> {
  await table(page).getByRole('grid').focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(rowAt(page, index)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('complementary')).toHaveAttribute('aria-label', new RegExp(`${id}$`));
}

test('a rating is answered and its removal requested in the app: waiting, then sent, and the marketplace holds both; a refusal shows its words; a rating past its time offers no removal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { url: market, dataDir } = await syncedShop(hosts, e2eShops.ratings, 'sd-e2e-ratings-');
  // The marketplace takes a few seconds over each answer and request, so "waiting" can be seen.
  await control(market, 'setFaults', {
    rules: [{ kind: 'latency', share: 1, ms: 5000, method: 'PUT', path: '^/sale/user-ratings/' }],
  });
  await openApp(page, await hosts.serve(dataDir));

  // Newest first by when they were given: a rating keeps its place while it is answered.
  const now = Date.now();
  // Ties (the newest are capped an hour before the shop's start) go by id, as the app orders them.
  const byDate = (await heldRatings(market)).sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1),
  );
  const openIndex = byDate.findIndex(
    (r) => r.answer === null && !r.removalRequested && Date.parse(r.createdAt) > now - 13 * DAY,
  );
  const otherIndex = byDate.findIndex(
    (r, i) => i !== openIndex && !r.removalRequested && Date.parse(r.createdAt) > now - 13 * DAY,
  );
  const closedIndex = byDate.findIndex((r) => Date.parse(r.createdAt) < now - 15 * DAY);
  expect(openIndex, 'an unanswered rating of the last 13 days').toBeGreaterThanOrEqual(0);
  expect(closedIndex, 'a rating older than 15 days').toBeGreaterThanOrEqual(0);
  expect(otherIndex, 'a second rating of the last 13 days').toBeGreaterThanOrEqual(0);
  const fresh = byDate[openIndex]!;
  const old = byDate[closedIndex]!;

  await page.keyboard.press('Alt+4');
  await expect.poll(() => gridRowTotal(table(page)), { timeout: 60_000 }).toBe(byDate.length);
  const given = table(page).getByRole('columnheader').getByRole('button', { name: 'Wystawiona' });
  await given.click();
  await expect(given.locator('.tabler-icon-arrow-up')).toBeVisible();
  await given.click();
  await expect(given.locator('.tabler-icon-arrow-down')).toBeVisible();

  // The answer: "e" puts the cursor into it, Ctrl+Enter sends; it shows at once as waiting, then as sent.
  await openRating(page, openIndex, fresh.id);
  const detail = page.getByTestId('rating-detail');
  const answerForm = detail.getByTestId('rating-answer-form');
  const answerField = answerForm.getByRole('textbox');
  await table(page).getByRole('grid').focus();
  await page.keyboard.press('e');
  await expect(answerField).toBeFocused();
  const text = 'Dziękujemy za zakup i zapraszamy ponownie!';
  await page.keyboard.type(text);
  await expect(answerForm).toContainText(`${text.length}/500`);
  await page.keyboard.press('ControlOrMeta+Enter');
  const row = rowAt(page, openIndex);
  await expect(row.getByTestId('rating-answer').getByTestId('waiting')).toBeVisible();
  await expect(row.getByTestId('rating-answer')).toContainText('Z odpowiedzią');
  await expect(detail.getByTestId('waiting')).toBeVisible();
  await expect(answerForm.getByRole('button', { name: 'Wyślij odpowiedź' })).toBeDisabled();
  await page.screenshot({ path: join(screenshots, 'ratings-answer-waiting-pl.png') });
  await expect(row.getByTestId('rating-answer').getByTestId('sent')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByTestId('waiting')).toHaveCount(0);
  expect((await held(market, fresh.id)).answer).toBe(text);
  await expect(answerField).toHaveValue(text);

  // The local check: an empty answer is not sent, and Esc puts the text back.
  await answerField.fill('   ');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(answerForm).toContainText('nie może być pusty');
  await page.keyboard.press('Escape');
  await expect(answerField).toHaveValue(text);
  await expect(detail).toBeVisible();

  // The removal request, with its reason: waiting, then sent, and the marketplace holds it.
  const removal = detail.getByTestId('rating-removal');
  await expect(removal).toContainText('Wniosek o usunięcie można złożyć do');
  await removal.getByRole('button', { name: 'Wnioskuj o usunięcie' }).click();
  const reason = removal.getByTestId('rating-removal-form').getByRole('textbox');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Ocena dotyczy innej transakcji.');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(removal.getByTestId('waiting')).toBeVisible();
  await expect(removal.getByTestId('sent')).toBeVisible({ timeout: 60_000 });
  await expect(removal).toContainText('Złożono wniosek o usunięcie.');
  await expect(removal).toContainText('Uzasadnienie: Ocena dotyczy innej transakcji.');
  expect((await held(market, fresh.id)).removalRequested).toBe(true);
  await removal.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'ratings-sent-pl.png') });
  // The list beside the detail keeps only its essential columns; closed, it shows the request too.
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(row.getByTestId('rating-removal')).toContainText('Zgłoszona do usunięcia');
  await expect(row.getByTestId('rating-removal').getByTestId('sent')).toBeVisible();
  await expect(row.getByTestId('rating-answer').getByTestId('sent')).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'ratings-list-pl.png') });
  await openRating(page, openIndex, fresh.id);

  // The marketplace refuses the next answer: its words show, and the text returns to the answer it holds.
  await refuseOnce(market, 'PUT', '^/sale/user-ratings/.*/answer$');
  await answerField.fill('Ta odpowiedź nie dotrze.');
  await page.keyboard.press('ControlOrMeta+Enter');
  const refused = detail.getByTestId('answer-refused');
  await expect(refused).toContainText('Serwis odrzucił odpowiedź', { timeout: 60_000 });
  await expect(refused).toContainText('Usługa chwilowo niedostępna.');
  await expect(answerField).toHaveValue(text);
  await expect(row.getByTestId('rating-answer').getByTestId('refused')).toBeVisible();
  expect((await held(market, fresh.id)).answer).toBe(text);
  await refused.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'ratings-refused-pl.png') });

  // The marketplace refuses a removal request: its words show, the rating is not requested, and it may be asked again.
  const other = byDate[otherIndex]!;
  await refuseOnce(market, 'PUT', '^/sale/user-ratings/.*/removal$');
  await openRating(page, otherIndex, other.id);
  const otherRemoval = detail.getByTestId('rating-removal');
  await otherRemoval.getByRole('button', { name: 'Wnioskuj o usunięcie' }).click();
  await page.keyboard.type('Kupujący pomylił sprzedawców.');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(otherRemoval.getByTestId('removal-refused')).toContainText('Usługa chwilowo niedostępna.', {
    timeout: 60_000,
  });
  await expect(otherRemoval.getByTestId('refused')).toBeVisible();
  await expect(otherRemoval).toContainText('Wniosek o usunięcie można złożyć do');
  await expect(otherRemoval.getByRole('button', { name: 'Wnioskuj o usunięcie' })).toBeEnabled();
  expect((await held(market, other.id)).removalRequested).toBe(false);

  // A rating past its time: the action stays disabled and says why.
  await openRating(page, closedIndex, old.id);
  const closed = detail.getByTestId('rating-removal');
  await expect(closed.getByRole('button', { name: 'Wnioskuj o usunięcie' })).toBeDisabled();
  await expect(closed).toContainText('Wniosku o usunięcie nie można już złożyć: termin minął');
  await closed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'ratings-closed-pl.png') });

  // In English too.
  await page.getByTestId('language-toggle').getByText('EN').click();
  await expect(closed.getByRole('button', { name: 'Request removal' })).toBeDisabled();
  await expect(closed).toContainText('Its removal can no longer be requested: the time for it ended');
  await closed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'ratings-closed-en.png') });
  await openRating(page, openIndex, fresh.id);
  await expect(detail.getByTestId('answer-refused')).toContainText('The marketplace refused the answer');
  await expect(detail.getByTestId('rating-removal')).toContainText('Its removal has been requested.');
  await expect(rowAt(page, openIndex).getByTestId('rating-answer')).toContainText('refused');
  await detail.getByTestId('answer-refused').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshots, 'ratings-refused-en.png') });
});
