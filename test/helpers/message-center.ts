import { vi } from 'vitest';
import type { Core } from '../../electron/core/compose';
import type { DemoMarket } from '../../electron/demo-market';
import type { ChangeState } from '../../shared/outbox';
import type { ApiGeneration } from '../../shared/settings';
import { signedInCore } from './core';
import { startTestMarket } from './demo-market';

/**
 * A signed-in core of one generation with its orders and message center synced, the market and core registered to
 * be closed after the test (`closing` from closeAfterEach).
 */
export async function messageCenter(
  api: ApiGeneration,
  closing: <T extends { close(): unknown }>(t: T) => T,
) {
  const market = closing(await startTestMarket({ api }));
  const signed = await signedInCore(market, { api });
  const core = closing(signed.core);
  await core.sync.runOnce({ accountId: signed.accountId, streams: ['orders', 'buyers'] });
  return { market, core, accountId: signed.accountId };
}

/** Waits until the outbox has settled a change in `state`. */
export const settledAs = (core: Core, id: number, state: ChangeState) =>
  vi.waitFor(
    async () => {
      const change = await core.outbox.settled(id);
      if (change.state !== state) throw new Error(`still ${change.state}`);
      return change;
    },
    { timeout: 15_000 },
  );

/** The seller's messages with this text as the marketplace holds them. */
export const sellerMessages = (market: DemoMarket, text: string) =>
  market.control.messaging()!.messages.filter((m) => m.text === text && m.author === 'seller');
