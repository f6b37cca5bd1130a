import { migration } from './migration';

/**
 * The offers' name order and visibility in a narrow table keyed by the offer's rowid (the search index's key), so a
 * search sorts its matches without reading each one's wide row: a page of the database holds about 7 offers (the
 * marketplace's JSON is most of a row) and about 55 of these. Triggers keep it equal to `offers` under every write,
 * the sync's writer thread and the cascade from a removed account included; an update rewrites a row's keys only
 * when one of them changed.
 */
export const m049OfferSortKeys = migration(
  '049-offer-sort-keys',
  `
CREATE TABLE offer_sort_keys (
  offer_rowid INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  hidden INTEGER NOT NULL,
  name_key TEXT NOT NULL,
  id TEXT NOT NULL
) STRICT;
INSERT INTO offer_sort_keys (offer_rowid, account_id, hidden, name_key, id)
  SELECT rowid, account_id, hidden, name_key, id FROM offers;
CREATE TRIGGER offer_sort_keys_insert AFTER INSERT ON offers BEGIN
  INSERT OR REPLACE INTO offer_sort_keys (offer_rowid, account_id, hidden, name_key, id)
    VALUES (new.rowid, new.account_id, new.hidden, new.name_key, new.id);
END;
CREATE TRIGGER offer_sort_keys_update AFTER UPDATE ON offers
  WHEN old.rowid IS NOT new.rowid OR old.account_id IS NOT new.account_id OR old.hidden IS NOT new.hidden
    OR old.name_key IS NOT new.name_key OR old.id IS NOT new.id
BEGIN
  DELETE FROM offer_sort_keys WHERE offer_rowid = old.rowid;
  INSERT OR REPLACE INTO offer_sort_keys (offer_rowid, account_id, hidden, name_key, id)
    VALUES (new.rowid, new.account_id, new.hidden, new.name_key, new.id);
END;
CREATE TRIGGER offer_sort_keys_delete AFTER DELETE ON offers BEGIN
  DELETE FROM offer_sort_keys WHERE offer_rowid = old.rowid;
END;
`,
);
