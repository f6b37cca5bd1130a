import { describe, expect, it } from 'vitest';
import { demoMarketAt } from '../../../electron/cli/cli-core';

describe('the Demo environment of the command line', () => {
  it('starts its own marketplace unless SELLER_DESK_DEMO_MARKET_URL names one', () => {
    expect(demoMarketAt({})).toBeUndefined();
    expect(demoMarketAt({ SELLER_DESK_DEMO_MARKET_URL: '' })).toBeUndefined();
  });

  it('uses the named marketplace as it is, and leaves it running on close', async () => {
    const start = demoMarketAt({ SELLER_DESK_DEMO_MARKET_URL: 'http://127.0.0.1:9/' })!;
    const handle = await start({ stateDir: '/nowhere', api: 'documents' });
    expect(handle.url).toBe('http://127.0.0.1:9');
    await expect(handle.close()).resolves.toBeUndefined();
  });

  it('refuses an address it cannot use, naming the variable', () => {
    expect(() => demoMarketAt({ SELLER_DESK_DEMO_MARKET_URL: 'not a url' })).toThrow(
      /SELLER_DESK_DEMO_MARKET_URL is not an address/,
    );
    expect(() => demoMarketAt({ SELLER_DESK_DEMO_MARKET_URL: 'file:///tmp/market' })).toThrow(
      /must be an http or https address/,
    );
  });
});
