import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { runCli } from '../../helpers/cli';
import { startTestMarket } from '../../helpers/demo-market';
import { loginWithCli } from '../../helpers/sign-in';
import { tempDir } from '../../helpers/temp-dir';

/** Each command starts a Node process that loads the whole core: a busy 2-core machine needs the room. */
const slow = { timeout: 180_000 };

describe('rating request-removal on the command line', slow, () => {
  let market: DemoMarket;
  let dataDir: string;
  const cli = (...args: string[]) => runCli(['--data-dir', dataDir, ...args]);

  beforeAll(async () => {
    // The shop lives at today's date, as the station does: its newest ratings may still be asked to go.
    market = await startTestMarket({ frozenClock: false, clockStart: new Date() });
    dataDir = tempDir('sd-cli-rating-');
    expect((await loginWithCli(dataDir, market.url)).code).toBe(0);
    const synced = await cli('sync', '--once');
    expect(synced.code, synced.stderr).toBe(0);
  }, 180_000);
  afterAll(() => market.close());

  it('asks for the removal within its time: Queued, then Sent, and the marketplace holds the request', async () => {
    const now = market.control.now().ms;
    const removable = market.control
      .ratings({ sellerId: MAIN_SELLER_ID })
      .find((r) => !r.removalRequested && Date.parse(r.createdAt) > now - 13 * 24 * 3600_000);
    if (!removable) throw new Error('the generated shop has no rating of the last 13 days');
    const result = await cli('rating', 'request-removal', removable.id, 'Ocena dotyczy innej transakcji.');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const id = /^Queued change (\d+)$/.exec(result.stdout.split('\n')[0]!)![1];
    expect(result.stdout.split('\n')).toEqual([`Queued change ${id}`, 'Sent']);
    expect(
      market.control.ratings({ sellerId: MAIN_SELLER_ID }).find((r) => r.id === removable.id)!
        .removalRequested,
    ).toBe(true);
  });
});
