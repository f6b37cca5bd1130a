import { httpDate } from '../clock';
import { badRequest, unprocessable } from '../http/errors';
import { json, userRoute, type Ctx, type Reply, type Route } from '../http/route';
import { ownOffer } from '../offers/product-offers';
import type { Offer } from '../state/types';
import type { World } from '../world';
import {
  compatibleGroups,
  compatibleProducts,
  databaseChangedAt,
  supportedCategories,
  supportedCategory,
  type CompatibleProduct,
} from './data';

const TYPES = ['CAR', 'MOTORCYCLE_EXPLODED'];
const PAGE = { limit: { min: 1, max: 200, def: 200 }, offset: { min: 0, def: 0 } };

function typeOf(ctx: Ctx): string {
  const type = ctx.query.string('type');
  if (type === undefined) throw badRequest('type is required', 'type');
  if (!TYPES.includes(type)) throw badRequest(`type must be one of ${TYPES.join(', ')}`, 'type');
  return type;
}

/** What both catalogue lists read first: the type they require, then the page. */
const listQuery = (ctx: Ctx) => ({ type: typeOf(ctx), ...ctx.query.page(PAGE) });

/** 304 when the database has not changed since If-Modified-Since; Last-Modified in whole seconds. */
function unchanged(ctx: Ctx): Reply | null {
  const since = ctx.headers['if-modified-since'];
  if (since !== undefined && Date.parse(since) >= databaseChangedAt)
    return { status: 304, headers: { 'Last-Modified': httpDate(databaseChangedAt) } };
  return null;
}

const lastModified = () => ({ 'Last-Modified': httpDate(databaseChangedAt) });

/** Words of an offer's title that name a make ("VW" is how sellers write Volkswagen). */
const alias: Record<string, string> = { VW: 'VOLKSWAGEN' };

/** Vehicles whose make and model's first word are in the title; a make alone when no model matches. */
function suggestedVehicles(name: string): CompatibleProduct[] {
  const words = new Set(
    name
      .toUpperCase()
      .split(/[^\p{L}\p{N}]+/u)
      .map((w) => alias[w] ?? w),
  );
  const groups = compatibleGroups.filter((g) => words.has(g.text)).map((g) => g.id);
  const ofMake = compatibleProducts.filter((p) => groups.includes(p.group));
  const byModel = ofMake.filter((p) => words.has(p.text.split(' ')[1]!));
  return byModel.length > 0 ? byModel : ofMake;
}

/** A text row for a tool: the voltage and the brand the title names. */
function suggestedText(name: string): string[] {
  const volts = /(\d+)\s*V\b/.exec(name)?.[1];
  const brand = /\b(Bosch|Makita|DeWalt|Parkside|Graphite)\b/.exec(name)?.[1];
  return volts && brand ? [`Akumulatory ${brand} ${volts}V`] : [];
}

function suggestion(offer: Offer) {
  const category = supportedCategory(offer.categoryId)!;
  if (category.inputType === 'ID') {
    return {
      type: 'MANUAL',
      items: suggestedVehicles(offer.name).map((p) => ({
        type: 'ID',
        id: p.id,
        text: p.text,
        additionalInfo: [],
      })),
    };
  }
  return {
    type: 'MANUAL',
    items: suggestedText(offer.name).map((text) => ({ type: 'TEXT', text, additionalInfo: [] })),
  };
}

/**
 * Document 2's compatibility lists: the categories that take them, the vehicle database (makes as groups, then
 * vehicles by group or phrase) with Last-Modified and 304, and a suggested list for an offer.
 */
export function compatibilityRoutes(world: World): Route[] {
  return [
    {
      method: 'GET',
      path: '/sale/compatibility-list/supported-categories',
      auth: 'any',
      handle: () =>
        json(200, {
          supportedCategories: supportedCategories.map((c) => ({
            categoryId: c.categoryId,
            name: c.name,
            itemsType: c.itemsType,
            inputType: c.inputType,
            validationRules: {
              maxRows: c.maxRows,
              ...(c.maxCharactersPerLine === null ? {} : { maxCharactersPerLine: c.maxCharactersPerLine }),
            },
          })),
        }),
    },
    {
      method: 'GET',
      path: '/sale/compatible-products/groups',
      auth: 'any',
      handle(ctx) {
        const { type, limit, offset } = listQuery(ctx);
        const cached = unchanged(ctx);
        if (cached) return cached;
        const all = type === 'CAR' ? compatibleGroups : [];
        const groups = all.slice(offset, offset + limit);
        return json(200, { groups, count: groups.length, totalCount: all.length }, lastModified());
      },
    },
    {
      method: 'GET',
      path: '/sale/compatible-products',
      auth: 'any',
      handle(ctx) {
        const { type, limit, offset } = listQuery(ctx);
        const phrase = ctx.query.string('phrase');
        const group = ctx.query.string('group.id');
        const ofType = type === 'CAR' ? compatibleProducts : [];
        if (phrase !== undefined) {
          // With a phrase, group, paging and If-Modified-Since are ignored; no Last-Modified, no totalCount.
          const found = ofType.filter((p) => p.text.toLowerCase().includes(phrase.toLowerCase()));
          return json(200, { count: found.length, compatibleProducts: found });
        }
        if (group === undefined && !ctx.query.has('tecdoc.kTypNr') && !ctx.query.has('tecdoc.nTypNr'))
          throw badRequest('group.id is required without tecdoc.kTypNr, tecdoc.nTypNr or phrase', 'group.id');
        const cached = unchanged(ctx);
        if (cached) return cached;
        const all = group === undefined ? [] : ofType.filter((p) => p.group === group);
        const page = all.slice(offset, offset + limit);
        return json(
          200,
          { count: page.length, totalCount: all.length, compatibleProducts: page },
          lastModified(),
        );
      },
    },
    userRoute('GET', '/sale/compatibility-list-suggestions', `${world.vendor}:api:sale:offers:read`, {
      handle(ctx) {
        const id = ctx.query.string('offer.id');
        if (id === undefined) throw badRequest('offer.id is required', 'offer.id');
        const offer = ownOffer(world, ctx, id);
        if (!supportedCategory(offer.categoryId)) {
          throw unprocessable(
            `The category ${offer.categoryId} does not support a compatibility list`,
            'offer.id',
            'CompatibilityListCategoryNotSupportedException',
          );
        }
        return json(200, suggestion(offer));
      },
    }),
  ];
}
