import { ApiError, badRequest, fail, unprocessable } from '../http/errors';
import type { Offer, Product, Seller } from '../state/types';
import type { World } from '../world';
import { categoryTemplates } from '../data/categories';
import type { ParameterDefinition } from '../data/category-parameters';
import { defaultOf, isObject, readChanges, text, type Json, type OfferChanges } from './rules';

interface ProductMatch {
  product: Product | null;
  categoryId: string | null;
  name: string | null;
}

/** A given product parameter (`{id, valuesIds}`, `{id, values}` or `{name, values}`) read through its definition. */
function productParameter(definitions: ParameterDefinition[], given: Json): Product['parameters'][number] {
  const definition = definitions.find(
    (d) => d.id === given.id || (given.id === undefined && d.name === given.name),
  );
  const ids = Array.isArray(given.valuesIds) ? given.valuesIds.map(String) : [];
  const labels =
    definition?.type === 'dictionary'
      ? ids.flatMap((id) => definition.dictionary.filter((d) => d.id === id).map((d) => d.value))
      : [];
  return {
    id: definition?.id ?? text(given.id),
    name: definition?.name ?? text(given.name),
    values: Array.isArray(given.values) ? given.values.map(String) : labels,
    required: definition?.requiredForProduct ?? false,
  };
}

/** `productSet[0].product`: a catalogue product by id or EAN, or a new one by name and category. */
function matchProduct(world: World, body: Json): ProductMatch {
  if (body.productSet === undefined) return { product: null, categoryId: null, name: null };
  if (!Array.isArray(body.productSet)) throw unprocessable('productSet must be a list', 'productSet');
  const entry: unknown = body.productSet[0];
  const item = isObject(entry) && isObject(entry.product) ? entry.product : null;
  if (!item) return { product: null, categoryId: null, name: null };
  const given = Array.isArray(item.parameters) ? item.parameters.filter(isObject) : [];
  if (typeof item.id === 'string') {
    const product = world.store.product(item.id);
    if (!product) {
      throw unprocessable(
        `Product ${item.id} was not found`,
        'productSet[0].product.id',
        'ProductNotFoundException',
      );
    }
    for (const p of given) {
      const known = product.parameters.find((k) => k.id === p.id || k.name === p.name);
      const values = Array.isArray(p.values) ? p.values.map(String) : null;
      if (known && values && values.join('|') !== known.values.join('|')) {
        throw fail(422, {
          code: 'PARAMETER_MISMATCH',
          message: `The request matched product ${product.id} but parameter ${known.name} differs from the product's`,
          path: 'productSet[0].product.parameters',
          userMessage: {
            pl: `Parametr ${known.name} różni się od parametru produktu z katalogu.`,
            en: `Parameter ${known.name} differs from the catalogue product.`,
          },
          metadata: { productId: product.id },
        });
      }
    }
    return { product, categoryId: product.categoryId, name: product.name };
  }
  if (typeof item.name !== 'string')
    throw unprocessable('productSet[0].product needs id or name', 'productSet[0].product');
  const categoryId =
    isObject(item.category) && typeof item.category.id === 'string' ? item.category.id : null;
  const template = categoryTemplates.find((t) => t.id === categoryId);
  if (!template)
    throw unprocessable(
      'productSet[0].product.category.id: unknown category',
      'productSet[0].product.category.id',
    );
  const missing = template.parameters
    .filter((definition) => definition.requiredForProduct)
    .filter((required) => !given.some((p) => p.id === required.id || p.name === required.name));
  if (missing.length > 0) {
    throw new ApiError(
      422,
      missing.map((m) => ({
        code: 'MISSING_REQUIRED_PARAMETER',
        message: `Required product parameter ${m.name} (${m.id}) is missing; add it in product.parameters`,
        path: 'productSet[0].product.parameters',
        userMessage: {
          pl: `Brak wymaganego parametru produktu: ${m.name}.`,
          en: `Missing required product parameter: ${m.name}.`,
        },
        metadata: { parameterId: m.id },
      })),
    );
  }
  const product: Product = {
    id: world.random.uuid(),
    ean: '',
    name: item.name,
    categoryId: template.id,
    images: Array.isArray(item.images) ? item.images.map(String) : [],
    parameters: given.map((p) => productParameter(template.parameters, p)),
  };
  product.ean = product.id;
  world.store.addProduct(product);
  return { product, categoryId: template.id, name: item.name };
}

function countDrafts(world: World, seller: Seller): number {
  return world.store.offersOf(seller.id).filter((o) => o.status === 'INACTIVE' && !o.deleted).length;
}

/** A new offer from a POST body, with the documented defaults; throws the documented errors. */
export function offerFromRequest(
  world: World,
  seller: Seller,
  body: unknown,
): { offer: Offer; changes: OfferChanges } {
  if (!isObject(body)) throw badRequest('The request body must be a JSON object');
  const match = matchProduct(world, body);
  const c = readChanges(world, seller, body, null);
  const categoryId = match.categoryId ?? c.categoryId;
  if (!categoryId)
    throw unprocessable('category.id is required for an offer without a catalogue product', 'category.id');
  const name = c.name ?? match.name;
  if (!name) throw unprocessable('name is required', 'name');
  if (c.price === undefined) throw unprocessable('sellingMode.price is required', 'sellingMode.price');
  if (c.stock === undefined) throw unprocessable('stock.available is required', 'stock.available');
  const scheduled = c.startingAt !== undefined && c.startingAt !== null;
  const status = c.status === 'INACTIVE' || scheduled ? 'INACTIVE' : 'ACTIVE';
  if (status === 'ACTIVE' && c.stock === 0) {
    throw unprocessable('stock.available must be greater than 0 to activate the offer', 'stock.available');
  }
  if (status === 'INACTIVE' && countDrafts(world, seller) >= seller.maxInactiveOffers) {
    throw unprocessable(
      `The number of draft offers exceeds the account maximum (maxInactiveOffers = ${seller.maxInactiveOffers})`,
      null,
      'MaxInactiveOffersExceeded',
      'Przekroczono maksymalną liczbę szkiców ofert.',
    );
  }
  const company = seller.company !== null;
  const now = world.clock.now();
  const template = categoryTemplates.find((t) => t.id === categoryId);
  const offer: Offer = {
    id: world.store.nextOfferId(world.random.int(1, 40)),
    sellerId: seller.id,
    seq: ++world.store.data.counters.offerSeq,
    name: name.slice(0, 75),
    categoryId,
    productId: match.product?.id ?? null,
    productizationRequired: template?.productizationRequired ?? false,
    format: c.format ?? 'BUY_NOW',
    price: c.price,
    currency: 'PLN',
    startingPrice: null,
    minimalPrice: null,
    stock: c.stock,
    sold: 0,
    unit: c.unit ?? 'UNIT',
    status,
    duration: c.duration ?? null,
    startingAt: scheduled ? c.startingAt! : null,
    startedAt: null,
    endingAt: null,
    endedAt: null,
    endedBy: null,
    republish: c.republish ?? false,
    createdAt: now,
    updatedAt: now,
    images: c.images ?? match.product?.images ?? [],
    description: c.description ?? null,
    externalId: c.externalId ?? null,
    shippingRatesId:
      c.shippingRatesId ??
      defaultOf(seller.shippingRates, 'delivery.shippingRates', 'ShippingRatesNotFoundException'),
    handlingTime: c.handlingTime ?? 'PT24H',
    b2b: c.b2b ?? false,
    fundraisingCampaignId: null,
    watchers: 0,
    visits: 0,
    hidden: false,
    location: c.location ?? null,
    invoice: c.invoice ?? 'VAT',
    impliedWarrantyId: company
      ? (c.impliedWarrantyId ??
        defaultOf(
          seller.impliedWarranties,
          'afterSalesServices.impliedWarranty',
          'DefaultImpliedWarrantyNotFoundException',
        ))
      : null,
    returnPolicyId: company
      ? (c.returnPolicyId ??
        defaultOf(
          seller.returnPolicies,
          'afterSalesServices.returnPolicy',
          'DefaultReturnPolicyNotFoundException',
        ))
      : null,
    warrantyId: company ? (c.warrantyId ?? null) : null,
    parameters: c.parameters ?? [],
    ean: match.product?.ean || null,
    deleted: false,
    operationId: null,
    warnings: [],
  };
  return { offer, changes: c };
}
