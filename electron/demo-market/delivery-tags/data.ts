import type { Offer, Seller, SellerTagging } from '../state/types';
import type { Store } from '../state/store';

const tagNames = ['Nowości', 'Wyprzedaż', 'Na prezent', 'Ostatnie sztuki', 'Ukryty: archiwum'];

/** A stable id from a seller and a text, so the same shop always has the same tags and sets. */
function stableId(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (const ch of seed) {
    h1 = Math.imul(h1 ^ ch.charCodeAt(0), 16777619) >>> 0;
    h2 = Math.imul(h2 ^ ch.charCodeAt(0), 2246822519) >>> 0;
  }
  const hex = (h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0')).repeat(2);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The seller's tags and variant sets, made the first time they are asked for (a shop saved before they existed
 * gets them too): five tags (the last hidden), every seventh offer tagged, and up to four variant sets of two to
 * four active offers of one category.
 */
export function taggingOf(store: Store, seller: Seller): SellerTagging {
  if (seller.tagging) return seller.tagging;
  const tags = tagNames.map((name, i) => ({
    id: stableId(`${seller.id}:tag:${name}`),
    name,
    hidden: i === tagNames.length - 1,
  }));
  const offers = store.offersOf(seller.id).filter((o) => !o.deleted);
  const offerTags: Record<string, string[]> = {};
  offers.forEach((o, i) => {
    if (i % 7 === 0) offerTags[o.id] = [tags[i % 3]!.id];
  });
  const byCategory = new Map<string, Offer[]>();
  for (const o of offers) {
    if (o.status !== 'ACTIVE') continue;
    const list = byCategory.get(o.categoryId) ?? [];
    list.push(o);
    byCategory.set(o.categoryId, list);
  }
  const colours = ['czarny', 'biały', 'czerwony', 'niebieski'];
  const variantSets: SellerTagging['variantSets'] = [];
  for (const [categoryId, list] of byCategory) {
    if (variantSets.length >= 4 || list.length < 2) continue;
    const members = list.slice(0, 2 + (variantSets.length % 3));
    variantSets.push({
      id: stableId(`${seller.id}:set:${categoryId}`),
      name: `${members[0]!.name.split(' ').slice(0, 3).join(' ')} – warianty`,
      parameters: ['color/pattern'],
      offers: members.map((o, i) => ({ id: o.id, colorPattern: colours[i % colours.length]! })),
    });
  }
  seller.tagging = { tags, offerTags, variantSets };
  return seller.tagging;
}
