import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { skipWithoutChromium } from '../helpers/chromium';
import { language, openApp } from '../helpers/app-window';
import { screenshots, webHosts } from '../helpers/web-host';
import { tempDir } from '../helpers/temp-dir';

skipWithoutChromium();

const hosts = webHosts();
test.afterEach(() => hosts.stop());

interface Call {
  channel: string;
  answer?: { ok: boolean; error?: { code: string } };
}

/** Every bridge call the window makes over the web host's socket, with its answer once it came. */
function bridgeCalls(page: Page): Map<number, Call> {
  const calls = new Map<number, Call>();
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => {
      const sent = JSON.parse(String(frame.payload)) as { id?: number; channel?: string };
      if (sent.id !== undefined && sent.channel) calls.set(sent.id, { channel: sent.channel });
    });
    socket.on('framereceived', (frame) => {
      const got = JSON.parse(String(frame.payload)) as { id?: number | null; result?: Call['answer'] };
      const call = typeof got.id === 'number' ? calls.get(got.id) : undefined;
      if (call) call.answer = got.result;
    });
  });
  return calls;
}

test('with an empty data folder no channel fails and no error shows, on any section, in Polish and English', async ({
  page,
}) => {
  const calls = bridgeCalls(page);
  await openApp(page, await hosts.serve(tempDir('sd-e2e-first-screen-')));
  await expect(page.getByTestId('first-run')).toBeVisible();
  for (const lang of ['PL', 'EN'] as const) {
    await language(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang.toLowerCase());
    // Every section by its key (Alt+1 to Alt+9, in the order of the navigation's links).
    const links = page.getByRole('navigation').getByRole('link');
    await expect(links).toHaveCount(9);
    for (let index = 0; index < 9; index++) {
      await page.keyboard.press(`Alt+${index + 1}`);
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    }
    await page.keyboard.press('Alt+1');
    await expect(page.getByTestId('first-run')).toBeVisible();
  }
  // Everything the shell and the sections asked is answered (the top bar's counts among it), and nothing failed.
  await expect.poll(() => [...calls.values()].filter((call) => !call.answer).length).toBe(0);
  const asked = new Set([...calls.values()].map((call) => call.channel));
  for (const channel of ['disputes:openCount', 'messages:unreadCount', 'outbox:counts', 'sync:getStatus'])
    expect(asked).toContain(channel);
  const failed = [...calls.values()].filter((call) => call.answer?.ok === false);
  expect(failed).toEqual([]);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.screenshot({ path: join(screenshots, 'first-screen-en.png') });
});
