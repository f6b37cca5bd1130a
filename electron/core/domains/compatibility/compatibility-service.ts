import type {
  CompatibilityCategory,
  CompatibilityRow,
  CompatibleVehicle,
  OfferCompatibility,
} from '../../../../shared/compatibility';
import type { TableName } from '../../../../shared/contract';
import type { Language } from '../../../../shared/settings';
import { messageCatalog } from '../../kernel/messages';
import type { Logger } from '../../kernel/ports';
import type { Db } from '../../db/open';
import type { MarketClient } from '../../market/client';
import { offerListFrom, suggestionFrom } from './compatibility-records';
import { obj, str } from '../../market/records/json';
import type { ReferenceRepo } from '../../sync/reference-repo';
import { createCompatibilityRepo } from './compatibility-repo';
import { databaseTypes, readGroups, readSupportedCategories, readVehicles } from './database-reads';

const catalog = messageCatalog({
  en: {
    offerUnknown: 'Offer {id} is not in the local copy.',
    notStored:
      'The vehicles of this make are not in the local copy yet, and the marketplace cannot be reached. Try again once the connection is back.',
  },
  pl: {
    offerUnknown: 'Oferty {id} nie ma w lokalnej kopii.',
    notStored:
      'Pojazdów tej marki nie ma jeszcze w lokalnej kopii, a platforma jest nieosiągalna. Spróbuj ponownie po odzyskaniu połączenia.',
  },
});

export interface CompatibilityServiceDeps {
  db: Db;
  reference: ReferenceRepo;
  client(accountId: string): Promise<MarketClient>;
  /** False while the sync knows the account's marketplace cannot be reached: the local copy answers at once. */
  reachable(accountId: string): boolean;
  logger: Logger;
  language(): Language;
  changed(tables: TableName[]): void;
}

/**
 * Compatibility lists for the offer editor, from the local copy (migration 054). What the local copy has never
 * read (the supported categories before the first sync, a make never opened) is read once when the marketplace
 * can be reached, then kept; the sync keeps it current.
 */
export function createCompatibilityService(deps: CompatibilityServiceDeps) {
  const repo = createCompatibilityRepo(deps.db);
  const offer = deps.db.prepare<[string, string], { category_id: string | null; detail_raw: string | null }>(
    'SELECT category_id, detail_raw FROM offers WHERE account_id = ? AND id = ?',
  );

  /** A read the editor can do without: a failure keeps what the local copy has. */
  async function tryRead(accountId: string, what: string, read: (client: MarketClient) => Promise<boolean>) {
    if (!deps.reachable(accountId)) return;
    try {
      if (await read(await deps.client(accountId))) deps.changed(['reference_data']);
    } catch (error) {
      deps.logger.info('compatibility data kept from the local copy', { account: accountId, what, error });
    }
  }

  /**
   * The rules of the offer's category: its own entry, or its nearest parent's (a supported category covers its
   * subcategories), parents as the local copy's categories know them.
   */
  function categoryRule(accountId: string, categoryId: string): CompatibilityCategory | null {
    let id: string | null = categoryId;
    for (let depth = 0; id !== null && depth < 10; depth++) {
      const rule = repo.category(accountId, id);
      if (rule) return rule;
      id = str(obj(obj(deps.reference.get(accountId, `category:${id}`)?.body)?.parent)?.id);
    }
    return null;
  }

  async function forOffer(accountId: string, offerId: string): Promise<OfferCompatibility> {
    const row = offer.get(accountId, offerId);
    if (!row) throw catalog.error('NOT_FOUND', 'offerUnknown', deps.language(), { id: offerId });
    if (repo.categories(accountId).length === 0)
      await tryRead(accountId, 'supported categories', (client) => readSupportedCategories(client, repo));
    const category = row.category_id ? categoryRule(accountId, row.category_id) : null;
    const database = category?.inputType === 'ID' && databaseTypes.includes(category.itemsType);
    if (database && repo.groups(accountId, category.itemsType).length === 0)
      await tryRead(accountId, 'makes', (client) => readGroups(client, repo, category.itemsType));
    const list =
      row.detail_raw === null
        ? null
        : offerListFrom(JSON.parse(row.detail_raw) as unknown, (id) => repo.vehicleText(accountId, id));
    return { category, list, groups: database ? repo.groups(accountId, category.itemsType) : [] };
  }

  async function vehicles(
    accountId: string,
    itemsType: string,
    groupId: string,
  ): Promise<CompatibleVehicle[]> {
    const local = repo.vehicles(accountId, itemsType, groupId);
    if (local.length > 0) return local;
    if (!deps.reachable(accountId)) throw catalog.error('OFFLINE', 'notStored', deps.language());
    const client = await deps.client(accountId);
    if (await readVehicles(client, repo, itemsType, groupId)) deps.changed(['reference_data']);
    return repo.vehicles(accountId, itemsType, groupId);
  }

  /** The marketplace's suggestion for an offer (read each time: it follows the offer's title and product). */
  async function suggest(accountId: string, offerId: string): Promise<CompatibilityRow[]> {
    const client = await deps.client(accountId);
    const response = await client.request<unknown>({
      method: 'GET',
      path: '/sale/compatibility-list-suggestions',
      query: { 'offer.id': offerId },
      idempotent: true,
    });
    const rows = suggestionFrom(response.data);
    const category = offer.get(accountId, offerId)?.category_id;
    const rule = category ? categoryRule(accountId, category) : null;
    const vehicles = rows.flatMap((row) =>
      row.type === 'ID' && row.id ? [{ id: row.id, text: row.text }] : [],
    );
    if (rule?.inputType === 'ID' && vehicles.length > 0)
      repo.rememberVehicles(accountId, rule.itemsType, vehicles);
    return rows;
  }

  return { forOffer, vehicles, suggest, repo };
}

export type CompatibilityService = ReturnType<typeof createCompatibilityService>;
