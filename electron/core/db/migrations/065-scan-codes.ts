import { migration } from './migration';

/** The marketplace's id of the EAN (GTIN) parameter, the same in every category. */
const gtin = '225693';

/**
 * The product codes that an offer's JSON (`json`) names, as rows of `offer_codes`. These are the values of each
 * EAN (GTIN) parameter, wherever it sits: the offer's own parameters or its products'. A catalogue product's
 * id also counts when it is the digits of a barcode (an offer may be tied to a product by its EAN). JSON that
 * does not parse names none: a code is an aid to the scan, and must never stop an offer from being written.
 * `from` puts the offers table in front, for the rows already there.
 */
const codesOf = (account: string, offer: string, json: string, from = '') => `
  SELECT ${account}, v.value, ${offer}
    FROM ${from}json_tree(iif(json_valid(${json}), ${json}, '{}')) p, json_each(p.value, '$.values') v
    WHERE p.type = 'object' AND CAST(json_extract(p.value, '$.id') AS TEXT) = '${gtin}'
      AND v.type = 'text' AND v.value <> ''
  UNION
  SELECT ${account}, json_extract(s.value, '$.product.id'), ${offer}
    FROM ${from}json_each(iif(json_valid(${json}), ${json}, '{}'), '$.productSet') s
    WHERE json_extract(s.value, '$.product.id') GLOB '[0-9]*'
      AND NOT json_extract(s.value, '$.product.id') GLOB '*[^0-9]*'
      AND length(json_extract(s.value, '$.product.id')) BETWEEN 8 AND 14`;

/**
 * The codes a scanned barcode may be, each behind an index, so a scan finds its orders without reading every
 * offer's and order's JSON (it runs on the thread that answers the window).
 * - `offer_codes`: the product codes (EAN) of each offer whose full JSON the copy holds. The offers list carries
 *   no codes: they come with the single-offer read (`detail_raw`), and the seller's own edits write that too.
 *   Triggers keep the table equal to `detail_raw` under every write, the sync's writer thread included; a removed
 *   offer (or account) takes its codes along through the foreign key.
 * - `order_line_items.external_id`: the seller's code of each line item's offer as bought, read from the order
 *   itself, so it holds also when the offer is not in the copy. The orders' writes fill it from here on; the rows
 *   already there are filled from their order's JSON. Its index is one the first back-fill builds at its end.
 */
export const m065ScanCodes = migration(
  '065-scan-codes',
  `
CREATE TABLE offer_codes (
  account_id TEXT NOT NULL,
  code TEXT NOT NULL,
  offer_id TEXT NOT NULL,
  PRIMARY KEY (account_id, code, offer_id),
  FOREIGN KEY (account_id, offer_id) REFERENCES offers (account_id, id) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX offer_codes_by_offer ON offer_codes (account_id, offer_id);
INSERT OR IGNORE INTO offer_codes (account_id, code, offer_id)
  ${codesOf('o.account_id', 'o.id', 'o.detail_raw', 'offers o, ')};
CREATE TRIGGER offer_codes_insert AFTER INSERT ON offers WHEN new.detail_raw IS NOT NULL BEGIN
  INSERT OR IGNORE INTO offer_codes (account_id, code, offer_id)
    ${codesOf('new.account_id', 'new.id', 'new.detail_raw')};
END;
CREATE TRIGGER offer_codes_update AFTER UPDATE OF detail_raw ON offers
  WHEN old.detail_raw IS NOT new.detail_raw
BEGIN
  DELETE FROM offer_codes WHERE account_id = old.account_id AND offer_id = old.id;
  INSERT OR IGNORE INTO offer_codes (account_id, code, offer_id)
    ${codesOf('new.account_id', 'new.id', 'new.detail_raw')};
END;

ALTER TABLE order_line_items ADD COLUMN external_id TEXT;
UPDATE order_line_items SET external_id = (
  SELECT json_extract(item.value, '$.offer.external.id')
  FROM orders o, json_each(iif(json_valid(o.raw), o.raw, '{}'), '$.lineItems') item
  WHERE o.account_id = order_line_items.account_id AND o.id = order_line_items.order_id
    AND json_extract(item.value, '$.id') = order_line_items.line_item_id
);
CREATE INDEX order_line_items_by_external ON order_line_items (account_id, external_id) WHERE external_id IS NOT NULL;
`,
);
