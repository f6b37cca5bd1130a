import { isObject, type Json } from '../offers/rules';
import type { ImpliedWarranty, Warranty, WarrantyPeriod } from '../state/types';
import type { World } from '../world';
import {
  address,
  bodyObject,
  description,
  invalid,
  NAME_MAX,
  oneOf,
  requiredObject,
  requiredText,
} from './fields';

const YEARS = /^P[1-9]\d*Y$/;
const PERIOD = /^P(?=\d)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?$/;

function years(value: unknown, path: string): string {
  const period = requiredText(value, path, 16);
  if (!YEARS.test(period)) {
    throw invalid(
      path,
      'must be an ISO 8601 duration in whole years, such as P2Y',
      'musi być okresem w pełnych latach, np. P2Y',
    );
  }
  return period;
}

/** An implied warranty (complaints policy) as POST or PUT sends it (document 3). */
export function parseImpliedWarranty(body: unknown): Omit<ImpliedWarranty, 'id'> {
  const b: Json = bodyObject(body);
  const name = requiredText(b.name, 'name', NAME_MAX);
  const individual = requiredObject(b.individual, 'individual');
  const corporate = b.corporate;
  if (corporate !== undefined && corporate !== null && !isObject(corporate)) {
    throw invalid('corporate', 'must be an object or null', 'musi być obiektem lub null');
  }
  const corporatePeriod = isObject(corporate) ? corporate.period : null;
  return {
    name,
    individualPeriod: years(individual.period, 'individual.period'),
    corporatePeriod:
      corporatePeriod === undefined || corporatePeriod === null
        ? null
        : years(corporatePeriod, 'corporate.period'),
    address: address(b.address, 'address', false),
    description: description(b.description, 'description'),
  };
}

export function impliedWarrantyView(w: ImpliedWarranty, sellerId: string) {
  return {
    id: w.id,
    seller: { id: sellerId },
    name: w.name,
    individual: { period: w.individualPeriod },
    corporate: w.corporatePeriod === null ? null : { period: w.corporatePeriod },
    address: w.address,
    description: w.description ?? '',
  };
}

function warrantyPeriod(value: unknown, path: string): WarrantyPeriod {
  const o = requiredObject(value, path);
  if (o.lifetime !== undefined && o.lifetime !== null && typeof o.lifetime !== 'boolean') {
    throw invalid(`${path}.lifetime`, 'must be true or false', 'musi mieć wartość tak lub nie');
  }
  const lifetime = o.lifetime === true;
  if (lifetime) {
    if (o.period !== undefined && o.period !== null) {
      throw invalid(
        `${path}.period`,
        'must be empty for a lifetime warranty',
        'musi być puste dla gwarancji dożywotniej',
      );
    }
    return { period: null, lifetime };
  }
  const period = requiredText(o.period, `${path}.period`, 16);
  if (!PERIOD.test(period)) {
    throw invalid(
      `${path}.period`,
      'must be an ISO 8601 duration, such as P12M',
      'musi być okresem ISO 8601, np. P12M',
    );
  }
  return { period, lifetime };
}

/**
 * A warranty as POST or PUT sends it. Its fields are not in the documents; the marketplace's reference describes
 * them: name (at most 200), type (MANUFACTURER or SELLER), the period for consumers and optionally for companies
 * (a duration, or lifetime), a description (at most 10240) and an uploaded PDF attachment of the seller's.
 */
export function parseWarranty(world: World, sellerId: string, body: unknown): Omit<Warranty, 'id'> {
  const b: Json = bodyObject(body);
  const name = requiredText(b.name, 'name', NAME_MAX);
  const type = oneOf(b.type, ['MANUFACTURER', 'SELLER'] as const, 'type');
  const individual = warrantyPeriod(b.individual, 'individual');
  const corporate =
    b.corporate === undefined || b.corporate === null ? null : warrantyPeriod(b.corporate, 'corporate');
  let attachment: Warranty['attachment'] = null;
  if (b.attachment !== undefined && b.attachment !== null) {
    const a = requiredObject(b.attachment, 'attachment');
    const found = typeof a.id === 'string' ? world.store.conditionAttachment(a.id) : undefined;
    if (!found || found.sellerId !== sellerId || found.uploadedBytes === null) {
      throw invalid(
        'attachment.id',
        'is not an uploaded attachment of this seller',
        'nie jest przesłanym załącznikiem sprzedawcy',
      );
    }
    attachment = { id: found.id, name: typeof a.name === 'string' && a.name !== '' ? a.name : found.name };
  }
  return {
    name,
    type,
    individual,
    corporate,
    attachment,
    description: description(b.description, 'description'),
  };
}

export function warrantyView(w: Warranty, sellerId: string, baseUrl: string) {
  return {
    id: w.id,
    seller: { id: sellerId },
    name: w.name,
    type: w.type,
    individual: w.individual,
    corporate: w.corporate,
    attachment: w.attachment
      ? { ...w.attachment, url: `${baseUrl}/after-sales-service-conditions/attachments/${w.attachment.id}` }
      : null,
    description: w.description ?? '',
  };
}
