import { describe, expect, it } from 'vitest';
import {
  afterSalesConditionFrom,
  afterSalesListFrom,
} from '../../../../electron/core/domains/after-sales/condition-records';
import { MalformedRecord } from '../../../../electron/core/market/records/json';

/** Bodies in the shapes of the marketplace's reference (ReturnPolicyResponseV1, ImpliedWarrantyResponse...). */
const address = {
  name: 'Allegro.pl sp. z o.o.',
  street: 'Grunwaldzka 182',
  postCode: '60-166',
  city: 'Poznań',
  countryCode: 'PL',
};
const returnPolicy = {
  id: '09f0b4cc-7880-11e9-8f9e-2a86e4085a59',
  isFulfillment: false,
  seller: { id: '1' },
  name: 'Default',
  availability: { range: 'RESTRICTED', restrictionCause: { name: 'SEALED_MEDIA', description: 'Nagrania' } },
  withdrawalPeriod: 'P14D',
  returnCost: { coveredBy: 'SELLER' },
  address,
  contact: { phoneNumber: '123 123 123', email: null },
  options: { cashOnDeliveryNotAllowed: true, businessReturnAllowed: false },
  attachment: { id: 'f1', name: 'formularz.pdf', url: 'https://example.test/f1' },
};

describe('after-sales records', () => {
  it('reads a return policy, its restriction, contact and options (a missing option is false)', () => {
    expect(afterSalesConditionFrom('return-policy', returnPolicy)).toEqual({
      kind: 'return-policy',
      id: returnPolicy.id,
      name: 'Default',
      range: 'RESTRICTED',
      restrictionCause: { name: 'SEALED_MEDIA', description: 'Nagrania' },
      withdrawalPeriod: 'P14D',
      returnCostCoveredBy: 'SELLER',
      address,
      contact: { phoneNumber: '123 123 123', email: null },
      options: {
        cashOnDeliveryNotAllowed: true,
        freeAccessoriesReturnRequired: false,
        refundLoweredByReceivedDiscount: false,
        refundOfCheapestItemInCombinedDiscount: false,
        businessReturnAllowed: false,
        collectBySellerOnly: false,
      },
      attachment: { id: 'f1', name: 'formularz.pdf', url: 'https://example.test/f1' },
    });
  });

  it('reads an implied warranty and a lifetime warranty; an empty description is none', () => {
    expect(
      afterSalesConditionFrom('implied-warranty', {
        id: 'b953a7de',
        name: 'Basic Implied Warranty',
        individual: { period: 'P2Y' },
        corporate: null,
        address,
        description: '',
      }),
    ).toEqual({
      kind: 'implied-warranty',
      id: 'b953a7de',
      name: 'Basic Implied Warranty',
      individualPeriod: 'P2Y',
      corporatePeriod: null,
      address,
      description: null,
    });
    expect(
      afterSalesConditionFrom(
        'warranty',
        JSON.stringify({
          id: '19e3bc3f',
          name: 'Warranty for products',
          type: 'MANUFACTURER',
          individual: { lifetime: true },
          attachment: { id: '54702c96', name: 'warranty.pdf' },
        }),
      ),
    ).toMatchObject({
      kind: 'warranty',
      type: 'MANUFACTURER',
      individual: { period: null, lifetime: true },
      corporate: null,
      attachment: { id: '54702c96', name: 'warranty.pdf', url: null },
    });
  });

  it('names what is wrong with a condition that cannot be used', () => {
    const error = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(MalformedRecord);
        return (e as Error).message;
      }
      throw new Error('no error');
    };
    expect(error(() => afterSalesConditionFrom('return-policy', { name: 'x' }))).toBe(
      'A return policy has no id.',
    );
    expect(error(() => afterSalesConditionFrom('warranty', { id: 'w1' }))).toBe(
      'The warranty w1 has no name.',
    );
    expect(error(() => afterSalesConditionFrom('implied-warranty', '{"id": "w1", '))).toMatch(
      /^An implied warranty is not valid JSON: /,
    );
    expect(error(() => afterSalesListFrom('warranty', { count: 0 }))).toBe(
      'The list of warranties has no "warranties" array.',
    );
  });

  it('a list keeps the items with an id, with their names and bodies', () => {
    const listed = afterSalesListFrom('implied-warranty', {
      impliedWarranties: [{ id: 'a', name: 'A' }, { name: 'no id' }, 'junk', { id: 'b' }],
      count: 4,
    });
    expect(listed).toEqual([
      { id: 'a', name: 'A', body: { id: 'a', name: 'A' } },
      { id: 'b', name: null, body: { id: 'b' } },
    ]);
  });
});
