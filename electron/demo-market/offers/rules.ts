import { fail, unprocessable } from '../http/errors';
import { readCompatibilityList, type CompatibilityList } from '../compatibility/list-rules';
import type { Offer, OfferParameter, Seller } from '../state/types';
import type { World } from '../world';

/** The normalised content of a product-offer POST or PATCH: only the fields the request gave. */
export interface OfferChanges {
  name?: string;
  price?: string;
  format?: Offer['format'];
  stock?: number;
  unit?: Offer['unit'];
  status?: 'ACTIVE' | 'INACTIVE' | 'ENDED';
  duration?: string | null;
  startingAt?: number | null;
  republish?: boolean;
  shippingRatesId?: string;
  handlingTime?: string;
  externalId?: string | null;
  images?: string[];
  description?: string;
  parameters?: OfferParameter[];
  invoice?: string;
  location?: Offer['location'];
  impliedWarrantyId?: string;
  returnPolicyId?: string;
  warrantyId?: string | null;
  b2b?: boolean;
  categoryId?: string;
  compatibilityList?: CompatibilityList | null;
}

export type Json = Record<string, unknown>;
/** A string or number field as text; anything else gives the fallback. */
export const text = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const DURATIONS = ['P3D', 'P5D', 'P7D', 'P10D', 'P20D', 'P30D'];
const INVOICES = ['VAT', 'VAT_MARGIN', 'WITHOUT_VAT', 'NO_INVOICE'];

/** `P3D`..`P30D`, or the same length in hours (`P72H`, `PT72H`). */
export function normaliseDuration(value: unknown): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') return undefined;
  if (DURATIONS.includes(value)) return value;
  const hours = /^PT?(\d+)H$/.exec(value);
  if (hours && Number(hours[1]) % 24 === 0 && DURATIONS.includes(`P${Number(hours[1]) / 24}D`)) {
    return `P${Number(hours[1]) / 24}D`;
  }
  return undefined;
}

export function parseAmount(value: unknown, path: string): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+([.,]\d{1,2})?$/.test(text) || Number(text.replace(',', '.')) <= 0) {
    throw unprocessable(
      `${path} must be a positive amount with at most 2 decimals`,
      path,
      'VALIDATION_ERROR',
      'Niepoprawna cena.',
    );
  }
  return Number(text.replace(',', '.')).toFixed(2);
}

export function parseMoney(value: unknown, path: string): string {
  if (!isObject(value)) throw unprocessable(`${path} is required`, path);
  if (value.currency !== undefined && value.currency !== 'PLN') {
    throw unprocessable(`${path}.currency must be PLN on this marketplace`, `${path}.currency`);
  }
  return parseAmount(value.amount, `${path}.amount`);
}

/** Resolves `{ id }` or `{ name }` against the seller's objects. */
function pick(list: { id: string; name: string }[], value: unknown, path: string): string {
  if (!isObject(value)) throw unprocessable(`${path} must be an object with id or name`, path);
  const found = list.find((x) => x.id === value.id || (value.id === undefined && x.name === value.name));
  if (!found) throw unprocessable(`${path}: not found among the seller's settings`, path);
  return found.id;
}

/** The documented default: the only one; else the one named "default"; else 422. */
export function defaultOf(list: { id: string; name: string }[], what: string, code: string): string {
  if (list.length === 1) return list[0]!.id;
  const named = list.find((x) => x.name === 'default');
  if (named) return named.id;
  throw fail(422, {
    code,
    message: `No ${what} given and none is named "default"`,
    path: what,
    userMessage: {
      pl: `Wskaż ${what}: konto nie ma domyślnego.`,
      en: `Choose ${what}: the account has no default one.`,
    },
    metadata: { defaultName: 'default' },
  });
}

/** An image as the offer stores it: this server's `/demo-images/NAME.png` (or `.svg`), as clients see it, is `demo:NAME`. */
const storedImage = (url: string): string => {
  const drawn = /^https?:\/\/[^/]+\/demo-images\/([\w-]{1,40})\.(?:svg|png)$/.exec(url);
  return drawn ? `demo:${drawn[1]}` : url;
};

function descriptionHtml(value: unknown, images: string[] | undefined): string {
  if (!isObject(value) || !Array.isArray(value.sections))
    throw unprocessable('description.sections must be a list', 'description');
  const parts: string[] = [];
  for (const section of value.sections) {
    const items = isObject(section) && Array.isArray(section.items) ? section.items : [];
    for (const item of items) {
      if (!isObject(item)) continue;
      if (item.type === 'TEXT' && typeof item.content === 'string') parts.push(item.content);
      if (item.type === 'IMAGE') {
        if (typeof item.url !== 'string' || !(images ?? []).includes(storedImage(item.url))) {
          throw unprocessable(
            'Description images are not valid: every image in the description must be in the images section',
            'description',
            'InvalidDescriptionImages',
            'Zdjęcia w opisie są niepoprawne: każde musi być w sekcji zdjęć.',
          );
        }
      }
    }
  }
  return parts.join('\n');
}

/** Reads the fields a POST or PATCH body gives, checking each against the documented rules. */
export function readChanges(world: World, seller: Seller, body: Json, current: Offer | null): OfferChanges {
  const c: OfferChanges = {};
  const now = world.clock.now();
  if (body.name !== undefined) {
    if (typeof body.name !== 'string' || body.name.trim() === '' || body.name.length > 75) {
      throw unprocessable(
        'name must be 1 to 75 characters',
        'name',
        'VALIDATION_ERROR',
        'Tytuł musi mieć od 1 do 75 znaków.',
      );
    }
    c.name = body.name;
  }
  if (body.category !== undefined) {
    if (
      !isObject(body.category) ||
      typeof body.category.id !== 'string' ||
      !world.store.category(body.category.id)
    ) {
      throw unprocessable('category.id: unknown category', 'category.id');
    }
    c.categoryId = body.category.id;
  }
  if (body.sellingMode !== undefined) {
    const sm = body.sellingMode;
    if (!isObject(sm)) throw unprocessable('sellingMode must be an object', 'sellingMode');
    if (sm.price !== undefined) c.price = parseMoney(sm.price, 'sellingMode.price');
    if (sm.format !== undefined) {
      if (sm.format !== 'BUY_NOW' && sm.format !== 'AUCTION' && sm.format !== 'ADVERTISEMENT') {
        throw unprocessable(
          'sellingMode.format must be BUY_NOW, AUCTION or ADVERTISEMENT',
          'sellingMode.format',
        );
      }
      c.format = sm.format;
    }
  }
  if (body.stock !== undefined) {
    const stock = body.stock;
    if (!isObject(stock)) throw unprocessable('stock must be an object', 'stock');
    if (stock.available !== undefined) {
      if (typeof stock.available !== 'number' || !Number.isInteger(stock.available) || stock.available < 0) {
        throw unprocessable('stock.available must be a whole number >= 0', 'stock.available');
      }
      c.stock = stock.available;
    }
    if (stock.unit !== undefined) {
      if (stock.unit !== 'UNIT' && stock.unit !== 'SET' && stock.unit !== 'PAIR')
        throw unprocessable('stock.unit', 'stock.unit');
      c.unit = stock.unit;
    }
  }
  if (body.publication !== undefined) {
    const p = body.publication;
    if (!isObject(p)) throw unprocessable('publication must be an object', 'publication');
    if (p.status !== undefined) {
      const allowed = current ? ['ACTIVE', 'INACTIVE', 'ENDED'] : ['ACTIVE', 'INACTIVE'];
      if (typeof p.status !== 'string' || !allowed.includes(p.status)) {
        throw unprocessable(`publication.status must be one of ${allowed.join(', ')}`, 'publication.status');
      }
      c.status = p.status as OfferChanges['status'];
    }
    if (p.duration !== undefined) {
      const duration = normaliseDuration(p.duration);
      if (duration === undefined) {
        throw unprocessable(
          'publication.duration must be null, P3D, P5D, P7D, P10D, P20D or P30D',
          'publication.duration',
        );
      }
      c.duration = duration;
    }
    if (p.startingAt !== undefined) {
      if (p.startingAt === null) c.startingAt = null;
      else {
        const at = typeof p.startingAt === 'string' ? Date.parse(p.startingAt) : NaN;
        if (Number.isNaN(at))
          throw unprocessable(
            'publication.startingAt must be an ISO 8601 date-time',
            'publication.startingAt',
          );
        if (at <= now) {
          throw unprocessable(
            'Activation cannot be scheduled in the past. Provide a future date or omit the field.',
            'publication.startingAt',
            'VALIDATION_ERROR',
            'Nie można zaplanować aktywacji w przeszłości. Podaj przyszłą datę lub pomiń to pole.',
          );
        }
        c.startingAt = at;
      }
    }
    if (p.republish !== undefined) c.republish = p.republish === true;
  }
  if (body.delivery !== undefined) {
    const d = body.delivery;
    if (!isObject(d)) throw unprocessable('delivery must be an object', 'delivery');
    if (d.shippingRates !== undefined)
      c.shippingRatesId = pick(seller.shippingRates, d.shippingRates, 'delivery.shippingRates');
    if (d.handlingTime !== undefined) {
      if (typeof d.handlingTime !== 'string' || !/^P(T\d+H|\d+D)$/.test(d.handlingTime)) {
        throw unprocessable(
          'delivery.handlingTime must be an ISO 8601 duration such as PT24H',
          'delivery.handlingTime',
        );
      }
      c.handlingTime = d.handlingTime;
    }
  }
  if (body.afterSalesServices !== undefined) {
    const a = body.afterSalesServices;
    if (!isObject(a)) throw unprocessable('afterSalesServices must be an object', 'afterSalesServices');
    if (a.impliedWarranty !== undefined) {
      c.impliedWarrantyId = pick(
        seller.impliedWarranties,
        a.impliedWarranty,
        'afterSalesServices.impliedWarranty',
      );
    }
    if (a.returnPolicy !== undefined)
      c.returnPolicyId = pick(seller.returnPolicies, a.returnPolicy, 'afterSalesServices.returnPolicy');
    if (a.warranty !== undefined) {
      c.warrantyId =
        a.warranty === null ? null : pick(seller.warranties, a.warranty, 'afterSalesServices.warranty');
    }
  }
  if (body.payments !== undefined) {
    const invoice = isObject(body.payments) ? body.payments.invoice : undefined;
    if (typeof invoice !== 'string' || !INVOICES.includes(invoice)) {
      throw unprocessable(`payments.invoice must be one of ${INVOICES.join(', ')}`, 'payments.invoice');
    }
    c.invoice = invoice;
  }
  if (body.images !== undefined) {
    if (!Array.isArray(body.images) || !body.images.every((i) => typeof i === 'string')) {
      throw unprocessable('images must be a list of image addresses', 'images');
    }
    c.images = body.images;
  }
  if (body.description !== undefined)
    c.description = descriptionHtml(body.description, c.images ?? current?.images);
  if (body.compatibilityList !== undefined) {
    const category =
      c.categoryId ?? current?.categoryId ?? text(isObject(body.category) ? body.category.id : '');
    c.compatibilityList = readCompatibilityList(body.compatibilityList, category);
  }
  if (body.external !== undefined) {
    if (body.external === null) c.externalId = null;
    else if (
      !isObject(body.external) ||
      typeof body.external.id !== 'string' ||
      body.external.id.length > 100
    ) {
      throw unprocessable('external.id must be a string of at most 100 characters', 'external.id');
    } else c.externalId = body.external.id;
  }
  if (body.parameters !== undefined) {
    if (!Array.isArray(body.parameters)) throw unprocessable('parameters must be a list', 'parameters');
    c.parameters = body.parameters.filter(isObject).map((p) => ({
      id: text(p.id),
      ...(typeof p.name === 'string' ? { name: p.name } : {}),
      ...(Array.isArray(p.values) ? { values: p.values.map(String) } : {}),
      ...(Array.isArray(p.valuesIds) ? { valuesIds: p.valuesIds.map(String) } : {}),
    }));
  }
  if (body.location !== undefined) {
    const l = body.location;
    if (!isObject(l)) throw unprocessable('location must be an object', 'location');
    c.location = {
      countryCode: text(l.countryCode, 'PL'),
      province: text(l.province),
      city: text(l.city),
      postCode: text(l.postCode),
    };
  }
  if (body.b2b !== undefined) c.b2b = isObject(body.b2b) && body.b2b.buyableOnlyByBusiness === true;
  return c;
}
