import { performance } from 'node:perf_hooks';
import { defaultClientBudget } from '../../electron/core/market/request-gate';
import type { OfferDetail, OfferRow } from '../../shared/offers';
import type { Change } from '../../shared/outbox';
import type { Page } from '../../shared/page';
import { findChromium } from '../helpers/chromium';
import { coreWithDemo } from '../helpers/core';
import { signInToDemo } from '../helpers/sign-in';
import { tempDir } from '../helpers/temp-dir';
import { benchSyncOptions, round, startBenchMarket, summary } from './support/bench-market';
import { enterToWaitingShown } from './support/enter-to-waiting';
import { bridgeCaller } from '../helpers/bridge';

/**
 * The seller's changes on their way, within the app's own request budget (120 requests a minute per account):
 * - `enterToWaitingShownMs`: from Enter in the offer editor to "waiting" on screen, in Chromium through the web
 *   host (support/enter-to-waiting.ts); null, with the reason in `enterToWaitingShownSkipped`, without Chromium;
 * - `enterToWaitingMs`: its core part, from the editor's save (`offers:change` through the registrar) to the
 *   offer read back with its new value, as the editor shows it marked waiting;
 * - `editsPerSecond`: single-offer edits (one PATCH each) from the first stored to the last confirmed;
 * - `batchChangesPerSecond`: one price change of many offers (one command, its report and tasks read back).
 * Arguments: N edits (240), offers in one batch (1000).
 */
export default async function outboxBench(args: string[]): Promise<Record<string, unknown>> {
  const edits = Number(args[0] ?? 240);
  const batchSize = Number(args[1] ?? 1000);
  const market = await startBenchMarket({ offers: Math.max(edits, batchSize) + 200, orders: 10, ratings: 0 });
  const dataDir = tempDir('sd-bench-outbox-');
  // The first copy is made at full speed; the figures are taken with the budget a seller's app has.
  const first = coreWithDemo(
    { url: market.url },
    { dataDir, requestBudget: 1_000_000, syncOptions: benchSyncOptions },
  );
  const account = await signInToDemo(first);
  await first.sync.runOnce();
  await first.close();
  const core = coreWithDemo({ url: market.url }, { dataDir, syncOptions: benchSyncOptions });
  let figures: Record<string, unknown>;
  try {
    const call = bridgeCaller(core);
    const offers = (
      await call<Page<OfferRow>>('offers:list', {
        accountId: account.id,
        status: ['ACTIVE'],
        format: ['BUY_NOW'],
        limit: 500,
      })
    ).rows;
    const more = (
      await call<Page<OfferRow>>('offers:list', {
        accountId: account.id,
        status: ['ACTIVE'],
        format: ['BUY_NOW'],
        offset: 500,
        limit: 500,
      })
    ).rows;
    const all = [...offers, ...more];
    const single = all.slice(0, Math.min(edits, all.length));
    core.start();

    const enterToWaiting: number[] = [];
    const ids: number[] = [];
    const editsStarted = performance.now();
    for (const offer of single) {
      const price = {
        amount: (Number(offer.price!.amount) + 0.01).toFixed(2),
        currency: offer.price!.currency,
      };
      const saved = performance.now();
      const [change] = await call<Change[]>('offers:change', { offerId: offer.id, fields: { price } });
      const shown = await call<OfferDetail>('offers:get', { offerId: offer.id });
      enterToWaiting.push(performance.now() - saved);
      if (shown.price?.amount !== price.amount)
        throw new Error(`offer ${offer.id} does not show its new price`);
      ids.push(change!.id);
    }
    for (const id of ids) {
      const settled = await core.outbox.settled(id);
      if (settled.state !== 'sent') throw new Error(`change ${id} ended ${settled.state}`);
    }
    const editsSeconds = (performance.now() - editsStarted) / 1000;

    const batchIds = all.slice(0, Math.min(batchSize, all.length)).map((o) => o.id);
    const batchStarted = performance.now();
    const stored = core.actions.offers.changeMany(account.id, batchIds, {
      kind: 'price',
      mode: 'percent',
      percent: 1,
    });
    await core.outbox.settled(stored.changeIds[stored.changeIds.length - 1]!);
    const results = core.actions.offers.ofBatches(stored.batchIds);
    const batchSeconds = (performance.now() - batchStarted) / 1000;
    const sent = results.filter((c) => c.state === 'sent').length;

    figures = {
      requestBudgetPerMinute: defaultClientBudget.ownClientPerMinute,
      edits: ids.length,
      enterToWaitingMs: summary(enterToWaiting),
      editsPerSecond: round(ids.length / editsSeconds, 2),
      batchOffers: batchIds.length,
      batchSent: sent,
      batchChangesPerSecond: round(sent / batchSeconds, 1),
    };
  } finally {
    await core.close();
    await market.stop();
  }
  // The browser's figure comes after the core's, on its own marketplace and web host, the machine otherwise quiet.
  const browserPath = findChromium().path;
  const shown = browserPath ? await enterToWaitingShown(browserPath) : null;
  return {
    enterToWaitingShownMs: shown?.enterToWaitingShownMs ?? null,
    ...(shown ? { keyGapMs: shown.keyGapMs } : { enterToWaitingShownSkipped: findChromium().help }),
    ...figures,
  };
}
