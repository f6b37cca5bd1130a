import type { Category, CategoryParameter } from '../../../../shared/categories';
import { arr, bool, int, MalformedRecord, num, obj, str, type Json } from '../../market/records/json';

/** GET /sale/categories/{id} (CategoryDto). */
export function categoryFrom(body: unknown): Category {
  const o = obj(body);
  const id = str(o?.id);
  if (!o || !id) throw new MalformedRecord('A category has no id.');
  return {
    id,
    name: str(o.name) ?? id,
    leaf: bool(o.leaf) ?? false,
    parentId: str(obj(o.parent)?.id),
  };
}

function parameterFrom(item: Json): CategoryParameter | null {
  const id = str(item.id);
  if (!id) return null;
  const options = obj(item.options);
  const restrictions = obj(item.restrictions);
  const common = {
    id,
    name: str(item.name) ?? id,
    required: bool(item.required) ?? false,
    requiredForProduct: bool(item.requiredForProduct) ?? false,
    describesProduct: bool(options?.describesProduct) ?? false,
    unit: str(item.unit),
  };
  switch (item.type) {
    case 'dictionary':
      return {
        ...common,
        type: 'dictionary',
        dictionary: arr(item.dictionary)
          .map(obj)
          .flatMap((d) => {
            const valueId = str(d?.id);
            return valueId ? [{ id: valueId, value: str(d?.value) ?? valueId }] : [];
          }),
        multipleChoices: bool(restrictions?.multipleChoices) ?? false,
        customValuesEnabled: bool(options?.customValuesEnabled) ?? false,
      };
    case 'integer':
    case 'float':
      return {
        ...common,
        type: item.type,
        min: num(restrictions?.min),
        max: num(restrictions?.max),
        range: bool(restrictions?.range) ?? false,
        precision: int(restrictions?.precision),
      };
    case 'string':
      return {
        ...common,
        type: 'string',
        minLength: int(restrictions?.minLength),
        maxLength: int(restrictions?.maxLength),
        allowedNumberOfValues: int(restrictions?.allowedNumberOfValues),
      };
    default:
      return { ...common, type: 'other' };
  }
}

/** GET /sale/categories/{id}/parameters (CategoryParameterList); an entry without an id is left out. */
export function categoryParametersFrom(body: unknown): CategoryParameter[] {
  return arr(obj(body)?.parameters)
    .map(obj)
    .flatMap((item) => {
      const parameter = item ? parameterFrom(item) : null;
      return parameter ? [parameter] : [];
    });
}
