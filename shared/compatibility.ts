/** An offer's compatibility list ("fits"): vehicles from the marketplace's database by id, or text rows. */
export type CompatibilityItem =
  { type: 'ID'; id: string; additionalInfo?: { value: string }[] } | { type: 'TEXT'; text: string };

/** The list as an offer edit sets it: always MANUAL (a PRODUCT_BASED list comes from the product unchanged). */
export interface CompatibilityListValue {
  type: 'MANUAL';
  items: CompatibilityItem[];
}

/** A category that takes a compatibility list, and its rules (supported-categories). */
export interface CompatibilityCategory {
  categoryId: string;
  name: string;
  itemsType: string;
  /** ID (vehicles from the database) or TEXT; a type the app does not know is kept as it came. */
  inputType: 'ID' | 'TEXT' | (string & {});
  maxRows: number;
  /** null: no limit of its own (the general 200 characters of document 2 still hold). */
  maxCharactersPerLine: number | null;
}

/** A make of the vehicle database. */
export interface CompatibleGroup {
  id: string;
  text: string;
}

/** A vehicle of the database, with its model and type read from its text ("AUDI A4 B8 (8K2) 2007/11-… 2.0 TDI"). */
export interface CompatibleVehicle {
  id: string;
  groupId: string;
  text: string;
  model: string;
  type: string;
}

/** One row of an offer's list as the editor shows it: a vehicle's text (its id when the database lacks it). */
export interface CompatibilityRow {
  type: 'ID' | 'TEXT';
  id: string | null;
  text: string;
}

/** What the offer editor needs: the category's rules (null: no list there), the list, and the makes. */
export interface OfferCompatibility {
  category: CompatibilityCategory | null;
  list: { type: string; rows: CompatibilityRow[] } | null;
  groups: CompatibleGroup[];
}

/** Document 2, Limits: whatever a category says, at most 2000 rows of at most 200 characters. */
export const compatibilityLimits = { maxRows: 2000, maxCharacters: 200 } as const;

/** The longest text row a category takes. */
export const maxLineOf = (category: CompatibilityCategory): number =>
  Math.min(
    category.maxCharactersPerLine ?? compatibilityLimits.maxCharacters,
    compatibilityLimits.maxCharacters,
  );

/** The model and type of a vehicle from its text: the model is what stands between the make and the years. */
export function vehicleParts(make: string, text: string): { model: string; type: string } {
  const rest = text.startsWith(make) ? text.slice(make.length).trim() : text;
  const years = /\s\d{4}\/\d{2}/.exec(` ${rest}`);
  if (!years || years.index === 0) return { model: rest, type: '' };
  return { model: rest.slice(0, years.index - 1).trim(), type: rest.slice(years.index - 1).trim() };
}

export type CompatibilityProblem =
  | { code: 'tooManyRows'; max: number }
  | { code: 'lineTooLong'; index: number; max: number }
  | { code: 'lineEmpty'; index: number };

/** What the marketplace would refuse for certain in a list for this category: the editor counts it live. */
export function compatibilityProblems(
  category: CompatibilityCategory,
  rows: readonly CompatibilityRow[],
): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  const maxRows = Math.min(category.maxRows, compatibilityLimits.maxRows);
  if (rows.length > maxRows) problems.push({ code: 'tooManyRows', max: maxRows });
  if (category.inputType === 'TEXT') {
    const max = maxLineOf(category);
    rows.forEach((row, index) => {
      const text = row.text.trim();
      if (text === '') problems.push({ code: 'lineEmpty', index });
      else if ([...text].length > max) problems.push({ code: 'lineTooLong', index, max });
    });
  }
  return problems;
}

/** The list an edit sends for these rows. */
export function listOfRows(rows: readonly CompatibilityRow[]): CompatibilityListValue {
  return {
    type: 'MANUAL',
    items: rows.map((row) =>
      row.type === 'ID' && row.id !== null
        ? { type: 'ID', id: row.id }
        : { type: 'TEXT', text: row.text.trim() },
    ),
  };
}
