import { z } from 'zod';
import type {
  DeliveryMethodInfo,
  OfferDeliveryTags,
  SellerTag,
  ShippingRateList,
  VariantSet,
} from '../delivery-tags';
import type { Change } from '../outbox';
import { channel } from './define';
import { accountIdField, emptyList } from './query';

const account = z.object({ accountId: accountIdField }).strict();
const offerId = z.string().min(1).max(200);

/** Delivery settings, tags and variant sets: read from the local copy (offline too); tags changed through the outbox. */
export const deliveryTagsChannels = {
  'delivery:methods': channel<DeliveryMethodInfo[]>()(account, emptyList),
  'delivery:rateLists': channel<ShippingRateList[]>()(account, emptyList),
  'tags:list': channel<SellerTag[]>()(account, emptyList),
  'variants:list': channel<VariantSet[]>()(account, emptyList),
  /** The offer's shipping rate list and tags, as the editor shows them. */
  'offers:deliveryTags': channel<OfferDeliveryTags>()(
    z.object({ accountId: accountIdField, offerId }).strict(),
    'required',
  ),
  /** The offer's whole list of tags (an empty list takes them all off): one change in the outbox. */
  'offers:assignTags': channel<Change>()(
    z
      .object({ accountId: accountIdField, offerId, tagIds: z.array(z.string().min(1).max(200)).max(100) })
      .strict(),
    'required',
  ),
};
