import type { Page } from '@playwright/test';

/**
 * A keyboard-wedge scanner: the code's keys 5 ms apart, then Enter, with no field focused. The keys go through
 * Chromium's own input path, stamped with the moments a scanner would press them, so a busy test machine that
 * delivers them late does not turn a scan into slow typing.
 */
export async function scan(page: Page, code: string): Promise<void> {
  // The test runs in Node without DOM types: the page blurs whatever has the focus.
  await page.evaluate('document.activeElement && document.activeElement.blur()');
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((key) => ({ key, text: key }));
  const sent = [...keys, { key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 }].flatMap(
    (key, index) => {
      const timestamp = start + index * 0.005;
      return [
        cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, unmodifiedText: key.text, timestamp }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key, timestamp: timestamp + 0.002 }),
      ];
    },
  );
  await Promise.all(sent);
  await cdp.detach();
}
