import { z } from 'zod';
import { afterSalesKinds, type AfterSalesChoice, type AfterSalesCondition } from '../after-sales';
import { channel } from './define';
import { accountIdField } from './query';

const kind = z.enum(afterSalesKinds);

/** The seller's after-sales conditions, read from the local copy (offline too). */
export const afterSalesChannels = {
  /** One kind's conditions, whole, by name. */
  'conditions:list': channel<AfterSalesCondition[]>()(z.object({ accountId: accountIdField, kind }).strict()),
  'conditions:get': channel<AfterSalesCondition>()(
    z.object({ accountId: accountIdField, kind, id: z.string().min(1).max(200) }).strict(),
  ),
  /** What the offer editor's pickers offer: names and ids of every kind, or of one. */
  'conditions:choices': channel<AfterSalesChoice[]>()(
    z.object({ accountId: accountIdField, kind: kind.optional() }).strict(),
  ),
};
