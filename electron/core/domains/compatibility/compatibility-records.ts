import type {
  CompatibilityCategory,
  CompatibilityRow,
  CompatibleGroup,
} from '../../../../shared/compatibility';
import type { StoredVehicle } from './compatibility-repo';
import { arr, int, MalformedRecord, obj, str } from '../../market/records/json';

/**
 * `GET /sale/compatibility-list/supported-categories`: an entry without a category id or an input type is left out;
 * an input type the app does not know is kept as it came (list-check.ts leaves its items to the marketplace).
 */
export function supportedCategoriesFrom(body: unknown): CompatibilityCategory[] {
  const list = obj(body)?.supportedCategories;
  if (!Array.isArray(list))
    throw new MalformedRecord('The supported categories have no "supportedCategories" array.');
  return list.map(obj).flatMap((entry) => {
    const categoryId = str(entry?.categoryId);
    const inputType = str(entry?.inputType);
    if (!entry || !categoryId || !inputType) return [];
    const rules = obj(entry.validationRules);
    return [
      {
        categoryId,
        name: str(entry.name) ?? categoryId,
        itemsType: str(entry.itemsType) ?? '',
        inputType,
        // Document 2: 2000 rows at most in general, when a category says nothing of its own.
        maxRows: int(rules?.maxRows) ?? 2000,
        maxCharactersPerLine: int(rules?.maxCharactersPerLine),
      },
    ];
  });
}

/** A page of `GET /sale/compatible-products/groups`, and how many there are in all. */
export function groupsFrom(body: unknown): { groups: CompatibleGroup[]; totalCount: number | null } {
  const o = obj(body);
  if (!o || !Array.isArray(o.groups))
    throw new MalformedRecord('The compatible product groups have no "groups" array.');
  const groups = o.groups.map(obj).flatMap((g) => {
    const id = str(g?.id);
    return id ? [{ id, text: str(g?.text) ?? id }] : [];
  });
  return { groups, totalCount: int(o.totalCount) };
}

/** A page of `GET /sale/compatible-products`, with each vehicle's body kept whole. */
export function vehiclesFrom(body: unknown): { vehicles: StoredVehicle[]; totalCount: number | null } {
  const o = obj(body);
  if (!o || !Array.isArray(o.compatibleProducts))
    throw new MalformedRecord('The compatible products have no "compatibleProducts" array.');
  const vehicles = o.compatibleProducts.map(obj).flatMap((p) => {
    const id = str(p?.id);
    const group = str(p?.group);
    return p && id && group ? [{ id, groupId: group, text: str(p.text) ?? id, raw: JSON.stringify(p) }] : [];
  });
  return { vehicles, totalCount: int(o.totalCount) };
}

/** `GET /sale/compatibility-list-suggestions`: the suggested rows (a vehicle's text as the suggestion gives it). */
export function suggestionFrom(body: unknown): CompatibilityRow[] {
  return arr(obj(body)?.items)
    .map(obj)
    .flatMap((item): CompatibilityRow[] => {
      const id = str(item?.id);
      const text = str(item?.text);
      if (item?.type === 'ID' && id) return [{ type: 'ID', id, text: text ?? id }];
      if (text) return [{ type: 'TEXT', id: null, text }];
      return [];
    });
}

/**
 * An offer's `compatibilityList` (its detail's raw JSON): null when it has none. A vehicle row's text comes from
 * `vehicleText` (the local database), else the row's own text, else its id.
 */
export function offerListFrom(
  detail: unknown,
  vehicleText: (id: string) => string | null,
): { type: string; rows: CompatibilityRow[] } | null {
  const list = obj(obj(detail)?.compatibilityList);
  if (!list) return null;
  const rows = arr(list.items)
    .map(obj)
    .flatMap((item): CompatibilityRow[] => {
      const id = str(item?.id);
      const text = str(item?.text);
      if (id && (item?.type === 'ID' || !text))
        return [{ type: 'ID', id, text: vehicleText(id) ?? text ?? id }];
      if (text !== null) return [{ type: 'TEXT', id: null, text }];
      return [];
    });
  return { type: str(list.type) ?? 'MANUAL', rows };
}
