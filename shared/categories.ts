/** A marketplace category as the app keeps it; offers are listed only in leaves. */
export interface Category {
  id: string;
  name: string;
  leaf: boolean;
  /** Null for a main category. */
  parentId: string | null;
}

interface ParameterCommon {
  id: string;
  name: string;
  /** An offer needs a value to be published. */
  required: boolean;
  /** A new catalogue product needs a value. */
  requiredForProduct: boolean;
  /** A product parameter (`productSet[].product.parameters`) rather than an offer parameter (`parameters`). */
  describesProduct: boolean;
  unit: string | null;
}

/**
 * A parameter of a category, from `GET /sale/categories/{id}/parameters`. A restriction the marketplace did not
 * send is null. A type the app does not know yet is `other`: only whether it has a value can be checked.
 */
export type CategoryParameter =
  | (ParameterCommon & {
      type: 'dictionary';
      dictionary: { id: string; value: string }[];
      multipleChoices: boolean;
      /** A value outside the dictionary may be typed (for a parameter with an ambiguous value). */
      customValuesEnabled: boolean;
    })
  | (ParameterCommon & {
      type: 'integer' | 'float';
      min: number | null;
      max: number | null;
      /** Two values, `rangeValue.from` and `rangeValue.to`, both within min and max. */
      range: boolean;
      /** Digits allowed after the decimal point (floats). */
      precision: number | null;
    })
  | (ParameterCommon & {
      type: 'string';
      minLength: number | null;
      maxLength: number | null;
      allowedNumberOfValues: number | null;
    })
  | (ParameterCommon & { type: 'other' });

/** A parameter's value in an offer or product, as the marketplace takes it. */
export interface ParameterValue {
  id: string;
  values?: readonly string[];
  valuesIds?: readonly string[];
  rangeValue?: { from: string; to: string } | null;
}
