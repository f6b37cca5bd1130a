import type { Language } from '../../../../shared/settings';
import { binMaxLength, type BinImportReport } from '../../../../shared/picking';
import type { Db } from '../../db/open';
import type { BinsRepo } from './bins-repo';
import { parseBinsCsv, type BinRow } from './bins-csv';
import { pickingText } from './messages';

/**
 * The offers a row names, by the first of its keys that the local copy knows: the offer id, else the external id
 * (every offer with it: one product sold in several offers lies in one place), else the EAN (likewise).
 */
function offerFinder(db: Db, accountId: string) {
  const byId = db.prepare<[string, string], { id: string }>(
    'SELECT id FROM offers WHERE account_id = ? AND id = ?',
  );
  const byEan = db.prepare<[string, string], { offer_id: string }>(
    'SELECT offer_id FROM offer_codes WHERE account_id = ? AND code = ? ORDER BY offer_id',
  );
  // Read once per file: a file of a few hundred rows would otherwise read every offer per row.
  let external: Map<string, string[]> | null = null;
  const byExternal = (code: string): string[] => {
    if (!external) {
      external = new Map();
      const rows = db
        .prepare<[string], { id: string; external_id: string }>(
          'SELECT id, external_id FROM offers WHERE account_id = ? AND external_id IS NOT NULL ORDER BY id',
        )
        .all(accountId);
      for (const row of rows)
        external.set(row.external_id, [...(external.get(row.external_id) ?? []), row.id]);
    }
    return external.get(code) ?? [];
  };
  return (row: BinRow): string[] => {
    if (row.offerId && byId.get(accountId, row.offerId)) return [row.offerId];
    if (row.externalId) {
      const found = byExternal(row.externalId);
      if (found.length > 0) return found;
    }
    if (row.ean) return byEan.all(accountId, row.ean).map((r) => r.offer_id);
    return [];
  };
}

const keyOf = (row: BinRow): string => row.offerId ?? row.externalId ?? row.ean ?? '';

/**
 * A bins file applied to the local copy: each row's bin set on the offers it names, all in one transaction. Rows
 * that name no offer the copy has, or none at all, or a bin too long are reported by line and set nothing.
 */
export function importBins(
  db: Db,
  bins: BinsRepo,
  accountId: string,
  text: string,
  language: Language,
): BinImportReport {
  const parsed = parseBinsCsv(text);
  if (!parsed.ok) throw pickingText.error('VALIDATION_FAILED', parsed.reason, language);
  const find = offerFinder(db, accountId);
  const entries: { offerId: string; bin: string }[] = [];
  const report: BinImportReport = { set: 0, notMatched: [] };
  for (const row of parsed.rows) {
    const key = keyOf(row);
    const problem = !key ? 'noKey' : [...row.bin].length > binMaxLength ? 'tooLong' : null;
    const offers = problem ? [] : find(row);
    if (problem || offers.length === 0) {
      report.notMatched.push({ line: row.line, key, problem: problem ?? 'noOffer' });
      continue;
    }
    for (const offerId of offers) entries.push({ offerId, bin: row.bin });
    report.set += 1;
  }
  bins.setMany(accountId, entries);
  return report;
}
