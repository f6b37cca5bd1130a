import { describe, expect, it } from 'vitest';
import { MalformedRecord } from '../../../../electron/core/market/records/json';
import {
  groupsFrom,
  offerListFrom,
  suggestionFrom,
  supportedCategoriesFrom,
  vehiclesFrom,
} from '../../../../electron/core/domains/compatibility/compatibility-records';

describe('compatibility records', () => {
  it('reads supported categories; without a row limit the general 2000 holds, without a line limit none', () => {
    expect(
      supportedCategoriesFrom({
        supportedCategories: [
          {
            categoryId: '620',
            name: 'Części samochodowe',
            itemsType: 'CAR',
            inputType: 'ID',
            validationRules: {},
          },
          {
            categoryId: '9108',
            name: 'Tusze',
            itemsType: 'PRINTER',
            inputType: 'TEXT',
            validationRules: { maxRows: 200, maxCharactersPerLine: 100 },
          },
          // An input type the app does not know is kept as it came; one with none says nothing usable.
          { categoryId: '1', inputType: 'PICTURE' },
          { categoryId: '2' },
        ],
      }),
    ).toEqual([
      {
        categoryId: '620',
        name: 'Części samochodowe',
        itemsType: 'CAR',
        inputType: 'ID',
        maxRows: 2000,
        maxCharactersPerLine: null,
      },
      {
        categoryId: '9108',
        name: 'Tusze',
        itemsType: 'PRINTER',
        inputType: 'TEXT',
        maxRows: 200,
        maxCharactersPerLine: 100,
      },
      {
        categoryId: '1',
        name: '1',
        itemsType: '',
        inputType: 'PICTURE',
        maxRows: 2000,
        maxCharactersPerLine: null,
      },
    ]);
    // A broken answer never empties the local copy.
    expect(() => supportedCategoriesFrom({})).toThrow(MalformedRecord);
    expect(() => groupsFrom({ count: 0 })).toThrow(MalformedRecord);
    expect(() => vehiclesFrom({ groups: [] })).toThrow(MalformedRecord);
  });

  it('keeps database rows with their ids and groups, and leaves out rows without them', () => {
    expect(groupsFrom({ groups: [{ id: 'a', text: 'AUDI' }, { text: 'X' }], totalCount: 2 })).toEqual({
      groups: [{ id: 'a', text: 'AUDI' }],
      totalCount: 2,
    });
    const page = vehiclesFrom({
      compatibleProducts: [{ id: '1', text: 'AUDI A4', group: 'a' }, { id: '2' }],
    });
    expect(page.vehicles.map((v) => v.id)).toEqual(['1']);
    expect(page.totalCount).toBeNull();
  });

  it("reads an offer's list: vehicles by name where known, product-based rows as text", () => {
    const names = (id: string) => (id === '7' ? 'BMW 3 (E90) 320 d' : null);
    expect(offerListFrom({ compatibilityList: null }, names)).toBeNull();
    expect(
      offerListFrom(
        {
          compatibilityList: {
            type: 'MANUAL',
            items: [
              { type: 'ID', id: '7' },
              { type: 'ID', id: '8' },
            ],
          },
        },
        names,
      ),
    ).toEqual({
      type: 'MANUAL',
      rows: [
        { type: 'ID', id: '7', text: 'BMW 3 (E90) 320 d' },
        { type: 'ID', id: '8', text: '8' },
      ],
    });
    expect(
      offerListFrom(
        { compatibilityList: { type: 'PRODUCT_BASED', items: [{ text: 'AUDI 90 2.3' }] } },
        names,
      ),
    ).toEqual({ type: 'PRODUCT_BASED', rows: [{ type: 'TEXT', id: null, text: 'AUDI 90 2.3' }] });
    expect(
      suggestionFrom({
        type: 'MANUAL',
        items: [
          { type: 'ID', id: '7', text: 'BMW', additionalInfo: [] },
          { type: 'TEXT', text: 'HP 301' },
          { type: 'ID' },
        ],
      }),
    ).toEqual([
      { type: 'ID', id: '7', text: 'BMW' },
      { type: 'TEXT', id: null, text: 'HP 301' },
    ]);
  });
});
