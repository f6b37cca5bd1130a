import { accessDenied, notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import type { Seller } from '../state/types';
import type { World } from '../world';
import { parseReturnPolicy, returnPolicyView } from './return-policies';
import { impliedWarrantyView, parseImpliedWarranty, parseWarranty, warrantyView } from './warranties';

const BASE = '/after-sales-service-conditions';
/** Document 3, Limits: at most 60 per list page, and the offset stays below 60. */
const PAGE = { limit: { min: 1, max: 60, def: 60 }, offset: { min: 0, max: 59, def: 0 } };

interface Condition {
  id: string;
  name: string;
}

/** One kind of condition: where the seller keeps it, how a body is read, how it is shown. */
interface Kind<T extends Condition> {
  segment: string;
  listKey: string;
  what: string;
  of(seller: Seller): T[];
  /** The stored condition from a request body; `current` when a PUT replaces one. */
  read(ctx: Ctx, current: T | null): T;
  view(item: T, ctx: Ctx): unknown;
  /** The list shows return policies whole and the other kinds as id and name. */
  listed(item: T, ctx: Ctx): unknown;
}

function routesOf<T extends Condition>(world: World, kind: Kind<T>): Route[] {
  const read = `${world.vendor}:api:sale:settings:read`;
  const write = `${world.vendor}:api:sale:settings:write`;
  const seller = (ctx: Ctx): Seller => world.store.seller(ctx.userId)!;
  /** The seller's own condition; another seller's answers 403, an unknown id 404. */
  const own = (ctx: Ctx): T => {
    const id = ctx.params.id!;
    const mine = kind.of(seller(ctx)).find((c) => c.id === id);
    if (mine) return mine;
    if (world.store.sellers().some((s) => kind.of(s).some((c) => c.id === id))) throw accessDenied();
    throw notFound(`${kind.what} ${id}`);
  };
  const path = `${BASE}/${kind.segment}`;
  return [
    {
      method: 'GET',
      path,
      auth: 'user',
      scope: read,
      handle(ctx) {
        const { limit, offset } = ctx.query.page(PAGE);
        const all = kind.of(seller(ctx));
        return json(200, {
          [kind.listKey]: all.slice(offset, offset + limit).map((c) => kind.listed(c, ctx)),
          count: all.length,
        });
      },
    },
    {
      method: 'POST',
      path,
      auth: 'user',
      scope: write,
      handle(ctx) {
        const created = kind.read(ctx, null);
        kind.of(seller(ctx)).push(created);
        return json(201, kind.view(created, ctx));
      },
    },
    {
      method: 'GET',
      path: `${path}/:id`,
      auth: 'user',
      scope: read,
      handle: (ctx) => json(200, kind.view(own(ctx), ctx)),
    },
    {
      method: 'PUT',
      path: `${path}/:id`,
      auth: 'user',
      scope: write,
      handle(ctx) {
        const current = own(ctx);
        Object.assign(current, kind.read(ctx, current));
        return json(200, kind.view(current, ctx));
      },
    },
  ];
}

/** Return policies, implied warranties and warranties (document 3): list, create, read and replace. */
export function afterSalesRoutes(world: World): Route[] {
  const newId = (current: Condition | null) => current?.id ?? world.random.uuid();
  return [
    ...routesOf(world, {
      segment: 'return-policies',
      listKey: 'returnPolicies',
      what: 'Return policy',
      of: (s) => s.returnPolicies,
      read: (ctx, current) => ({
        ...parseReturnPolicy(ctx.body, current),
        id: newId(current),
        formId: current?.formId ?? world.random.uuid(),
      }),
      view: (p, ctx) => returnPolicyView(p, ctx.userId, ctx.baseUrl),
      listed: (p, ctx) => returnPolicyView(p, ctx.userId, ctx.baseUrl),
    }),
    ...routesOf(world, {
      segment: 'implied-warranties',
      listKey: 'impliedWarranties',
      what: 'Implied warranty',
      of: (s) => s.impliedWarranties,
      read: (ctx, current) => ({ ...parseImpliedWarranty(ctx.body), id: newId(current) }),
      view: (w, ctx) => impliedWarrantyView(w, ctx.userId),
      listed: (w) => ({ id: w.id, name: w.name }),
    }),
    ...routesOf(world, {
      segment: 'warranties',
      listKey: 'warranties',
      what: 'Warranty',
      of: (s) => s.warranties,
      read: (ctx, current) => ({ ...parseWarranty(world, ctx.userId, ctx.body), id: newId(current) }),
      view: (w, ctx) => warrantyView(w, ctx.userId, ctx.baseUrl),
      listed: (w) => ({ id: w.id, name: w.name }),
    }),
  ];
}
