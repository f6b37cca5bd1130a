import { z } from 'zod';
import { claimStatuses, type Claim, type OrderClaims } from '../claims';
import type { Change } from '../outbox';
import type { Page } from '../page';
import { channel } from './define';
import { accountIdField, pagingFields, emptyPage } from './query';

const id = z.string().min(1).max(200);

/** Commission refund claims, read from the local copy (offline too); claims and withdrawals go through the outbox. */
export const claimChannels = {
  'claims:list': channel<Page<Claim>>()(
    z
      .object({ accountId: accountIdField, status: z.enum(claimStatuses).optional(), ...pagingFields })
      .strict(),
    emptyPage,
  ),
  /** An order's claims and, for each of its line items, whether a claim can be made now and why not. */
  'claims:ofOrder': channel<OrderClaims>()(
    z.object({ accountId: accountIdField, orderId: id }).strict(),
    'required',
  ),
  /** Stores a claim for a quantity of an order's line item (shown at once under a local id); the outbox sends it. */
  'claims:create': channel<Change>()(
    z
      .object({
        accountId: accountIdField,
        orderId: id,
        lineItemId: id,
        quantity: z.number().int().min(1).max(100_000),
      })
      .strict(),
    'required',
  ),
  'claims:withdraw': channel<Change>()(
    z.object({ accountId: accountIdField, claimId: id }).strict(),
    'required',
  ),
};
