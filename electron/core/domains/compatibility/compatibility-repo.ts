import type {
  CompatibilityCategory,
  CompatibleGroup,
  CompatibleVehicle,
} from '../../../../shared/compatibility';
import { vehicleParts } from '../../../../shared/compatibility';
import type { Db } from '../../db/open';

/** A vehicle as the marketplace lists it, with its body kept whole. */
export interface StoredVehicle {
  id: string;
  groupId: string;
  text: string;
  raw: string;
}

interface CategoryRow {
  category_id: string;
  name: string;
  items_type: string;
  input_type: 'ID' | 'TEXT';
  max_rows: number;
  max_characters: number | null;
}

const categoryOf = (r: CategoryRow): CompatibilityCategory => ({
  categoryId: r.category_id,
  name: r.name,
  itemsType: r.items_type,
  inputType: r.input_type,
  maxRows: r.max_rows,
  maxCharactersPerLine: r.max_characters,
});

/** The compatibility tables of the local copy (migration 054). */
export function createCompatibilityRepo(db: Db) {
  const categories = db.prepare<[string], CategoryRow>(
    'SELECT * FROM compatibility_categories WHERE account_id = ? ORDER BY category_id',
  );
  const category = db.prepare<[string, string], CategoryRow>(
    'SELECT * FROM compatibility_categories WHERE account_id = ? AND category_id = ?',
  );
  const clearCategories = db.prepare<[string]>('DELETE FROM compatibility_categories WHERE account_id = ?');
  const putCategory = db.prepare(
    `INSERT INTO compatibility_categories (account_id, category_id, name, items_type, input_type, max_rows, max_characters)
     VALUES (@accountId, @categoryId, @name, @itemsType, @inputType, @maxRows, @maxCharactersPerLine)`,
  );
  const groups = db.prepare<[string, string], CompatibleGroup>(
    'SELECT id, text FROM compatible_groups WHERE account_id = ? AND items_type = ? ORDER BY text COLLATE NOCASE',
  );
  const clearGroups = db.prepare<[string, string]>(
    'DELETE FROM compatible_groups WHERE account_id = ? AND items_type = ?',
  );
  const putGroup = db.prepare<[string, string, string, string]>(
    'INSERT INTO compatible_groups (account_id, items_type, id, text) VALUES (?, ?, ?, ?)',
  );
  const vehicles = db.prepare<[string, string, string], { id: string; group_id: string; text: string }>(
    `SELECT id, group_id, text FROM compatible_products WHERE account_id = ? AND items_type = ? AND group_id = ?
     ORDER BY text COLLATE NOCASE`,
  );
  const readGroups = db.prepare<[string, string], { group_id: string }>(
    "SELECT DISTINCT group_id FROM compatible_products WHERE account_id = ? AND items_type = ? AND group_id <> ''",
  );
  const clearVehicles = db.prepare<[string, string, string]>(
    'DELETE FROM compatible_products WHERE account_id = ? AND items_type = ? AND group_id = ?',
  );
  const putVehicle = db.prepare(
    `INSERT OR REPLACE INTO compatible_products (account_id, items_type, id, group_id, text, raw)
     VALUES (@accountId, @itemsType, @id, @groupId, @text, @raw)`,
  );
  const remember = db.prepare(
    `INSERT OR IGNORE INTO compatible_products (account_id, items_type, id, group_id, text, raw)
     VALUES (@accountId, @itemsType, @id, '', @text, '{}')`,
  );
  const textOf = db.prepare<[string, string], { text: string }>(
    'SELECT text FROM compatible_products WHERE account_id = ? AND id = ? LIMIT 1',
  );
  const groupText = db.prepare<[string, string, string], { text: string }>(
    'SELECT text FROM compatible_groups WHERE account_id = ? AND items_type = ? AND id = ?',
  );

  return {
    categories: (accountId: string): CompatibilityCategory[] => categories.all(accountId).map(categoryOf),
    category(accountId: string, categoryId: string): CompatibilityCategory | null {
      const row = category.get(accountId, categoryId);
      return row ? categoryOf(row) : null;
    },
    /** The account's supported categories, replaced whole. */
    replaceCategories: db.transaction((accountId: string, list: CompatibilityCategory[]) => {
      clearCategories.run(accountId);
      for (const c of list) putCategory.run({ accountId, ...c });
    }),
    groups: (accountId: string, itemsType: string): CompatibleGroup[] => groups.all(accountId, itemsType),
    replaceGroups: db.transaction((accountId: string, itemsType: string, list: CompatibleGroup[]) => {
      clearGroups.run(accountId, itemsType);
      for (const g of list) putGroup.run(accountId, itemsType, g.id, g.text);
    }),
    vehicles(accountId: string, itemsType: string, groupId: string): CompatibleVehicle[] {
      const make = groupText.get(accountId, itemsType, groupId)?.text ?? '';
      return vehicles.all(accountId, itemsType, groupId).map((r) => ({
        id: r.id,
        groupId: r.group_id,
        text: r.text,
        ...vehicleParts(make, r.text),
      }));
    },
    /** The makes whose vehicles the local copy holds: the sync keeps those current. */
    readGroups: (accountId: string, itemsType: string): string[] =>
      readGroups.all(accountId, itemsType).map((r) => r.group_id),
    /** One make's vehicles, replaced whole. */
    replaceVehicles: db.transaction(
      (accountId: string, itemsType: string, groupId: string, list: StoredVehicle[]) => {
        clearVehicles.run(accountId, itemsType, groupId);
        for (const v of list) putVehicle.run({ accountId, itemsType, ...v });
      },
    ),
    /**
     * Vehicles known only by a suggestion's text, so a list taken from it reads by name: kept without a make
     * (group ''), and replaced when their make is read.
     */
    rememberVehicles: db.transaction(
      (accountId: string, itemsType: string, list: { id: string; text: string }[]) => {
        for (const v of list) remember.run({ accountId, itemsType, ...v });
      },
    ),
    /** A vehicle's text by its id, for a list's rows; null when the database part holding it was never read. */
    vehicleText: (accountId: string, id: string): string | null => textOf.get(accountId, id)?.text ?? null,
  };
}

export type CompatibilityRepo = ReturnType<typeof createCompatibilityRepo>;
