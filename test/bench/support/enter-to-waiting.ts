import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../helpers/chromium';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';
import { webHosts } from '../../helpers/web-host';
import { control, startBenchMarket, summary } from './bench-market';

/**
 * Watches one edit inside the page: the Enter keydown (capture phase, before the app sees it) to the first frame
 * in which the offer's waiting mark is in the DOM, in the editor and in the offer's row of the list. Kept as
 * plain text: the loader that runs the benchmark would wrap named functions in a helper the page does not have.
 */
const probeScript = `
window.enterProbe = {
  arm(offerId) {
    const marks = {
      editor: () => document.querySelector('[data-testid="offer-editor"] [data-testid="waiting"]'),
      row: () => {
        for (const row of document.querySelectorAll('[data-testid="offers-table"] [role="row"]')) {
          if (row.textContent.includes(offerId)) {
            return row.querySelector('[data-testid="offer-price"] [data-testid="waiting"]');
          }
        }
        return null;
      },
    };
    const seen = { enter: NaN, editor: NaN, row: NaN };
    this.result = new Promise((resolve, reject) => {
      const onKey = (event) => {
        if (event.key === 'Enter' && Number.isNaN(seen.enter)) seen.enter = performance.now();
      };
      const look = () => {
        if (Number.isNaN(seen.enter)) return;
        for (const name of ['editor', 'row']) {
          if (!Number.isNaN(seen[name]) || !marks[name]()) continue;
          seen[name] = -1;
          requestAnimationFrame(() => {
            seen[name] = performance.now();
            if (seen.editor >= 0 && seen.row >= 0) {
              stop();
              resolve({ editor: seen.editor - seen.enter, row: seen.row - seen.enter });
            }
          });
        }
      };
      const observer = new MutationObserver(look);
      const timer = setTimeout(() => {
        stop();
        reject(new Error('no waiting mark for offer ' + offerId + ' within 30 s of Enter'));
      }, 30000);
      const stop = () => {
        clearTimeout(timer);
        observer.disconnect();
        removeEventListener('keydown', onKey, true);
      };
      addEventListener('keydown', onKey, true);
      observer.observe(document.body, { childList: true, subtree: true });
    });
  },
};`;

/** The open offer's id, from the detail panel's label ("Oferta 123"). */
const openOffer = (page: Page) =>
  page.evaluate(`document.querySelector('aside')?.getAttribute('aria-label')?.replace(/^\\S+ /, '') ?? ''`);

/**
 * From Enter in the offer editor to "waiting" shown, in the real renderer in Chromium, served by the web host
 * against the demo marketplace in its own process (which works on each edit for 4 s, so the mark stays):
 * - `enterToWaitingShownMs`: to the first frame with the offer's waiting mark, in the editor or in the list;
 * - `editorMarkMs`, `rowMarkMs`: to the mark in each of the two places.
 * The seller's way: Enter opens an offer, "e" to the price, a new price, Enter; ArrowDown to the next offer.
 * The keys go at a fast typist's pace, one every `keyGapMs`, Enter included: a script that presses Enter in the same
 * millisecond as the last digit measures that digit's render and paint as well, which no seller's hands can do.
 * `edits` edits (40), `keyGapMs` between keys (80; 0 for a script's burst).
 */
export async function enterToWaitingShown(
  browserPath: string,
  edits = 40,
  keyGapMs = 80,
): Promise<Record<string, unknown>> {
  const market = await startBenchMarket({ offers: edits + 40, orders: 10, ratings: 0 });
  const hosts = webHosts();
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumArgs });
  try {
    await control(market.url, 'setOfferProcessing', { mode: 'async', seconds: 4 });
    const dataDir = tempDir('sd-bench-offer-editor-');
    const login = await loginWithCli(dataDir, market.url);
    if (login.code !== 0) throw new Error(`login failed: ${login.stderr.join('\n')}`);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript({ content: probeScript });
    await page.goto(await hosts.serve(dataDir));

    const table = page.getByTestId('offers-table');
    const grid = table.getByRole('grid');
    await page.keyboard.press('Alt+3');
    await table.getByRole('row').nth(5).waitFor({ timeout: 60_000 });
    await grid.focus();
    await page.keyboard.press('Enter');

    const first: number[] = [];
    const editor: number[] = [];
    const row: number[] = [];
    let skipped = 0;
    let previous = '';
    while (first.length < edits && first.length + skipped < edits + 40) {
      if (previous) {
        await grid.focus();
        await page.keyboard.press('ArrowDown');
      }
      await page.waitForFunction(
        `(document.querySelector('aside')?.getAttribute('aria-label') ?? '${previous}') !== '${previous}'`,
      );
      previous = String(await openOffer(page));
      await page.getByTestId('offer-editor').waitFor();
      const priceField = page.getByTestId('offer-editor').getByRole('textbox', { name: /Cena|Price/ });
      if ((await priceField.count()) === 0) {
        skipped += 1;
        continue;
      }
      await page.keyboard.press('e');
      await page.waitForFunction(`document.activeElement?.getAttribute('inputmode') === 'decimal'`);
      const price = Number((await priceField.inputValue()).replace(/\s/g, '').replace(',', '.'));
      await page.keyboard.type((price + 1.11).toFixed(2).replace('.', ','), { delay: keyGapMs });
      await page.evaluate(`window.enterProbe.arm(${JSON.stringify(previous)})`);
      await page.waitForTimeout(keyGapMs);
      await page.keyboard.press('Enter');
      const shown = await page.evaluate<{ editor: number; row: number }>('window.enterProbe.result');
      editor.push(shown.editor);
      row.push(shown.row);
      first.push(Math.min(shown.editor, shown.row));
    }
    return {
      edits: first.length,
      enterToWaitingShownMs: summary(first),
      editorMarkMs: summary(editor),
      rowMarkMs: summary(row),
      keyGapMs,
      skippedWithoutPrice: skipped,
      offerProcessingSeconds: 4,
    };
  } finally {
    await browser.close();
    await hosts.stop();
    await market.stop();
  }
}
