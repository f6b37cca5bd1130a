import type { OfferListQuery } from '../../../../shared/contract/offers';
import type {
  OfferDetail,
  OfferListItem,
  OfferRow,
  OfferStatus,
  SellingFormat,
} from '../../../../shared/offers';
import type { Page } from '../../../../shared/page';
import { ftsQuery } from '../../db/search-text';
import { arr, at, int, obj, str } from '../../market/records/json';
import { withChangeMarks } from './offer-changes';
import { searchOffersByName } from './offer-search';
import { searchPage, type CountCache, type SearchSpec } from '../../db/search-plan';
import { iso } from '../../kernel/time/iso';
import { parseJson, placeholders, type StatementCache } from '../../db/statements';

interface OfferListRow {
  id: string;
  account_id: string;
  name: string;
  status: string | null;
  format: string | null;
  price_amount: string | null;
  currency: string | null;
  stock_available: number | null;
  stock_sold: number | null;
  external_id: string | null;
  image_url: string | null;
  category_id: string | null;
  ending_at: string | null;
  updated_at: string | null;
  synced_at: number;
}

const columns = `o.id, o.account_id, o.name, o.status, o.format, o.price_amount, o.currency, o.stock_available,
  o.stock_sold, o.external_id, o.image_url, o.category_id, o.ending_at, o.updated_at, o.synced_at`;

export const orderBy: Record<OfferListQuery['sort'], string> = {
  name: 'o.name_key ASC, o.id ASC',
  '-name': 'o.name_key DESC, o.id DESC',
  price: 'o.price_value ASC, o.id ASC',
  '-price': 'o.price_value DESC, o.id DESC',
  stock: 'o.stock_available ASC, o.id ASC',
  '-stock': 'o.stock_available DESC, o.id DESC',
  sold: 'o.stock_sold ASC, o.id ASC',
  '-sold': 'o.stock_sold DESC, o.id DESC',
  endingAt: 'o.ending_at ASC, o.id ASC',
  '-endingAt': 'o.ending_at DESC, o.id DESC',
  updatedAt: 'o.updated_at ASC, o.id ASC',
  '-updatedAt': 'o.updated_at DESC, o.id DESC',
};

function toRow(row: OfferListRow): OfferListItem {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    status: row.status as OfferStatus | null,
    format: row.format as SellingFormat | null,
    price:
      row.price_amount !== null && row.currency !== null
        ? { amount: row.price_amount, currency: row.currency }
        : null,
    stockAvailable: row.stock_available,
    stockSold: row.stock_sold,
    externalId: row.external_id,
    imageUrl: row.image_url,
    categoryId: row.category_id,
    endingAt: row.ending_at,
    updatedAt: row.updated_at ?? iso(row.synced_at),
  };
}

/** The list's filters other than the search, on `offers o`: the one account's offers the seller did not hide. */
export function offerFilter(
  accountId: string,
  q: Pick<OfferListQuery, 'status' | 'format'>,
): { where: string[]; args: unknown[] } {
  const where = ['o.account_id = ?', 'o.hidden = 0'];
  const args: unknown[] = [accountId];
  if (q.status?.length) {
    where.push(`o.status IN (${placeholders(q.status.length)})`);
    args.push(...q.status);
  }
  if (q.format?.length) {
    where.push(`o.format IN (${placeholders(q.format.length)})`);
    args.push(...q.format);
  }
  return { where, args };
}

/**
 * The offers list's search (`match`, from `ftsQuery`) with its other filters (`filter`, `args`, from `offerFilter`);
 * answers the route that found the page as well, so tests can hold rows to each one.
 */
export function searchOffers(
  statements: StatementCache,
  counts: CountCache,
  accountId: string,
  q: OfferListQuery,
  match: string,
  filter: string,
  args: unknown[],
) {
  const tableCount = () =>
    counts('offers', () => statements<{ n: number }>('SELECT count(*) AS n FROM offers').get()!.n);
  const spec: SearchSpec = {
    fts: 'offers_fts',
    table: 'offers',
    match,
    where: filter,
    args,
    complement:
      q.status?.length || q.format?.length
        ? null
        : {
            rowids: `SELECT rowid FROM offers WHERE account_id <> ?
                     UNION ALL SELECT rowid FROM offers WHERE account_id = ? AND hidden = 1`,
            args: [accountId, accountId],
            visible: () =>
              counts(
                `offers:${accountId}`,
                () =>
                  statements<{ n: number }>(
                    'SELECT count(*) AS n FROM offers WHERE account_id = ? AND hidden = 0',
                  ).get(accountId)!.n,
              ),
          },
    columns,
    orderBy: orderBy[q.sort],
    limit: q.limit,
    offset: q.offset,
  };
  const byName =
    q.sort === 'name' || q.sort === '-name'
      ? searchOffersByName<OfferListRow>(statements, counts, tableCount, spec, accountId, q.sort === '-name')
      : null;
  return byName ?? { ...searchPage<OfferListRow>(statements, tableCount, spec), route: 'general' as const };
}

/** The offers list from the cache (offers the seller hid are left out, as the marketplace's list does). */
export function listOffers(
  statements: StatementCache,
  counts: CountCache,
  accountId: string,
  q: OfferListQuery,
): Page<OfferRow> {
  const { where, args } = offerFilter(accountId, q);
  const match = ftsQuery(q.search);
  const filter = where.join(' AND ');
  if (match) {
    const page = searchOffers(statements, counts, accountId, q, match, filter, args);
    return { rows: withChangeMarks(statements, accountId, page.rows.map(toRow)), total: page.total };
  }
  const total = statements<{ n: number }>(`SELECT count(*) AS n FROM offers o WHERE ${filter}`).get(
    ...args,
  )!.n;
  const rows =
    total === 0 || q.offset >= total
      ? []
      : statements<OfferListRow>(
          `SELECT ${columns} FROM offers o WHERE ${filter} ORDER BY ${orderBy[q.sort]} LIMIT ? OFFSET ?`,
        )
          .all(...args, q.limit, q.offset)
          .map(toRow);
  return { rows: withChangeMarks(statements, accountId, rows), total };
}

function problems(value: unknown) {
  return arr(value)
    .map(obj)
    .filter((e) => e !== null)
    .map((e) => ({ code: str(e.code), message: str(e.message) ?? '', userMessage: str(e.userMessage) }));
}

/** One offer from the cache; the description and the rest come from the last single-offer read, if any. */
export function offerDetail(
  statements: StatementCache,
  accountId: string,
  offerId: string,
): OfferDetail | null {
  const row = statements<
    OfferListRow & {
      stock_unit: string | null;
      list_raw: string | null;
      detail_raw: string | null;
      detail_synced_at: number | null;
    }
  >(
    `SELECT ${columns}, o.stock_unit, o.list_raw, o.detail_raw, o.detail_synced_at FROM offers o
     WHERE o.account_id = ? AND o.id = ?`,
  ).get(accountId, offerId);
  if (!row) return null;
  const list = obj(parseJson(row.list_raw)) ?? {};
  const detail = obj(parseJson(row.detail_raw));
  const source = detail ?? list;
  const images = detail
    ? arr(detail.images)
        .map((i) => str(i) ?? str(obj(i)?.url))
        .filter((i): i is string => i !== null)
    : [str(at(list, 'primaryImage.url'))].filter((i): i is string => i !== null);
  const location = obj(detail?.location);
  const sections = detail ? arr(at(detail, 'description.sections')) : null;
  const validation = obj(detail?.validation);
  return {
    ...withChangeMarks(statements, accountId, [toRow(row)])[0]!,
    stockUnit: row.stock_unit,
    images,
    description: sections
      ? {
          sections: sections.map((section) => ({
            items: arr(obj(section)?.items)
              .map(obj)
              .filter((item) => item !== null)
              .map((item) => ({
                type: str(item.type) ?? 'TEXT',
                ...(str(item.content) !== null ? { content: str(item.content)! } : {}),
                ...(str(item.url) !== null ? { url: str(item.url)! } : {}),
              })),
          })),
        }
      : null,
    startingAt: str(at(source, 'publication.startingAt')),
    endedBy: str(at(source, 'publication.endedBy')),
    duration: str(at(source, 'publication.duration')),
    handlingTime: str(at(source, 'delivery.handlingTime')),
    shippingRatesId: str(at(source, 'delivery.shippingRates.id')),
    afterSalesServices: detail
      ? {
          returnPolicyId: str(at(detail, 'afterSalesServices.returnPolicy.id')),
          impliedWarrantyId: str(at(detail, 'afterSalesServices.impliedWarranty.id')),
          warrantyId: str(at(detail, 'afterSalesServices.warranty.id')),
        }
      : null,
    location: location
      ? {
          countryCode: str(location.countryCode),
          province: str(location.province),
          city: str(location.city),
          postCode: str(location.postCode),
        }
      : null,
    invoice: str(at(source, 'payments.invoice')),
    productIds: arr(detail?.productSet)
      .map((p) => str(at(p, 'product.id')))
      .filter((id): id is string => id !== null),
    parameters: arr(detail?.parameters)
      .map(obj)
      .filter((p) => p !== null && str(p.id) !== null)
      .map((p) => ({
        id: str(p!.id)!,
        name: str(p!.name),
        values: arr(p!.values)
          .map(str)
          .filter((v): v is string => v !== null),
      })),
    validation: validation
      ? { errors: problems(validation.errors), warnings: problems(validation.warnings) }
      : null,
    watchersCount: int(at(list, 'stats.watchersCount')),
    visitsCount: int(at(list, 'stats.visitsCount')),
    createdAt: str(detail?.createdAt),
    detailSyncedAt: iso(row.detail_synced_at),
    syncedAt: iso(row.synced_at),
  };
}
