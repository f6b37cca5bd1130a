import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { openApp } from '../helpers/app-window';
import { e2eShops } from '../helpers/e2e-shops';
import { openFirstOffer } from '../helpers/offers-list';
import { syncedShop } from '../helpers/synced-shops';
import { screenshots, webHosts } from '../helpers/web-host';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

/**
 * The contrast ratio (WCAG 2) of the text of the offer editor's button `name` against what is behind that text: the
 * button's own background laid over those of the boxes it sits in. Run in the page, which has the DOM's types.
 */
function contrastOf(page: Page, name: string): Promise<number> {
  return page.evaluate<number>(`(() => {
    const button = [...document.querySelectorAll('[data-testid="offer-editor"] button')].find(
      (each) => each.innerText.trim() === ${JSON.stringify(name)},
    );
    const rgba = (css) => {
      const [r, g, b, a = 1] = css.match(/[\\d.]+/g).map(Number);
      return { r, g, b, a };
    };
    // Backgrounds from the page down to the button, each laid over the ones under it.
    const layers = [];
    for (let box = button; box; box = box.parentElement) layers.unshift(rgba(getComputedStyle(box).backgroundColor));
    const over = (top, under) => ({
      r: top.r * top.a + under.r * (1 - top.a),
      g: top.g * top.a + under.g * (1 - top.a),
      b: top.b * top.a + under.b * (1 - top.a),
      a: 1,
    });
    const back = layers.reduce((under, top) => over(top, under), { r: 255, g: 255, b: 255, a: 1 });
    const text = over(rgba(getComputedStyle(button).color), back);
    const luminance = ({ r, g, b }) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const [light, dark] = [luminance(text), luminance(back)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  })()`);
}

const themes = [
  { scheme: 'dark', choice: 'Ciemny', title: 'in the dark theme' },
  { scheme: 'light', choice: 'Jasny', title: 'in the light theme' },
] as const;

for (const theme of themes) {
  test(`${theme.title} the disabled Save and Cancel of an offer are legible (contrast at least 3:1)`, async ({
    page,
  }) => {
    const { dataDir } = await syncedShop(hosts, e2eShops.layout, `sd-e2e-${theme.scheme}-`);
    await openApp(page, await hosts.serve(dataDir));
    await page.getByTestId('nav-settings').click();
    await page.getByText(theme.choice).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme.scheme);

    await openFirstOffer(page);
    const editor = page.getByTestId('offer-editor');
    for (const name of ['Zapisz', 'Anuluj']) {
      await expect(editor.getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await page.screenshot({ path: join(screenshots, `offer-editor-${theme.scheme}-disabled.png`) });
    for (const name of ['Zapisz', 'Anuluj']) {
      expect(await contrastOf(page, name), `the contrast of the disabled ${name}`).toBeGreaterThanOrEqual(3);
    }
  });
}
