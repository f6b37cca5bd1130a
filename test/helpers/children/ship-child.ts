/**
 * A Seller Desk process that ships one order and keeps working on it until it is killed; it prints each state its
 * parcel reaches, so a test can kill it at a chosen step. Usage: ship-child.ts DATA_DIR MARKET_URL ORDER_ID FAMILY
 */
import type { ShippingFamily } from '../../../electron/core/market/environments/environments';
import { coreWithDemo } from '../core';

const [dataDir, marketUrl, orderId, family] = process.argv.slice(2);
const core = coreWithDemo(
  { url: marketUrl! },
  {
    dataDir: dataDir!,
    shippingFamily: family as ShippingFamily,
    // A command in progress is read for a long while: the parcel stays claimed by this process.
    shippingOptions: { pendingAfterMs: 10 * 60_000, minReadMs: 200 },
  },
);
const accountId = core.settings.get().activeAccountId!;
let last = '';
setInterval(() => {
  const state = core.shipping.shipments(accountId, orderId!)[0]?.state ?? '';
  if (state !== last) process.stdout.write(`${(last = state)}\n`);
}, 50);
void core.shipping.ship({ accountId, orderId: orderId!, additional: false });
