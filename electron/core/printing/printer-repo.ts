import type { BackendId, DocumentFormat } from '../../../shared/printing';
import type { Db } from '../db/open';

export interface PrinterRow {
  id: string;
  backend: BackendId;
  name: string;
  label: string | null;
  formats: DocumentFormat[] | null;
  custom: boolean;
}

interface Raw {
  id: string;
  backend: BackendId;
  name: string;
  label: string | null;
  formats: string | null;
  custom: 0 | 1;
}

const fromRaw = (raw: Raw): PrinterRow => ({
  id: raw.id,
  backend: raw.backend,
  name: raw.name,
  label: raw.label,
  formats: raw.formats === null ? null : (JSON.parse(raw.formats) as DocumentFormat[]),
  custom: raw.custom === 1,
});

export const printerId = (backend: BackendId, name: string): string => `${backend}:${name}`;

/** Seller-added printers and the seller's corrections to the formats of found ones. */
export function createPrinterRepo(db: Db) {
  const all = db.prepare<[], Raw>('SELECT * FROM print_printers ORDER BY created_at, id');
  const one = db.prepare<[string], Raw>('SELECT * FROM print_printers WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO print_printers (id, backend, name, label, formats, custom, created_at, updated_at)
     VALUES (@id, @backend, @name, @label, @formats, @custom, @now, @now)`,
  );
  // ON CONFLICT DO UPDATE rather than REPLACE: a correction of formats keeps the row's label and creation
  // time, which REPLACE would reset.
  const setFormats = db.prepare(
    `INSERT INTO print_printers (id, backend, name, label, formats, custom, created_at, updated_at)
     VALUES (@id, @backend, @name, NULL, @formats, 0, @now, @now)
     ON CONFLICT (id) DO UPDATE SET formats = excluded.formats, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare<[string]>('DELETE FROM print_printers WHERE id = ?');

  return {
    all: (): PrinterRow[] => all.all().map(fromRaw),
    get: (id: string): PrinterRow | undefined => {
      const raw = one.get(id);
      return raw ? fromRaw(raw) : undefined;
    },
    addCustom(row: Omit<PrinterRow, 'custom'>, now: number): void {
      insert.run({
        ...row,
        formats: row.formats ? JSON.stringify(row.formats) : null,
        custom: 1,
        now,
      });
    },
    setFormats(
      target: { id: string; backend: BackendId; name: string },
      formats: DocumentFormat[] | null,
      now: number,
    ) {
      setFormats.run({ ...target, formats: formats ? JSON.stringify(formats) : null, now });
    },
    remove: (id: string): boolean => remove.run(id).changes === 1,
  };
}

export type PrinterRepo = ReturnType<typeof createPrinterRepo>;
