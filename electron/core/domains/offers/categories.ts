import type { Category, CategoryParameter } from '../../../../shared/categories';
import type { TableName } from '../../../../shared/contract';
import type { Language } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';
import { messageCatalog } from '../../kernel/messages';
import type { Clock, Logger } from '../../kernel/ports';
import type { MarketClient } from '../../market/client';
import { MarketError } from '../../market/market-error';
import { categoryFrom, categoryParametersFrom } from './category-records';
import type { ReferenceRepo } from '../../sync/reference-repo';

/** Categories and their parameters change seldom (the marketplace refreshes them quarterly): a day-old copy is read again. */
export const categoryMaxAgeMs = 24 * 60 * 60_000;

interface Source<T> {
  kind(id: string): string;
  path(id: string): string;
  parse(body: unknown): T;
}

/** The two kinds of reference data a category has: `category:{id}` and `category-parameters:{id}`. */
export const categorySources = {
  category: {
    kind: (id) => `category:${id}`,
    path: (id) => `/sale/categories/${encodeURIComponent(id)}`,
    parse: categoryFrom,
  } satisfies Source<Category>,
  parameters: {
    kind: (id) => `category-parameters:${id}`,
    path: (id) => `/sale/categories/${encodeURIComponent(id)}/parameters`,
    parse: categoryParametersFrom,
  } satisfies Source<CategoryParameter[]>,
};

export type CategorySource = keyof typeof categorySources;

/**
 * Reads one category resource into the local copy (a conditional read: the stored body serves a 304). Answers the
 * body, and whether it differs from the stored one. The client's priority is the caller's: background for the sync.
 */
export async function fetchCategoryResource(
  client: MarketClient,
  reference: ReferenceRepo,
  source: CategorySource,
  id: string,
  now: () => number,
  signal?: AbortSignal,
): Promise<{ body: unknown; changed: boolean }> {
  const { kind, path } = categorySources[source];
  const response = await client.request<unknown>({
    method: 'GET',
    path: path(id),
    conditional: true,
    ...(signal ? { signal } : {}),
  });
  const before = reference.get(client.accountId, kind(id));
  reference.put(client.accountId, kind(id), response.data, now());
  return {
    body: response.data,
    changed: !before || JSON.stringify(before.body) !== JSON.stringify(response.data),
  };
}

const catalog = messageCatalog({
  en: {
    notFound: 'The marketplace has no category {id}.',
    notStored:
      'Category {id} and its parameters are not in the local copy yet, and the marketplace cannot be reached. Try again once the connection is back.',
  },
  pl: {
    notFound: 'Na platformie nie ma kategorii {id}.',
    notStored:
      'Kategorii {id} i jej parametrów nie ma jeszcze w lokalnej kopii, a platforma jest nieosiągalna. Spróbuj ponownie po odzyskaniu połączenia.',
  },
});

export interface CategoryServiceDeps {
  reference: ReferenceRepo;
  client(accountId: string): Promise<MarketClient>;
  /** False while the sync knows the account's marketplace cannot be reached: the local copy answers at once. */
  reachable(accountId: string): boolean;
  clock: Clock;
  logger: Logger;
  language(): Language;
  changed(tables: TableName[]): void;
}

/**
 * Categories and their parameters as reference data: answered from the local copy; read from the marketplace
 * when missing or older than a day and the marketplace can be reached. A read that fails leaves the stored copy
 * in use; only a category the local copy lacks, while offline, is an error (OFFLINE).
 */
export function createCategoryService(deps: CategoryServiceDeps) {
  const { reference, clock, logger } = deps;
  const inFlight = new Map<string, Promise<{ body: unknown; changed: boolean }>>();

  /** One read per resource at a time: an editor asking twice waits for the same answer. */
  function fetchOnce(accountId: string, source: CategorySource, id: string) {
    const key = `${accountId}\n${categorySources[source].kind(id)}`;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = deps
        .client(accountId)
        .then((client) => fetchCategoryResource(client, reference, source, id, () => clock.now()))
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  async function read<S extends CategorySource>(
    accountId: string,
    source: S,
    id: string,
  ): Promise<ReturnType<(typeof categorySources)[S]['parse']>> {
    const { kind, parse } = categorySources[source];
    const parsed = (body: unknown) => parse(body) as ReturnType<(typeof categorySources)[S]['parse']>;
    const local = reference.get(accountId, kind(id));
    const reachable = deps.reachable(accountId);
    if (local && (!reachable || clock.now() - local.fetchedAt < categoryMaxAgeMs)) return parsed(local.body);
    if (!local && !reachable) throw catalog.error('OFFLINE', 'notStored', deps.language(), { id });
    try {
      const fetched = await fetchOnce(accountId, source, id);
      if (fetched.changed) deps.changed(['reference_data']);
      return parsed(fetched.body);
    } catch (error) {
      if (error instanceof MarketError && error.status === 404)
        throw catalog.error('NOT_FOUND', 'notFound', deps.language(), { id });
      if (local) {
        logger.info('category kept from the local copy', { account: accountId, kind: kind(id), error });
        return parsed(local.body);
      }
      if (error instanceof AppError && error.code === 'OFFLINE')
        throw catalog.error('OFFLINE', 'notStored', deps.language(), { id });
      throw error;
    }
  }

  return {
    category: (accountId: string, id: string): Promise<Category> => read(accountId, 'category', id),
    parameters: (accountId: string, categoryId: string): Promise<CategoryParameter[]> =>
      read(accountId, 'parameters', categoryId),
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
