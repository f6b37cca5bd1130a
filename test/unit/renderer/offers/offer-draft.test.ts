import { describe, expect, it } from 'vitest';
import { draftChange, draftOf, fieldMessages } from '../../../../renderer/src/features/offers/offer-draft';
import { translate, type Translate } from '../../../../renderer/src/i18n/translate';

const pl: Translate = (key, vars) => translate('pl', key, vars);
const en: Translate = (key, vars) => translate('en', key, vars);
const offer = { name: 'Kubek ceramiczny', price: { amount: '12.50', currency: 'PLN' }, stockAvailable: 4 };

describe('the offer editor’s draft', () => {
  it('changes nothing while the fields hold the offer’s values, however the price is written', () => {
    expect(draftChange(offer, draftOf(offer))).toEqual({ fields: {}, problems: [] });
    expect(draftChange(offer, { ...draftOf(offer), price: '12,5' }).fields).toEqual({});
    expect(draftChange(offer, { ...draftOf(offer), price: ' 12.50 ' }).fields).toEqual({});
  });

  it('sends only the fields the seller changed, the price with two decimals in the offer’s currency', () => {
    const { fields, problems } = draftChange(offer, { name: offer.name, price: '13,9', stock: '7' });
    expect(fields).toEqual({ price: { amount: '13.90', currency: 'PLN' }, stock: 7 });
    expect(problems).toEqual([]);
  });

  it('finds a title over 75 characters, an empty one, a bad price and a stock that is not a whole number', () => {
    const long = 'x'.repeat(76);
    expect(draftChange(offer, { ...draftOf(offer), name: long }).problems).toEqual([
      { path: 'name', code: 'nameLength' },
    ]);
    expect(draftChange(offer, { ...draftOf(offer), name: '  ' }).problems).toEqual([
      { path: 'name', code: 'nameLength' },
    ]);
    expect(draftChange(offer, { ...draftOf(offer), price: '0' }).problems).toEqual([
      { path: 'sellingMode.price', code: 'priceInvalid' },
    ]);
    expect(draftChange(offer, { ...draftOf(offer), price: '12.345' }).problems).toEqual([
      { path: 'sellingMode.price', code: 'priceInvalid' },
    ]);
    for (const stock of ['2.5', '-1', 'abc', '']) {
      expect(draftChange(offer, { ...draftOf(offer), stock }).problems).toEqual([
        { path: 'stock.available', code: 'stockInvalid' },
      ]);
    }
  });

  it("shows a local check in the seller's language and a refusal in the marketplace's own words, at its field", () => {
    const failed = {
      id: 9,
      errors: [
        { path: 'sellingMode.price.amount', code: 'PRICE_TOO_LOW', userMessage: 'Cena jest za niska.' },
        { path: 'description.sections[0]', code: 'IMAGE', userMessage: 'Zdjęcia nie ma w galerii.' },
        { path: 'names', code: 'OTHER', userMessage: 'Nie o tytule.' },
        { path: null, code: 'OTHER', userMessage: 'Coś poszło nie tak.' },
      ],
    };
    const problems = [{ path: 'name', code: 'nameLength' } as const];
    const plMessages = fieldMessages(problems, failed, pl);
    expect(plMessages.at).toEqual({
      name: 'Tytuł musi mieć od 1 do 75 znaków.',
      'sellingMode.price': 'Cena jest za niska.',
      description: 'Zdjęcia nie ma w galerii.',
    });
    expect(plMessages.other).toEqual([failed.errors[2], failed.errors[3]]);
    expect(fieldMessages(problems, null, en).at).toEqual({
      name: 'The title must have 1 to 75 characters.',
    });
    // The local check, about the value now typed, goes before an older refusal of the same field.
    const price = [{ path: 'sellingMode.price', code: 'priceInvalid' } as const];
    expect(fieldMessages(price, failed, en).at['sellingMode.price']).toMatch(/above zero/);
  });
});
