import {
  returnPolicyOptionNames,
  type AfterSalesCondition,
  type AfterSalesKind,
  type ConditionAddress,
  type ImpliedWarranty,
  type ReturnPolicy,
  type ReturnPolicyOptions,
  type Warranty,
  type WarrantyPeriod,
} from '../../../../shared/after-sales';
import { arr, at, bool, MalformedRecord, obj, str, type Json } from '../../market/records/json';

/** How each kind is named in messages, and where its list keeps it (document 3). */
export const afterSalesSources: Record<
  AfterSalesKind,
  { path: string; listKey: string; what: string; plural: string }
> = {
  'return-policy': {
    path: '/after-sales-service-conditions/return-policies',
    listKey: 'returnPolicies',
    what: 'return policy',
    plural: 'return policies',
  },
  'implied-warranty': {
    path: '/after-sales-service-conditions/implied-warranties',
    listKey: 'impliedWarranties',
    what: 'implied warranty',
    plural: 'implied warranties',
  },
  warranty: {
    path: '/after-sales-service-conditions/warranties',
    listKey: 'warranties',
    what: 'warranty',
    plural: 'warranties',
  },
};

/** "A return policy", "An implied warranty": how a message starts about one condition of the kind. */
const aWhat = (kind: AfterSalesKind): string => {
  const { what } = afterSalesSources[kind];
  return `${/^[aeiou]/.test(what) ? 'An' : 'A'} ${what}`;
};

/** A body as text (the local copy's) is parsed here, so a broken one is named for what it should have been. */
function json(kind: AfterSalesKind, body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MalformedRecord(`${aWhat(kind)} is not valid JSON: ${reason}`);
  }
}

function address(value: unknown): ConditionAddress | null {
  const o = obj(value);
  if (!o) return null;
  return {
    name: str(o.name) ?? '',
    street: str(o.street) ?? '',
    postCode: str(o.postCode) ?? '',
    city: str(o.city) ?? '',
    countryCode: str(o.countryCode) ?? '',
  };
}

function attachment(value: unknown): ReturnPolicy['attachment'] {
  const o = obj(value);
  const id = str(o?.id);
  return id ? { id, name: str(o?.name), url: str(o?.url) } : null;
}

function options(value: unknown): ReturnPolicyOptions | null {
  const o = obj(value);
  if (!o) return null;
  const out = {} as ReturnPolicyOptions;
  for (const name of returnPolicyOptionNames) out[name] = bool(o[name]) ?? false;
  return out;
}

function returnPolicy(o: Json, id: string, name: string): ReturnPolicy {
  const cause = obj(at(o, 'availability.restrictionCause'));
  const causeName = str(cause?.name);
  const contact = obj(o.contact);
  return {
    kind: 'return-policy',
    id,
    name,
    range: str(at(o, 'availability.range')),
    restrictionCause: causeName ? { name: causeName, description: str(cause?.description) } : null,
    withdrawalPeriod: str(o.withdrawalPeriod),
    returnCostCoveredBy: str(at(o, 'returnCost.coveredBy')),
    address: address(o.address),
    contact: contact ? { phoneNumber: str(contact.phoneNumber), email: str(contact.email) } : null,
    options: options(o.options),
    attachment: attachment(o.attachment),
  };
}

function impliedWarranty(o: Json, id: string, name: string): ImpliedWarranty {
  return {
    kind: 'implied-warranty',
    id,
    name,
    individualPeriod: str(at(o, 'individual.period')),
    corporatePeriod: str(at(o, 'corporate.period')),
    address: address(o.address),
    description: str(o.description) || null,
  };
}

function period(value: unknown): WarrantyPeriod | null {
  const o = obj(value);
  if (!o) return null;
  return { period: str(o.period), lifetime: bool(o.lifetime) ?? false };
}

function warranty(o: Json, id: string, name: string): Warranty {
  return {
    kind: 'warranty',
    id,
    name,
    type: str(o.type),
    individual: period(o.individual),
    corporate: period(o.corporate),
    attachment: attachment(o.attachment),
    description: str(o.description) || null,
  };
}

/**
 * One condition (`GET .../return-policies/{id}` and the like), from the marketplace's JSON or the local copy's
 * text. One without an id or a name cannot be picked or sent back: it is malformed. Fields the app does not know
 * are kept in the raw body, not here.
 */
export function afterSalesConditionFrom(kind: AfterSalesKind, body: unknown): AfterSalesCondition {
  const o = obj(json(kind, body));
  const what = afterSalesSources[kind].what;
  const id = str(o?.id);
  if (!o || !id) throw new MalformedRecord(`${aWhat(kind)} has no id.`);
  const name = str(o.name);
  if (name === null) throw new MalformedRecord(`The ${what} ${id} has no name.`);
  switch (kind) {
    case 'return-policy':
      return returnPolicy(o, id, name);
    case 'implied-warranty':
      return impliedWarranty(o, id, name);
    case 'warranty':
      return warranty(o, id, name);
  }
}

/** An item of a list page: its id, and its name and body as listed (whole for return policies only). */
export interface ListedCondition {
  id: string;
  name: string | null;
  body: Json;
}

/**
 * A list page of one kind. A page without its list is malformed rather than empty, so the local copy never
 * loses its conditions to a broken answer; an item without an id is left out.
 */
export function afterSalesListFrom(kind: AfterSalesKind, body: unknown): ListedCondition[] {
  const { listKey, plural } = afterSalesSources[kind];
  const list = obj(json(kind, body))?.[listKey];
  if (!Array.isArray(list)) throw new MalformedRecord(`The list of ${plural} has no "${listKey}" array.`);
  return arr(list)
    .map(obj)
    .flatMap((item) => {
      const id = str(item?.id);
      return item && id ? [{ id, name: str(item.name), body: item }] : [];
    });
}
