import { describe, expect, it } from 'vitest';
import { changeLines } from '../../../../renderer/src/features/offers/change-text';
import { translate, type Translate } from '../../../../renderer/src/i18n/translate';

const money = (amount: string, currency: string) => `${amount} ${currency}`;
const en: Translate = (key, vars) => translate('en', key, vars);
const pl: Translate = (key, vars) => translate('pl', key, vars);

describe("a translation change's lines in the outbox panel and history", () => {
  it('names the language, the translated title and what a delete took away', () => {
    const edit = {
      fields: { language: 'en-US', title: 'Blue mug' },
      previous: { language: 'en-US', title: '[EN] Kubek' },
    };
    expect(changeLines(edit, en, money).map((l) => `${l.label}: ${l.before} → ${l.after}`)).toEqual([
      'Translation: en-US → en-US',
      'Translated title: [EN] Kubek → Blue mug',
    ]);
    const removal = {
      fields: { language: 'de-DE', deleted: 'all' as const },
      previous: { language: 'de-DE' },
    };
    expect(changeLines(removal, pl, money).map((l) => `${l.label}: ${l.after}`)).toEqual([
      'Tłumaczenie: de-DE',
      'Usunięte: całe ręczne tłumaczenie',
    ]);
  });
});
