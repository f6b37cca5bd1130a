import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../../renderer/src/i18n/translate';

describe('words for what the marketplace sends', () => {
  it.each(['pl', 'en'] as const)('%s: a known value in the seller’s words', (language) => {
    expect(translate(language, 'orderStatus.READY_FOR_PROCESSING')).not.toBe('READY_FOR_PROCESSING');
  });

  it.each([
    ['returns.itemReasons.COUNTERFEIT_2027', 'COUNTERFEIT_2027'],
    ['orderStatus.SOMETHING_NEW', 'SOMETHING_NEW'],
    ['claims.refusals.A.B', 'A.B'],
    ['fulfillmentStatus.', ''],
  ])('a value the app does not know is shown as it came: %s', (key, shown) => {
    for (const language of ['pl', 'en'] as const) expect(translate(language, key as MessageKey)).toBe(shown);
  });
});

describe('counts', () => {
  it.each([
    [1, '1 oferta'],
    [2, '2 oferty'],
    [5, '5 ofert'],
    [12, '12 ofert'],
    [22, '22 oferty'],
    [0, '0 ofert'],
    [1.5, '1.5 oferty'],
  ])('pl: %s in the form of its number', (count, text) => {
    expect(translate('pl', 'deliveryTags.tags.offers', { count })).toBe(text);
  });

  it.each([
    [1, '1 offer'],
    [2, '2 offers'],
    [22, '22 offers'],
  ])('en: %s in the form of its number', (count, text) => {
    expect(translate('en', 'deliveryTags.tags.offers', { count })).toBe(text);
  });
});
