import { isObject, type Json } from '../offers/rules';
import {
  RESTRICTION_CAUSES,
  RETURN_OPTIONS,
  type RestrictionCause,
  type ReturnOptions,
  type ReturnPolicy,
} from '../state/types';
import { address, bodyObject, invalid, NAME_MAX, oneOf, requiredObject, requiredText } from './fields';

const CAUSE_DESCRIPTIONS: Record<RestrictionCause, string> = {
  SEALED_MEDIA: 'Nagrania audio, wideo lub programy w zapieczętowanym opakowaniu, otwartym po dostarczeniu.',
  SEALED_ITEM_NO_RETURN_DUE_HEALTH_OR_HYGIENE:
    'Rzeczy w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względów zdrowotnych lub higienicznych.',
  CUSTOM_ITEM: 'Rzeczy wyprodukowane według specyfikacji kupującego lub dostosowane do jego potrzeb.',
  SHORT_SHELF_LIFE: 'Rzeczy szybko psujące się lub o krótkim terminie przydatności.',
  INSEPARABLY_LINKED: 'Rzeczy, które po dostarczeniu zostały nierozłącznie połączone z innymi rzeczami.',
  PRESS: 'Dzienniki, periodyki lub czasopisma (poza prenumeratą).',
  MEDICINAL_PRODUCT: 'Produkty lecznicze.',
  NOT_RECORDED_DIGITAL_CONTENT: 'Treści cyfrowe niezapisane na nośniku materialnym.',
  VALUE_DEPENDENT_ON_FINANCIAL_MARKET: 'Rzeczy, których cena zależy od wahań na rynku finansowym.',
};

/** Present with a value: absent and null both mean "not sent". */
const given = (value: unknown): boolean => value !== undefined && value !== null;

const withdrawalPeriod = (value: unknown, path: string): string => {
  const period = requiredText(value, path, 16);
  if (!/^P\d+D$/.test(period)) {
    throw invalid(
      path,
      'must be an ISO 8601 duration in days, such as P14D',
      'musi być okresem w dniach, np. P14D',
    );
  }
  return period;
};

function options(value: unknown): ReturnOptions {
  const o = requiredObject(value, 'options');
  const out = {} as ReturnOptions;
  for (const name of RETURN_OPTIONS) {
    const v = o[name];
    if (typeof v !== 'boolean') {
      throw invalid(`options.${name}`, 'is required and must be true or false', 'jest wymagane: tak lub nie');
    }
    out[name] = v;
  }
  return out;
}

function contact(value: unknown): ReturnPolicy['contact'] {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw invalid('contact', 'must be an object', 'musi być obiektem');
  const phone = value.phoneNumber ?? null;
  const email = value.email ?? null;
  if (phone !== null && (typeof phone !== 'string' || !/^\+?[\d ]{9,17}$/.test(phone))) {
    throw invalid(
      'contact.phoneNumber',
      'is not a valid phone number',
      'nie jest poprawnym numerem telefonu',
    );
  }
  if (email !== null && (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))) {
    throw invalid('contact.email', 'is not a valid e-mail address', 'nie jest poprawnym adresem e-mail');
  }
  return { phoneNumber: phone, email };
}

/**
 * A return policy as POST or PUT sends it (document 3, "Return policy"). A full withdrawal right needs its
 * period in days and who pays for the return; a restricted one needs exactly one cause of the restriction.
 * `isFulfillment` is fixed at creation.
 */
export function parseReturnPolicy(
  body: unknown,
  current: ReturnPolicy | null,
): Omit<ReturnPolicy, 'id' | 'formId'> {
  const b: Json = bodyObject(body);
  const name = requiredText(b.name, 'name', NAME_MAX);
  let isFulfillment = current?.isFulfillment ?? false;
  if (b.isFulfillment !== undefined) {
    if (typeof b.isFulfillment !== 'boolean') {
      throw invalid('isFulfillment', 'must be true or false', 'musi mieć wartość tak lub nie');
    }
    if (current && b.isFulfillment !== current.isFulfillment) {
      throw invalid('isFulfillment', 'cannot be changed', 'nie może zostać zmienione');
    }
    isFulfillment = b.isFulfillment;
  }
  const availability = requiredObject(b.availability, 'availability');
  const range = oneOf(availability.range, ['FULL', 'RESTRICTED'] as const, 'availability.range');
  const cause = availability.restrictionCause;
  let restrictionCause: RestrictionCause | null = null;
  if (range === 'RESTRICTED') {
    if (Array.isArray(cause)) {
      throw invalid('availability.restrictionCause', 'takes one value only', 'przyjmuje tylko jedną wartość');
    }
    const c = requiredObject(cause, 'availability.restrictionCause');
    restrictionCause = oneOf(c.name, RESTRICTION_CAUSES, 'availability.restrictionCause.name');
  } else if (given(cause) && !(isObject(cause) && !given(cause.name))) {
    throw invalid(
      'availability.restrictionCause',
      'must be empty when the range is FULL',
      'musi być puste, gdy zwrot jest możliwy w pełnym zakresie',
    );
  }
  const full = range === 'FULL';
  const returnCost = full
    ? requiredObject(b.returnCost, 'returnCost')
    : isObject(b.returnCost)
      ? b.returnCost
      : null;
  return {
    name,
    isFulfillment,
    range,
    restrictionCause,
    withdrawalPeriod:
      full || given(b.withdrawalPeriod) ? withdrawalPeriod(b.withdrawalPeriod, 'withdrawalPeriod') : null,
    returnCostCoveredBy:
      returnCost && (full || given(returnCost.coveredBy))
        ? oneOf(returnCost.coveredBy, ['SELLER', 'BUYER'] as const, 'returnCost.coveredBy')
        : null,
    address: address(b.address, 'address', true),
    contact: contact(b.contact),
    options: options(b.options),
  };
}

export function returnPolicyView(p: ReturnPolicy, sellerId: string, baseUrl: string) {
  return {
    id: p.id,
    seller: { id: sellerId },
    isFulfillment: p.isFulfillment,
    name: p.name,
    availability: {
      range: p.range,
      restrictionCause: p.restrictionCause
        ? { name: p.restrictionCause, description: CAUSE_DESCRIPTIONS[p.restrictionCause] }
        : null,
    },
    withdrawalPeriod: p.withdrawalPeriod,
    returnCost: p.returnCostCoveredBy ? { coveredBy: p.returnCostCoveredBy } : null,
    address: p.address,
    contact: p.contact,
    options: p.options,
    attachment: {
      id: p.formId,
      name: 'formularz-odstapienia-od-umowy.pdf',
      url: `${baseUrl}/demo-documents/withdrawal-forms/${p.formId}.pdf`,
    },
  };
}
