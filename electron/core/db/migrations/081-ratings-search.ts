import { migration } from './migration';

/**
 * The words of a rating as the search finds them, from its row `r` (with `raw`, its JSON): the buyer's login, the
 * comment (text, or `{text}`), the seller's answer, the order's id and its offers' titles and ids. ł is folded to
 * l as `foldText` folds what the seller types (the tokenizer folds the other Polish letters itself).
 */
const wordsOf = (r: string) => {
  const json = `iif(json_valid(${r}.raw), ${r}.raw, '{}')`;
  const fold = (text: string) => `replace(replace(coalesce(${text}, ''), 'Ł', 'l'), 'ł', 'l')`;
  return [
    fold(`${r}.buyer_login`),
    fold(`iif(json_type(${json}, '$.comment') = 'object', json_extract(${json}, '$.comment.text'),
      json_extract(${json}, '$.comment'))`),
    fold(`coalesce(json_extract(${json}, '$.answer.message'), json_extract(${json}, '$.answer.text'))`),
    fold(`json_extract(${json}, '$.order.id')`),
    fold(`(SELECT group_concat(coalesce(json_extract(o.value, '$.title'), '') || ' ' ||
      coalesce(json_extract(o.value, '$.id'), ''), ' ') FROM json_each(${json}, '$.order.offers') o)`),
  ].join(',\n    ');
};

/**
 * Ratings searched as the seller types, like orders and offers: the contentless `ratings_fts` (rowid = the rating's
 * rowid). Triggers keep it equal to the ratings under every write (the sync's writer thread, the seller's answer
 * laid over the marketplace's, a removed rating or account), so no write path can forget it.
 */
export const m081RatingsSearch = migration(
  '081-ratings-search',
  `
CREATE VIRTUAL TABLE ratings_fts USING fts5(
  buyer, comment, answer, order_id, offers,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
);
INSERT INTO ratings_fts (rowid, buyer, comment, answer, order_id, offers)
  SELECT r.rowid, ${wordsOf('r')} FROM ratings r;
CREATE TRIGGER ratings_fts_insert AFTER INSERT ON ratings BEGIN
  INSERT INTO ratings_fts (rowid, buyer, comment, answer, order_id, offers) VALUES (new.rowid, ${wordsOf('new')});
END;
CREATE TRIGGER ratings_fts_update AFTER UPDATE OF raw, buyer_login ON ratings BEGIN
  DELETE FROM ratings_fts WHERE rowid = old.rowid;
  INSERT INTO ratings_fts (rowid, buyer, comment, answer, order_id, offers) VALUES (new.rowid, ${wordsOf('new')});
END;
CREATE TRIGGER ratings_fts_delete AFTER DELETE ON ratings BEGIN
  DELETE FROM ratings_fts WHERE rowid = old.rowid;
END;
`,
);
