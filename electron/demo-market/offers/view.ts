import { iso } from '../clock';
import { gtin } from '../data/category-parameters';
import type { Offer, Seller } from '../state/types';
import type { World } from '../world';

/** An image address as clients see it: `demo:NAME` becomes this server's `/demo-images/NAME.png`. */
export function imageUrl(image: string, baseUrl: string): string {
  return image.startsWith('demo:') ? `${baseUrl}/demo-images/${image.slice(5)}.png` : image;
}

const money = (amount: string | null, currency = 'PLN') => (amount === null ? null : { amount, currency });
const ref = (id: string | null) => (id === null ? null : { id });

function locationOf(offer: Offer, seller: Seller | undefined) {
  if (offer.location) return offer.location;
  const a = seller?.address;
  return {
    countryCode: a?.countryCode ?? 'PL',
    province: a?.province ?? null,
    city: a?.city ?? null,
    postCode: a?.postCode ?? null,
  };
}

/** One item of GET /sale/offers (the listing shape). */
export function listingItem(offer: Offer, world: World, baseUrl: string) {
  const marketplace = `${world.vendor}-pl`;
  const first = offer.images[0];
  return {
    id: offer.id,
    name: offer.name,
    category: { id: offer.categoryId },
    primaryImage: first ? { url: imageUrl(first, baseUrl) } : null,
    sellingMode: {
      format: offer.format,
      price: money(offer.price, offer.currency),
      priceAutomation: null,
      minimalPrice: money(offer.minimalPrice),
      startingPrice: money(offer.startingPrice),
    },
    saleInfo:
      offer.format === 'AUCTION' ? { currentPrice: money(offer.startingPrice), biddersCount: 0 } : null,
    stock: { available: offer.stock, sold: offer.sold },
    stats: { watchersCount: offer.watchers, visitsCount: offer.visits },
    publication: {
      status: offer.status,
      startingAt: offer.startingAt === null ? null : iso(offer.startingAt),
      startedAt: offer.startedAt === null ? null : iso(offer.startedAt),
      endingAt: offer.endingAt === null ? null : iso(offer.endingAt),
      endedAt: offer.endedAt === null ? null : iso(offer.endedAt),
      marketplaces: { base: { id: marketplace }, additional: [] },
    },
    afterSalesServices: {
      impliedWarranty: ref(offer.impliedWarrantyId),
      returnPolicy: ref(offer.returnPolicyId),
      warranty: ref(offer.warrantyId),
    },
    additionalServices: null,
    external: ref(offer.externalId),
    delivery: { shippingRates: ref(offer.shippingRatesId) },
    b2b: { buyableOnlyByBusiness: offer.b2b },
    fundraisingCampaign: ref(offer.fundraisingCampaignId),
    isFulfillment: false,
    additionalMarketplaces: {},
  };
}

export function descriptionOf(offer: Offer, world: World): string {
  if (offer.description !== null) return offer.description;
  const category = world.store.category(offer.categoryId)?.name ?? '';
  return (
    `<h2>${offer.name}</h2><p>Kategoria: ${category}. Towar nowy, wysyłany z Polski.</p>` +
    `<ul><li>Wysyłka w ${offer.handlingTime === 'PT24H' ? '24 godziny' : 'ciągu kilku dni'}</li><li>Faktura VAT</li></ul>`
  );
}

function parametersOf(offer: Offer, world: World) {
  if (offer.parameters.length > 0) {
    return offer.parameters.map((p) => ({
      id: p.id,
      name: p.name ?? null,
      values: p.values ?? [],
      valuesIds: p.valuesIds ?? [],
      rangeValue: null,
    }));
  }
  const product = offer.productId ? world.store.product(offer.productId) : undefined;
  return (product?.parameters ?? []).map((p) => ({
    id: p.id,
    name: p.name,
    values: p.values,
    valuesIds: [],
    rangeValue: null,
  }));
}

/**
 * The offer's catalogue product, with the product's EAN among its parameters as the marketplace gives it
 * (`productSet[].product.parameters`, the EAN (GTIN) parameter).
 */
function productSetEntry(productId: string, world: World) {
  const ean = world.store.product(productId)?.ean;
  const parameters = ean
    ? [{ id: gtin().id, name: gtin().name, values: [ean], valuesIds: [], rangeValue: null }]
    : [];
  return {
    product: { id: productId, publication: { status: 'LISTED' }, parameters },
    quantity: { value: 1 },
  };
}

/** The product-offer shape (POST, PATCH and GET /sale/product-offers). */
export function productOfferView(offer: Offer, world: World, baseUrl: string) {
  const seller = world.store.seller(offer.sellerId);
  const marketplace = `${world.vendor}-pl`;
  return {
    id: offer.id,
    name: offer.name,
    productSet: offer.productId ? [productSetEntry(offer.productId, world)] : [],
    parameters: parametersOf(offer, world),
    afterSalesServices: {
      impliedWarranty: ref(offer.impliedWarrantyId),
      returnPolicy: ref(offer.returnPolicyId),
      warranty: ref(offer.warrantyId),
    },
    payments: { invoice: offer.invoice },
    sellingMode: {
      format: offer.format,
      price: money(offer.price, offer.currency),
      startingPrice: money(offer.startingPrice),
      minimalPrice: money(offer.minimalPrice),
    },
    stock: { available: offer.stock, unit: offer.unit },
    location: locationOf(offer, seller),
    delivery: {
      shippingRates: ref(offer.shippingRatesId),
      handlingTime: offer.handlingTime,
      additionalInfo: null,
      shipmentDate: null,
    },
    publication: {
      duration: offer.duration,
      status: offer.status,
      endedBy: offer.endedBy,
      endingAt: offer.endingAt === null ? null : iso(offer.endingAt),
      startingAt: offer.startingAt === null ? null : iso(offer.startingAt),
      republish: offer.republish,
      marketplaces: { base: { id: marketplace }, additional: [] },
    },
    additionalMarketplaces: {},
    description: { sections: [{ items: [{ type: 'TEXT', content: descriptionOf(offer, world) }] }] },
    validation: {
      errors: [],
      warnings: offer.warnings.map((message) => ({
        code: 'WARNING',
        message,
        details: null,
        path: null,
        userMessage: message,
      })),
      validatedAt: iso(offer.updatedAt),
    },
    createdAt: iso(offer.createdAt),
    updatedAt: iso(offer.updatedAt),
    images: offer.images.map((image) => imageUrl(image, baseUrl)),
    external: ref(offer.externalId),
    category: { id: offer.categoryId },
    tax: null,
    taxSettings: null,
    sizeTable: null,
    b2b: { buyableOnlyByBusiness: offer.b2b },
    fundraisingCampaign: ref(offer.fundraisingCampaignId),
    additionalServices: null,
    compatibilityList: offer.compatibilityList ?? null,
    attachments: [],
    contact: null,
    discounts: null,
    messageToSellerSettings: null,
    language: 'pl-PL',
  };
}
