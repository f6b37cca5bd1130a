import { z } from 'zod';
import {
  binMaxLength,
  type BinImportReport,
  type OfferBin,
  type PickList,
  type PickPrintResult,
} from '../picking';
import { channel } from './define';
import { accountIdField } from './query';

const offerId = z.string().min(1).max(200);
/** The orders ticked in Shipping; without them, every order the packing queue lists. */
const orderIds = z.array(z.string().min(1).max(200)).max(10_000).optional();

/** The morning's pick list from the local copy, and the offers' bin locations (kept locally, never sent). */
export const pickingChannels = {
  'picking:list': channel<PickList>()(z.object({ accountId: accountIdField, orderIds }).strict(), {
    empty: { lines: [], orders: 0 },
  }),
  'picking:print': channel<PickPrintResult>()(
    z
      .object({ accountId: accountIdField, orderIds, printerId: z.string().min(1).max(1000).optional() })
      .strict(),
    'required',
  ),
  'picking:bin': channel<OfferBin>()(z.object({ accountId: accountIdField, offerId }).strict(), 'required'),
  'picking:setBin': channel<OfferBin>()(
    z.object({ accountId: accountIdField, offerId, bin: z.string().trim().max(binMaxLength) }).strict(),
    'required',
  ),
  /** A CSV file's text (header row; ';' or ',' separated): its rows' bins set, the rest reported. */
  'picking:importBins': channel<BinImportReport>()(
    z.object({ accountId: accountIdField, text: z.string().max(20_000_000) }).strict(),
    'required',
  ),
};
