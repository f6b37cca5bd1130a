import { describe, expect, it } from 'vitest';
import {
  categoryFrom,
  categoryParametersFrom,
} from '../../../../electron/core/domains/offers/category-records';
import { MalformedRecord } from '../../../../electron/core/market/records/json';

/** Parameters in the shapes of the marketplace's own examples: conditions, former data, ranges and all. */
const conditions = {
  requiredIf: {
    parametersWithValue: [{ id: '202870', oneOfValueIds: ['202870_1'] }],
    parametersWithoutValue: [],
  },
  displayedIf: { parametersWithValue: [{ id: '202870', oneOfValueIds: ['202870_1', '202870_2'] }] },
};
const options = { ambiguousValueId: null, dependsOnParameterId: '202870', customValuesEnabled: false };
const list = {
  parameters: [
    {
      id: '11323',
      name: 'Stan',
      type: 'dictionary',
      required: true,
      requiredForProduct: false,
      ...conditions,
      unit: null,
      options: { ...options, describesProduct: false },
      dictionary: [
        { id: '11323_1', value: 'Nowy', dependsOnValueIds: ['202870_1'], formerData: { values: ['Nowa'] } },
        { id: '11323_2', value: 'Używany', dependsOnValueIds: ['202870_2'] },
      ],
      restrictions: { multipleChoices: false },
    },
    {
      id: '211966',
      name: 'Zakres regulacji wysokości koszenia',
      type: 'float',
      required: true,
      requiredForProduct: false,
      ...conditions,
      unit: 'cm',
      options: { ...options, describesProduct: true },
      restrictions: { min: 0, max: 1000, range: true, precision: 2 },
    },
    {
      id: '202877',
      name: 'Number of processor cores',
      type: 'integer',
      required: true,
      requiredForProduct: false,
      unit: null,
      options: { ...options, describesProduct: false },
      restrictions: { min: 0, max: 1000000, range: false },
      formerData: { ids: ['202876'], names: ['Number of cores'] },
    },
    {
      id: '224017',
      name: 'Kod producenta',
      type: 'string',
      required: true,
      requiredForProduct: true,
      unit: null,
      options: { ...options, describesProduct: false },
      restrictions: { minLength: 2, maxLength: 35, allowedNumberOfValues: 1 },
    },
    { id: '9', name: 'Nowy rodzaj', type: 'boolean', required: false },
    { name: 'bez identyfikatora', type: 'string' },
    'not an object',
  ],
};

describe('category records', () => {
  it('reads every parameter type with its restrictions, keeping a type not known yet as other', () => {
    expect(categoryParametersFrom(list)).toEqual([
      {
        id: '11323',
        name: 'Stan',
        required: true,
        requiredForProduct: false,
        describesProduct: false,
        unit: null,
        type: 'dictionary',
        dictionary: [
          { id: '11323_1', value: 'Nowy' },
          { id: '11323_2', value: 'Używany' },
        ],
        multipleChoices: false,
        customValuesEnabled: false,
      },
      {
        id: '211966',
        name: 'Zakres regulacji wysokości koszenia',
        required: true,
        requiredForProduct: false,
        describesProduct: true,
        unit: 'cm',
        type: 'float',
        min: 0,
        max: 1000,
        range: true,
        precision: 2,
      },
      {
        id: '202877',
        name: 'Number of processor cores',
        required: true,
        requiredForProduct: false,
        describesProduct: false,
        unit: null,
        type: 'integer',
        min: 0,
        max: 1000000,
        range: false,
        precision: null,
      },
      {
        id: '224017',
        name: 'Kod producenta',
        required: true,
        requiredForProduct: true,
        describesProduct: false,
        unit: null,
        type: 'string',
        minLength: 2,
        maxLength: 35,
        allowedNumberOfValues: 1,
      },
      {
        id: '9',
        name: 'Nowy rodzaj',
        required: false,
        requiredForProduct: false,
        describesProduct: false,
        unit: null,
        type: 'other',
      },
    ]);
  });

  it.each([
    ['no body', null],
    ['no list', {}],
    ['a list that is not one', { parameters: 'none' }],
  ])('answers no parameters for %s', (_what, body) => {
    expect(categoryParametersFrom(body)).toEqual([]);
  });

  it('reads a category, a main one without a parent', () => {
    expect(
      categoryFrom({ id: '257931', leaf: true, name: 'Etui', options: {}, parent: { id: '4' } }),
    ).toEqual({
      id: '257931',
      name: 'Etui',
      leaf: true,
      parentId: '4',
    });
    expect(categoryFrom({ id: '5', leaf: false, name: 'Dom i Ogród', parent: null })).toMatchObject({
      parentId: null,
    });
    expect(() => categoryFrom({ name: 'no id' })).toThrow(MalformedRecord);
  });
});
