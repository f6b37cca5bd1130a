import type { CompatibleGroup } from '../../../../shared/compatibility';
import type { MarketClient } from '../../market/client';
import { groupsFrom, supportedCategoriesFrom, vehiclesFrom } from './compatibility-records';
import type { CompatibilityRepo, StoredVehicle } from './compatibility-repo';

/** Document 2: the database's pages hold 200 at most (the default limit). */
const PAGE = 200;

/** The item types the vehicle database serves (document 2, `type` of groups). */
export const databaseTypes = ['CAR', 'MOTORCYCLE_EXPLODED'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads every page of a database resource with If-Modified-Since (a 304 reuses the page the client's cache kept),
 * until a short page or the total count.
 */
async function allPages<T>(
  client: MarketClient,
  path: string,
  query: Record<string, string>,
  parse: (body: unknown) => { items: T[]; totalCount: number | null },
  signal?: AbortSignal,
): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const response = await client.request<unknown>({
      method: 'GET',
      path,
      query: { ...query, limit: PAGE, offset },
      conditional: true,
      ...(signal ? { signal } : {}),
    });
    const { items, totalCount } = parse(response.data);
    all.push(...items);
    if (items.length < PAGE || (totalCount !== null && all.length >= totalCount)) return all;
  }
}

/** The categories that take a list, replaced whole; answers whether anything changed. */
export async function readSupportedCategories(
  client: MarketClient,
  repo: CompatibilityRepo,
  signal?: AbortSignal,
): Promise<boolean> {
  const response = await client.request<unknown>({
    method: 'GET',
    path: '/sale/compatibility-list/supported-categories',
    conditional: true,
    ...(signal ? { signal } : {}),
  });
  const list = supportedCategoriesFrom(response.data);
  if (same(list, repo.categories(client.accountId))) return false;
  repo.replaceCategories(client.accountId, list);
  return true;
}

export async function readGroups(
  client: MarketClient,
  repo: CompatibilityRepo,
  itemsType: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const groups = await allPages<CompatibleGroup>(
    client,
    '/sale/compatible-products/groups',
    { type: itemsType },
    (body) => {
      const page = groupsFrom(body);
      return { items: page.groups, totalCount: page.totalCount };
    },
    signal,
  );
  const key = (list: CompatibleGroup[]) => list.map((g) => `${g.id}\t${g.text}`).sort();
  if (same(key(groups), key(repo.groups(client.accountId, itemsType)))) return false;
  repo.replaceGroups(client.accountId, itemsType, groups);
  return true;
}

export async function readVehicles(
  client: MarketClient,
  repo: CompatibilityRepo,
  itemsType: string,
  groupId: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const vehicles = await allPages<StoredVehicle>(
    client,
    '/sale/compatible-products',
    { type: itemsType, 'group.id': groupId },
    (body) => {
      const page = vehiclesFrom(body);
      return { items: page.vehicles, totalCount: page.totalCount };
    },
    signal,
  );
  const key = (list: { id: string; text: string }[]) => list.map((v) => `${v.id}\t${v.text}`).sort();
  const before = key(repo.vehicles(client.accountId, itemsType, groupId));
  const after = key(vehicles);
  repo.replaceVehicles(client.accountId, itemsType, groupId, vehicles);
  return !same(before, after);
}

/**
 * What the sync keeps current: the supported categories, the makes of each database type a category uses, and
 * the vehicles of the makes the seller has opened. Mostly 304s after the first read.
 */
export async function refreshCompatibility(
  client: MarketClient,
  repo: CompatibilityRepo,
  signal?: AbortSignal,
): Promise<boolean> {
  let changed = await readSupportedCategories(client, repo, signal);
  const types = new Set(
    repo
      .categories(client.accountId)
      .filter((c) => c.inputType === 'ID' && databaseTypes.includes(c.itemsType))
      .map((c) => c.itemsType),
  );
  for (const itemsType of types) {
    if (await readGroups(client, repo, itemsType, signal)) changed = true;
    for (const groupId of repo.readGroups(client.accountId, itemsType)) {
      if (await readVehicles(client, repo, itemsType, groupId, signal)) changed = true;
    }
  }
  return changed;
}
