import { at, bool, isoTime, MalformedRecord, obj, str } from '../../market/records/json';

export interface RatingRecord {
  id: string;
  createdAt: string;
  lastChangedAt: string | null;
  recommended: boolean;
  answered: boolean;
  buyerLogin: string | null;
  raw: string;
}

/** An item of GET /sale/user-ratings (v1 shape). */
export function ratingFrom(item: unknown): RatingRecord {
  const o = obj(item);
  const id = str(o?.id);
  const createdAt = isoTime(o?.createdAt);
  if (!o || !id || !createdAt) throw new MalformedRecord('A rating has no id or creation time.');
  return {
    id,
    createdAt,
    lastChangedAt: isoTime(o.lastChangedAt) ?? isoTime(o.editedAt) ?? createdAt,
    recommended: bool(o.recommended) ?? false,
    answered: obj(o.answer) !== null,
    buyerLogin: str(at(o, 'buyer.login')),
    raw: JSON.stringify(item),
  };
}
