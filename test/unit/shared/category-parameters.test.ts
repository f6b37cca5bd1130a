import { describe, expect, it } from 'vitest';
import type { CategoryParameter, ParameterValue } from '../../../shared/categories';
import { missingParameters } from '../../../shared/category-parameters';

const common = { requiredForProduct: false, describesProduct: false, unit: null };

const condition: CategoryParameter = {
  ...common,
  id: '11323',
  name: 'Stan',
  type: 'dictionary',
  required: true,
  requiredForProduct: true,
  describesProduct: true,
  dictionary: [
    { id: '11323_1', value: 'Nowy' },
    { id: '11323_2', value: 'Używany' },
  ],
  multipleChoices: false,
  customValuesEnabled: false,
};
const colour: CategoryParameter = {
  ...common,
  id: '248811',
  name: 'Kolor',
  type: 'dictionary',
  required: false,
  dictionary: [
    { id: '248811_1', value: 'czarny' },
    { id: '248811_2', value: 'biały' },
  ],
  multipleChoices: true,
  customValuesEnabled: false,
};
const weight: CategoryParameter = {
  ...common,
  id: '17448',
  name: 'Waga',
  type: 'float',
  required: false,
  unit: 'kg',
  min: 0,
  max: 1000,
  range: false,
  precision: 3,
};
const pieces: CategoryParameter = {
  ...common,
  id: '4265',
  name: 'Liczba elementów',
  type: 'integer',
  required: true,
  min: 1,
  max: 20000,
  range: false,
  precision: null,
};
const age: CategoryParameter = {
  ...common,
  id: '237206',
  name: 'Wiek dziecka',
  type: 'integer',
  required: false,
  unit: 'lata',
  min: 0,
  max: 18,
  range: true,
  precision: null,
};
const code: CategoryParameter = {
  ...common,
  id: '224017',
  name: 'Kod producenta',
  type: 'string',
  required: false,
  minLength: 2,
  maxLength: 35,
  allowedNumberOfValues: 1,
};
const future: CategoryParameter = { ...common, id: '9', name: 'Nowość', type: 'other', required: true };

const all = [condition, colour, weight, pieces, age, code];
/** Values with every parameter valid; a row replaces or removes one of them. */
const valid: ParameterValue[] = [
  { id: '11323', valuesIds: ['11323_1'] },
  { id: '248811', valuesIds: ['248811_1', '248811_2'] },
  { id: '17448', values: ['0.25'] },
  { id: '4265', values: ['500'] },
  { id: '237206', rangeValue: { from: '3', to: '8' } },
  { id: '224017', values: ['AB-12'] },
];
const withValue = (value: ParameterValue): ParameterValue[] => [
  ...valid.filter((v) => v.id !== value.id),
  value,
];
const without = (id: string): ParameterValue[] => valid.filter((v) => v.id !== id);

describe('missingParameters', () => {
  it('answers nothing for valid values, and nothing for optional parameters left empty', () => {
    expect(missingParameters(all, valid, 'pl')).toEqual([]);
    expect(missingParameters(all, [valid[0]!, valid[3]!], 'en')).toEqual([]);
  });

  it.each<[string, ParameterValue[], string, string, string]>([
    [
      'a required dictionary left out',
      without('11323'),
      '11323',
      'REQUIRED',
      'Podaj wartość parametru „Stan”.',
    ],
    [
      'a required dictionary with blank ids',
      withValue({ id: '11323', valuesIds: [' '] }),
      '11323',
      'REQUIRED',
      'Podaj wartość parametru „Stan”.',
    ],
    [
      'a required number left empty',
      withValue({ id: '4265', values: [''] }),
      '4265',
      'REQUIRED',
      'Podaj wartość parametru „Liczba elementów”.',
    ],
    [
      'a value id outside the dictionary',
      withValue({ id: '11323', valuesIds: ['11323_9'] }),
      '11323',
      'UNKNOWN_VALUE',
      'Parametr „Stan”: wybierz wartość z listy.',
    ],
    [
      'a label outside the dictionary',
      withValue({ id: '11323', values: ['Prawie nowy'] }),
      '11323',
      'UNKNOWN_VALUE',
      'Parametr „Stan”: wybierz wartość z listy.',
    ],
    [
      'two values of a single choice',
      withValue({ id: '11323', valuesIds: ['11323_1', '11323_2'] }),
      '11323',
      'TOO_MANY_VALUES',
      'Parametr „Stan”: najwyżej 1 wartość.',
    ],
    [
      'a float above its maximum',
      withValue({ id: '17448', values: ['1000.5'] }),
      '17448',
      'OUT_OF_RANGE',
      'Parametr „Waga”: wartość musi być od 0 do 1000 kg.',
    ],
    [
      'a float with too many decimals',
      withValue({ id: '17448', values: ['0.1234'] }),
      '17448',
      'TOO_PRECISE',
      'Parametr „Waga”: najwyżej 3 cyfry po przecinku.',
    ],
    [
      'a float with a decimal comma',
      withValue({ id: '17448', values: ['0,25'] }),
      '17448',
      'NOT_A_NUMBER',
      'Parametr „Waga”: wpisz liczbę.',
    ],
    [
      'an integer below its minimum',
      withValue({ id: '4265', values: ['0'] }),
      '4265',
      'OUT_OF_RANGE',
      'Parametr „Liczba elementów”: wartość musi być od 1 do 20000.',
    ],
    [
      'an integer with decimals',
      withValue({ id: '4265', values: ['12.5'] }),
      '4265',
      'NOT_A_NUMBER',
      'Parametr „Liczba elementów”: wpisz liczbę całkowitą.',
    ],
    [
      'a range given as one value',
      withValue({ id: '237206', values: ['5'] }),
      '237206',
      'INVALID_RANGE',
      'Parametr „Wiek dziecka”: podaj zakres „od” i „do”, „od” nie większe niż „do”.',
    ],
    [
      'a range reversed',
      withValue({ id: '237206', rangeValue: { from: '9', to: '3' } }),
      '237206',
      'INVALID_RANGE',
      'Parametr „Wiek dziecka”: podaj zakres „od” i „do”, „od” nie większe niż „do”.',
    ],
    [
      'a range end beyond the maximum',
      withValue({ id: '237206', rangeValue: { from: '3', to: '19' } }),
      '237206',
      'OUT_OF_RANGE',
      'Parametr „Wiek dziecka”: wartość musi być od 0 do 18 lata.',
    ],
    [
      'a text too short',
      withValue({ id: '224017', values: ['A'] }),
      '224017',
      'TOO_SHORT',
      'Parametr „Kod producenta”: co najmniej 2 znaki.',
    ],
    [
      'a text too long',
      withValue({ id: '224017', values: ['X'.repeat(36)] }),
      '224017',
      'TOO_LONG',
      'Parametr „Kod producenta”: najwyżej 35 znaków.',
    ],
    [
      'two texts where one is allowed',
      withValue({ id: '224017', values: ['AB', 'CD'] }),
      '224017',
      'TOO_MANY_VALUES',
      'Parametr „Kod producenta”: najwyżej 1 wartość.',
    ],
  ])('%s', (_what, values, id, code, userMessage) => {
    expect(missingParameters(all, values, 'pl')).toEqual([{ path: `parameters[${id}]`, code, userMessage }]);
  });

  it('speaks English too, with the decimal point', () => {
    expect(missingParameters(all, withValue({ id: '17448', values: ['2000'] }), 'en')).toEqual([
      {
        path: 'parameters[17448]',
        code: 'OUT_OF_RANGE',
        userMessage: 'Parameter “Waga”: the value must be from 0 to 1000 kg.',
      },
    ]);
    expect(missingParameters([condition], [], 'en')[0]!.userMessage).toBe('Fill in the parameter “Stan”.');
  });

  it('shows a decimal comma in Polish', () => {
    const small = { ...weight, min: 0.5, max: 2.5 } as CategoryParameter;
    expect(missingParameters([small], [{ id: '17448', values: ['3'] }], 'pl')[0]!.userMessage).toBe(
      'Parametr „Waga”: wartość musi być od 0,5 do 2,5 kg.',
    );
  });

  it('reports every parameter in trouble, each once, in the order of the definitions', () => {
    const errors = missingParameters(all, [{ id: '17448', values: ['-1', 'x'] }], 'en');
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ['parameters[11323]', 'REQUIRED'],
      ['parameters[17448]', 'OUT_OF_RANGE'],
      ['parameters[4265]', 'REQUIRED'],
    ]);
  });

  it('a new product is checked against requiredForProduct instead', () => {
    expect(missingParameters(all, [], 'en', 'product').map((e) => e.path)).toEqual(['parameters[11323]']);
  });

  it('a parameter of a type not known yet is only checked for a value', () => {
    expect(missingParameters([future], [], 'en').map((e) => e.code)).toEqual(['REQUIRED']);
    expect(missingParameters([future], [{ id: '9', values: ['anything'] }], 'en')).toEqual([]);
  });
});
