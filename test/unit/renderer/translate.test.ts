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
