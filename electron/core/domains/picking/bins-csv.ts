/** The columns a bins file may have, each found by its header in Polish or English. */
export type BinColumn = 'offerId' | 'externalId' | 'ean' | 'bin';

/** Headers folded to letters and digits ("ID oferty" → "idoferty"), and the column each names. */
const headers: Record<string, BinColumn> = {
  offerid: 'offerId',
  idoferty: 'offerId',
  oferta: 'offerId',
  numeroferty: 'offerId',
  offer: 'offerId',
  id: 'offerId',
  externalid: 'externalId',
  external: 'externalId',
  sygnatura: 'externalId',
  signature: 'externalId',
  sku: 'externalId',
  kodwlasny: 'externalId',
  ean: 'ean',
  gtin: 'ean',
  kodean: 'ean',
  bin: 'bin',
  binlocation: 'bin',
  lokalizacja: 'bin',
  location: 'bin',
  miejsce: 'bin',
  polka: 'bin',
  regal: 'bin',
};

const fold = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/**
 * One line's fields: `sep` between them, a field in double quotes may hold the separator (and `""` for a quote).
 * Excel quotes only such fields, and never spans a bin over lines, so a line is a row.
 */
function fields(line: string, sep: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === sep) {
      out.push(field.trim());
      field = '';
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

/** Polish Excel writes ';' (the comma is its decimal sign), others ','. The header row tells which. */
const separatorOf = (header: string): string =>
  fields(header, ';').length >= fields(header, ',').length ? ';' : ',';

export interface BinRow {
  /** The line in the file, from 1 (the header). */
  line: number;
  offerId: string | null;
  externalId: string | null;
  ean: string | null;
  bin: string;
}

export type ParsedBins = { ok: true; rows: BinRow[] } | { ok: false; reason: 'noHeader' | 'noBinColumn' };

/**
 * A bins file: UTF-8 with or without a byte order mark, a header row naming the columns (the offer's id, external
 * id or EAN, and the bin), a row per offer. Blank lines are skipped; a row names its offer by whichever it has.
 */
export function parseBinsCsv(text: string): ParsedBins {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const headerAt = lines.findIndex((line) => line.trim() !== '');
  if (headerAt < 0) return { ok: false, reason: 'noHeader' };
  const sep = separatorOf(lines[headerAt]!);
  const columns = fields(lines[headerAt]!, sep).map((name) => headers[fold(name)] ?? null);
  const at = (column: BinColumn) => columns.indexOf(column);
  const names = at('offerId') >= 0 || at('externalId') >= 0 || at('ean') >= 0;
  // A first row of data rather than names has neither: the file has no header at all.
  if (!names) return { ok: false, reason: 'noHeader' };
  if (at('bin') < 0) return { ok: false, reason: 'noBinColumn' };
  const rows: BinRow[] = [];
  lines.forEach((line, index) => {
    if (index <= headerAt || line.trim() === '') return;
    const values = fields(line, sep);
    const value = (column: BinColumn) => (at(column) < 0 ? null : values[at(column)] || null);
    rows.push({
      line: index + 1,
      offerId: value('offerId'),
      externalId: value('externalId'),
      ean: value('ean'),
      bin: value('bin') ?? '',
    });
  });
  return { ok: true, rows };
}
