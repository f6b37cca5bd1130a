import type { FieldError } from '../../../../shared/errors';
import type { OfferChangeMarks } from '../../../../shared/offers';
import type { OfferField } from '../../../../shared/outbox';
import { parseJson, type StatementCache } from '../../db/statements';

interface MarkRow {
  offer_id: string;
  id: number;
  state: string;
  fields: string;
  errors: string;
}

/**
 * For a page of offers, in one statement (the page's ids go as one JSON array, so the SQL stays the same
 * whatever the page size): the open changes of each offer and its last change that was not discarded. The
 * open ones name the fields shown as waiting; the last one, when refused, is the failure shown at the fields.
 */
const marksSql = `SELECT c.entity_id AS offer_id, c.id, c.state, c.fields, c.errors
  FROM json_each(?) ids
  JOIN outbox_changes c ON c.account_id = ? AND c.entity_type = 'offer' AND c.entity_id = ids.value
  WHERE c.state IN ('queued', 'sending', 'confirming')
    OR c.id = (SELECT max(l.id) FROM outbox_changes l WHERE l.account_id = c.account_id
      AND l.entity_type = 'offer' AND l.entity_id = c.entity_id AND l.state <> 'discarded')
  ORDER BY c.id`;

const noMarks: OfferChangeMarks = { waiting: [], failedChange: null };

/** The outbox's marks of these offers: the fields that wait and the last change's refusal, by offer id. */
export function offerChangeMarks(
  statements: StatementCache,
  accountId: string,
  offerIds: string[],
): Map<string, OfferChangeMarks> {
  const marks = new Map<string, OfferChangeMarks>();
  if (offerIds.length === 0) return marks;
  for (const row of statements<MarkRow>(marksSql).all(JSON.stringify(offerIds), accountId)) {
    const mark = marks.get(row.offer_id) ?? { waiting: [], failedChange: null };
    if (row.state === 'failed') {
      mark.failedChange = { id: row.id, errors: parseJson<FieldError[]>(row.errors) ?? [] };
    } else if (row.state === 'queued' || row.state === 'sending' || row.state === 'confirming') {
      const fields = Object.keys(parseJson<Record<string, unknown>>(row.fields) ?? {}) as OfferField[];
      mark.waiting = [...new Set([...mark.waiting, ...fields])];
    }
    marks.set(row.offer_id, mark);
  }
  return marks;
}

/** The rows with their outbox marks (offers without any open or refused change get empty ones). */
export function withChangeMarks<Row extends { id: string }>(
  statements: StatementCache,
  accountId: string,
  rows: Row[],
): (Row & OfferChangeMarks)[] {
  const marks = offerChangeMarks(
    statements,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, ...(marks.get(row.id) ?? noMarks) }));
}
