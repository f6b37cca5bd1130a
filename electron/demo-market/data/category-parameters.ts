import type { OfferParameter } from '../state/types';

/**
 * The parameters of the demo's leaf categories, as GET /sale/categories/{id}/parameters describes them. The same
 * definitions decide what a new catalogue product must carry (`requiredForProduct`) and what the generated
 * products hold, so the marketplace never asks for a parameter it does not list.
 */

interface ParameterBase {
  id: string;
  name: string;
  /** An offer needs a value to be published. */
  required: boolean;
  /** A new catalogue product needs a value (checked on POST /sale/product-offers). */
  requiredForProduct: boolean;
  /** A product parameter (sent in `productSet[].product.parameters`) rather than an offer parameter. */
  describesProduct: boolean;
  unit: string | null;
  /** The labels the generated catalogue's products carry; absent: generated products leave the parameter out. */
  sample?: string[];
}

export type ParameterDefinition =
  | (ParameterBase & {
      type: 'dictionary';
      dictionary: { id: string; value: string }[];
      multipleChoices: boolean;
    })
  | (ParameterBase & { type: 'integer'; min: number; max: number; range: boolean })
  | (ParameterBase & { type: 'float'; min: number; max: number; range: boolean; precision: number })
  | (ParameterBase & { type: 'string'; minLength: number; maxLength: number; allowedNumberOfValues: number });

interface Flags {
  required?: boolean;
  requiredForProduct?: boolean;
  describesProduct?: boolean;
  unit?: string;
  sample?: string[];
}

function base(id: string, name: string, flags: Flags): ParameterBase {
  return {
    id,
    name,
    required: flags.required ?? false,
    requiredForProduct: flags.requiredForProduct ?? false,
    describesProduct: flags.describesProduct ?? true,
    unit: flags.unit ?? null,
    ...(flags.sample ? { sample: flags.sample } : {}),
  };
}

/**
 * "Stan": every demo category has it, and (unlike on the real marketplace) a new catalogue product must carry it,
 * so here it describes the product. Its values differ by category, as they do on the marketplace.
 */
export function condition(entries: [id: string, value: string][], sample: string[]): ParameterDefinition {
  return {
    ...base('11323', 'Stan', { required: true, requiredForProduct: true, sample }),
    type: 'dictionary',
    dictionary: entries.map(([id, value]) => ({ id, value })),
    multipleChoices: false,
  };
}

export const newOrUsed: [string, string][] = [
  ['11323_1', 'Nowy'],
  ['11323_2', 'Używany'],
  ['11323_238058', 'Powystawowy'],
  ['11323_238062', 'Uszkodzony'],
];

/** A dictionary whose value ids are `{parameter id}_{position}`. */
export function dictionary(
  id: string,
  name: string,
  values: string[],
  flags: Flags & { multipleChoices?: boolean } = {},
): ParameterDefinition {
  return {
    ...base(id, name, flags),
    type: 'dictionary',
    dictionary: values.map((value, i) => ({ id: `${id}_${i + 1}`, value })),
    multipleChoices: flags.multipleChoices ?? false,
  };
}

export function integer(
  id: string,
  name: string,
  [min, max]: [number, number],
  flags: Flags & { range?: boolean } = {},
): ParameterDefinition {
  return { ...base(id, name, flags), type: 'integer', min, max, range: flags.range ?? false };
}

export function float(
  id: string,
  name: string,
  [min, max]: [number, number],
  precision: number,
  flags: Flags & { range?: boolean } = {},
): ParameterDefinition {
  return { ...base(id, name, flags), type: 'float', min, max, precision, range: flags.range ?? false };
}

export function text(
  id: string,
  name: string,
  [minLength, maxLength]: [number, number],
  flags: Flags & { allowedNumberOfValues?: number } = {},
): ParameterDefinition {
  return {
    ...base(id, name, flags),
    type: 'string',
    minLength,
    maxLength,
    allowedNumberOfValues: flags.allowedNumberOfValues ?? 1,
  };
}

/** The package weight every category lists (an offer parameter: it is the seller's, not the product's). */
export const packageWeight = (): ParameterDefinition =>
  float('17448', 'Waga produktu z opakowaniem jednostkowym', [0, 1000], 3, {
    unit: 'kg',
    describesProduct: false,
  });

export const manufacturerCode = (): ParameterDefinition =>
  text('224017', 'Kod producenta', [2, 35], { describesProduct: true });

/** The product's EAN (GTIN): the marketplace's id for it in every category. */
export const gtin = (): ParameterDefinition =>
  text('225693', 'EAN (GTIN)', [8, 14], { describesProduct: true });

/**
 * The category's required parameters with values from their samples, the `n`th in turn: what a generated offer
 * without a catalogue product carries itself. Nothing is drawn, so the rest of the generated shop stays the same.
 */
export function requiredValues(definitions: readonly ParameterDefinition[], n: number): OfferParameter[] {
  return definitions.flatMap((d) => {
    if (!d.required || d.type !== 'dictionary' || !d.sample || d.sample.length === 0) return [];
    const label = d.sample[n % d.sample.length]!;
    const entry = d.dictionary.find((e) => e.value === label);
    return [{ id: d.id, name: d.name, values: [label], ...(entry ? { valuesIds: [entry.id] } : {}) }];
  });
}
