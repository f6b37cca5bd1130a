import {
  arr,
  at,
  int,
  isoTime,
  MalformedRecord,
  money,
  obj,
  str,
  type Json,
} from '../../market/records/json';

/** What the cache keeps of an offer in columns; either source may lack some fields (null = unknown). */
export interface OfferRecord {
  id: string;
  name: string;
  status: string | null;
  format: string | null;
  price: { amount: string; currency: string } | null;
  stockAvailable: number | null;
  stockSold: number | null;
  stockUnit: string | null;
  externalId: string | null;
  imageUrl: string | null;
  categoryId: string | null;
  endingAt: string | null;
  updatedAt: string | null;
}

/** The fields both sources carry in the same place. */
function common(o: Json, id: string) {
  return {
    id,
    name: str(o.name) ?? '',
    status: str(at(o, 'publication.status')),
    format: str(at(o, 'sellingMode.format')),
    price: money(at(o, 'sellingMode.price')),
    stockAvailable: int(at(o, 'stock.available')),
    externalId: str(at(o, 'external.id')),
    categoryId: str(at(o, 'category.id')),
    endingAt: isoTime(at(o, 'publication.endingAt')),
  };
}

/** An item of GET /sale/offers. */
export function offerFromList(item: unknown): OfferRecord {
  const o = obj(item);
  const id = str(o?.id);
  if (!o || !id) throw new MalformedRecord('An offer in the list has no id.');
  return {
    ...common(o, id),
    stockSold: int(at(o, 'stock.sold')),
    stockUnit: null,
    imageUrl: str(at(o, 'primaryImage.url')),
    updatedAt: null,
  };
}

/** GET /sale/product-offers/{id}: no sold count, but the description and everything else. */
export function offerFromDetail(body: unknown): OfferRecord {
  const o = obj(body);
  const id = str(o?.id);
  if (!o || !id) throw new MalformedRecord('The offer has no id.');
  return {
    ...common(o, id),
    stockSold: null,
    stockUnit: str(at(o, 'stock.unit')),
    imageUrl: firstImage(o),
    updatedAt: isoTime(o.updatedAt),
  };
}

function firstImage(o: Json): string | null {
  const first = arr(o.images)[0];
  return str(first) ?? str(obj(first)?.url);
}
