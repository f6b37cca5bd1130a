import { describe, expect, it } from 'vitest';
import {
  deliveryMethodsFrom,
  shippingRatesFrom,
  tagsFrom,
  variantSetFrom,
  variantSetPageFrom,
} from '../../../../electron/core/domains/delivery-tags/delivery-tag-records';
import { MalformedRecord } from '../../../../electron/core/market/records/json';

describe('delivery and tag records', () => {
  it('a delivery method keeps its constraints; one without a weight limit says so; one without an id is left out', () => {
    const methods = deliveryMethodsFrom({
      deliveryMethods: [
        {
          id: 'm1',
          name: 'Kurier',
          paymentPolicy: 'CASH_ON_DELIVERY',
          shippingRatesConstraints: {
            maxQuantityPerPackage: { max: 10 },
            maxPackageWeight: { supported: true, min: '0.01', max: '31.50', unit: 'KILOGRAM' },
            shippingTime: { default: { from: 'PT24H', to: 'PT48H' }, customizable: true },
          },
        },
        { id: 'm2', name: 'Odbiór', shippingRatesConstraints: { maxPackageWeight: { supported: false } } },
        { name: 'no id' },
      ],
    });
    expect(methods).toHaveLength(2);
    expect(methods[0]).toMatchObject({
      cashOnDelivery: true,
      maxQuantityPerPackage: 10,
      maxPackageWeight: { min: '0.01', max: '31.50' },
      shippingTime: { from: 'PT24H', to: 'PT48H', customizable: true },
    });
    expect(methods[1]).toMatchObject({ cashOnDelivery: false, maxPackageWeight: null, shippingTime: null });
    expect(() => deliveryMethodsFrom({})).toThrow(MalformedRecord);
  });

  it('rates, tags and variant sets without their lists are malformed, never empty', () => {
    expect(() => shippingRatesFrom({ id: 'r' })).toThrow(MalformedRecord);
    expect(() => tagsFrom({})).toThrow(MalformedRecord);
    expect(() => variantSetPageFrom({ count: 0 })).toThrow(MalformedRecord);
    expect(() => variantSetFrom({ name: 'x' })).toThrow(MalformedRecord);
    expect(
      shippingRatesFrom({
        rates: [
          {
            deliveryMethod: { id: 'm1' },
            firstItemRate: { amount: '9.99', currency: 'PLN' },
            maxQuantityPerPackage: 3,
          },
          { firstItemRate: { amount: '1.00', currency: 'PLN' } },
        ],
      }),
    ).toEqual([
      {
        deliveryMethodId: 'm1',
        maxQuantityPerPackage: 3,
        maxPackageWeight: null,
        firstItemRate: { amount: '9.99', currency: 'PLN' },
        nextItemRate: null,
        shippingTime: null,
      },
    ]);
    expect(tagsFrom({ tags: [{ id: 't', name: 'Nowe' }, { name: 'bez id' }] })).toEqual([
      { id: 't', name: 'Nowe', hidden: false },
    ]);
    expect(
      variantSetFrom({
        id: 's',
        name: 'Kubki',
        parameters: [{ id: 'color/pattern' }],
        offers: [{ id: 'o1' }, {}],
      }),
    ).toEqual({
      id: 's',
      name: 'Kubki',
      parameters: ['color/pattern'],
      offers: [{ id: 'o1', colorPattern: null }],
    });
  });
});
