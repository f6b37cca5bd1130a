import type { DocumentKind, PrintProfile, Quarter } from '../../../shared/printing';
import { documentKinds } from '../../../shared/printing';
import type { Db } from '../db/open';

interface ProfileRow {
  kind: DocumentKind;
  printer_id: string | null;
  page_size: PrintProfile['pageSize'];
  orientation: PrintProfile['orientation'];
  copies: number;
  zpl_dpi: 203 | 300;
  auto_print: 0 | 1;
  start_quarter: Quarter;
}

/** Until the seller says otherwise: labels on A6, the rest on A4, one copy, nothing printed on its own. */
export function defaultProfile(kind: DocumentKind): PrintProfile {
  return {
    kind,
    printerId: null,
    pageSize: kind === 'label' || kind === 'testPage' ? 'a6' : 'a4',
    orientation: 'portrait',
    copies: 1,
    zplDpi: 203,
    autoPrint: false,
    startQuarter: 1,
  };
}

const fromRow = (row: ProfileRow): PrintProfile => ({
  kind: row.kind,
  printerId: row.printer_id,
  pageSize: row.page_size,
  orientation: row.orientation,
  copies: row.copies,
  zplDpi: row.zpl_dpi,
  autoPrint: row.auto_print === 1,
  startQuarter: row.start_quarter,
});

export function createProfileRepo(db: Db) {
  const one = db.prepare<[string], ProfileRow>('SELECT * FROM print_profiles WHERE kind = ?');
  // ON CONFLICT DO UPDATE, not REPLACE: the row is the whole profile, and an upsert keeps the statement to
  // one write without a delete that a future foreign key could cascade from.
  const save = db.prepare(
    `INSERT INTO print_profiles (kind, printer_id, page_size, orientation, copies, zpl_dpi, auto_print,
       start_quarter, updated_at)
     VALUES (@kind, @printerId, @pageSize, @orientation, @copies, @zplDpi, @autoPrint, @startQuarter, @now)
     ON CONFLICT (kind) DO UPDATE SET printer_id = excluded.printer_id, page_size = excluded.page_size,
       orientation = excluded.orientation, copies = excluded.copies, zpl_dpi = excluded.zpl_dpi,
       auto_print = excluded.auto_print, start_quarter = excluded.start_quarter,
       updated_at = excluded.updated_at`,
  );
  const quarter = db.prepare('UPDATE print_profiles SET start_quarter = ?, updated_at = ? WHERE kind = ?');

  const get = (kind: DocumentKind): PrintProfile => {
    const row = one.get(kind);
    return row ? fromRow(row) : defaultProfile(kind);
  };
  return {
    get,
    all: (): PrintProfile[] => documentKinds.map(get),
    save(profile: PrintProfile, now: number): PrintProfile {
      save.run({ ...profile, autoPrint: profile.autoPrint ? 1 : 0, now });
      return get(profile.kind);
    },
    /** Remembers where the next label goes on a part-used A4 sheet; saves the profile if it was default. */
    setStartQuarter(kind: DocumentKind, next: Quarter, now: number): void {
      if (quarter.run(next, now, kind).changes === 0) {
        save.run({ ...defaultProfile(kind), startQuarter: next, autoPrint: 0, now });
      }
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
