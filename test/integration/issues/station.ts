import { vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import type { closeAfterEach } from '../../helpers/cleanup';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A 2026 marketplace and a core signed in to its main seller, the issues read once; the outbox not started. */
export async function issuesStation(closing: ReturnType<typeof closeAfterEach>) {
  const market: DemoMarket = closing(await startTestMarket({ api: '2026' }));
  const signed = await signedInCore(market, { api: '2026' });
  closing(signed.core);
  await signed.core.sync.runOnce({ accountId: signed.accountId, streams: ['buyers'] });
  const server = market.control.issues({ sellerId: MAIN_SELLER_ID })!;
  const claim = server.find((i) => i.type === 'CLAIM' && i.status === 'CLAIM_SUBMITTED')!;
  const dispute = server.find((i) => i.type === 'DISPUTE' && i.status === 'DISPUTE_ONGOING')!;
  const sellerMessages = (issueId: string) =>
    market.control.issueSellerMessages({ sellerId: MAIN_SELLER_ID, issueId })!;
  return { market, ...signed, claim, dispute, sellerMessages };
}

/** Waits until the change is sent or refused. */
export async function settled(core: Core, id: number) {
  return vi.waitFor(
    async () => {
      const change = await core.outbox.settled(id);
      if (change.state !== 'sent' && change.state !== 'failed') throw new Error(`still ${change.state}`);
      return change;
    },
    { timeout: 10_000 },
  );
}
