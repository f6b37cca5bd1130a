import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MessageFields } from '../../../shared/messages';
import { localDb } from '../../helpers/core';
import { stationsClosedAfterEach } from '../../helpers/station';

const openStation = stationsClosedAfterEach();
const pdf = Buffer.from('%PDF-1.4\n% list przewozowy\n%%EOF\n');

/** A reply with one file, waiting (the worker not started), and the station it waits in. */
async function waitingReply() {
  const station = await openStation({ streams: ['buyers'] });
  const { core, accountId } = station;
  const thread = core.messages.list(accountId, { unread: false, offset: 0, limit: 5 }).rows[0]!;
  const change = core.actions.messages.reply(accountId, thread.id, 'Dokument w załączniku.', [
    { name: 'dokument.pdf', base64: pdf.toString('base64') },
  ]);
  const fields = change.fields as MessageFields;
  return { ...station, thread, change, stored: fields.files![0]!.path, dataDir: core.info().dataDir };
}

/** The change's file as an older version (or a tampered row) named it. */
function renameFile(db: ReturnType<typeof localDb>, changeId: number, path: string): void {
  const row = db
    .prepare<[number], { fields: string }>('SELECT fields FROM outbox_changes WHERE id = ?')
    .get(changeId)!;
  const fields = JSON.parse(row.fields) as MessageFields;
  fields.files = fields.files!.map((file) => ({ ...file, path }));
  db.prepare('UPDATE outbox_changes SET fields = ? WHERE id = ?').run(JSON.stringify(fields), changeId);
}

describe('files of waiting changes, by their path in the data folder', () => {
  it('a change stored with an absolute path by an older version still sends its file', async () => {
    const { core, market, change, stored, dataDir } = await waitingReply();
    const absolute = join(dataDir, stored);
    renameFile(localDb(core), change.id, absolute);
    core.start();
    expect(await core.outbox.settled(change.id)).toMatchObject({ state: 'sent', errors: [] });
    const uploads = market.control
      .requestLog({ path: '^/messaging/message-attachments/' })
      .filter((entry) => entry.method === 'PUT');
    expect(uploads).toHaveLength(1);
    // Sent, its copy goes, found by the old absolute path too.
    expect(existsSync(dirname(absolute))).toBe(false);
  });

  it('a path that climbs out of the data folder is refused, and nothing of it is sent', async () => {
    const { core, market, change, dataDir } = await waitingReply();
    const outside = join(dataDir, '..', `outside-${change.id}`, 'secret.pdf');
    mkdirSync(dirname(outside), { recursive: true });
    writeFileSync(outside, pdf);
    renameFile(localDb(core), change.id, `message-files/../../outside-${change.id}/secret.pdf`);
    core.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    expect(JSON.stringify(settled.errors)).toMatch(/not a path inside the data folder/);
    expect(market.control.requestLog({ path: '^/messaging/message-attachments' })).toHaveLength(0);
    // Discarded, nothing outside the data folder is removed either.
    core.outbox.discard(change.id);
    expect(existsSync(outside)).toBe(true);
  });
});
