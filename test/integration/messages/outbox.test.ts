import { appErrorOf } from '../../helpers/app-error';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Core } from '../../../electron/core/compose';
import { describe, expect, it, vi } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import type { MessageFields } from '../../../shared/messages';
import type { ApiClient } from '../../helpers/demo-market';
import { stationsClosedAfterEach } from '../../helpers/station';

let market: DemoMarket | null = null;
const openStation = stationsClosedAfterEach();

interface ServerMessage {
  id: string;
  text: string;
  author: { isInterlocutor: boolean };
  attachments: { fileName: string; url: string }[];
}

async function station() {
  const station = await openStation({ streams: ['buyers'] });
  market = station.market;
  const { core, accountId, api, token } = station;
  const threads = core.messages.list(accountId, { unread: false, offset: 0, limit: 50 }).rows;
  return { core, accountId, api, token, threads };
}

const serverMessages = async (api: ApiClient, threadId: string) =>
  (await api.json<{ messages: ServerMessage[] }>(`/messaging/threads/${threadId}/messages`)).messages;

async function sent(c: Core, id: number) {
  return vi.waitFor(
    async () => {
      const settled = await c.outbox.settled(id);
      if (settled.state !== 'sent') throw new Error(`still ${settled.state}`);
      return settled;
    },
    { timeout: 10_000 },
  );
}

const pdf = Buffer.from('%PDF-1.4\n% faktura\n%%EOF\n');

describe('replies and read marks through the outbox', () => {
  it('a reply shows at once as waiting, its file copied; sent, it is the marketplace’s message with the file', async () => {
    const { core, accountId, api, token, threads } = await station();
    const thread = threads[0]!;
    const change = core.actions.messages.reply(accountId, thread.id, 'Faktura w załączniku.', [
      { name: 'faktura.pdf', base64: pdf.toString('base64') },
    ]);
    const fields = change.fields as MessageFields;
    expect(change).toMatchObject({
      kind: 'message.send',
      entityType: 'thread',
      state: 'queued',
      label: thread.login,
    });
    const waiting = core.messages.thread(accountId, thread.id).messages.at(-1)!;
    expect(waiting).toMatchObject({ id: fields.messageId, state: 'waiting', text: 'Faktura w załączniku.' });
    expect(waiting.attachments).toEqual([{ fileName: 'faktura.pdf', mimeType: 'application/pdf', id: null }]);
    // Kept relative to the data folder, the seller's alone.
    expect(fields.files![0]!.path).toMatch(/^message-files\/local-[\w-]+\/0-faktura\.pdf$/);
    const copy = join(core.info().dataDir, fields.files![0]!.path);
    expect(existsSync(copy)).toBe(true);
    if (process.platform !== 'win32') expect(statSync(copy).mode & 0o777).toBe(0o600);

    core.start();
    const done = await sent(core, change.id);
    const [newest] = await serverMessages(api, thread.id);
    expect(newest).toMatchObject({ text: 'Faktura w załączniku.', author: { isInterlocutor: false } });
    const download = await fetch(newest!.attachments[0]!.url, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const local = core.messages.thread(accountId, thread.id).messages;
    expect(local.filter((m) => m.text === 'Faktura w załączniku.')).toEqual([
      expect.objectContaining({ id: newest!.id, state: 'sent' }),
    ]);
    expect(done.state).toBe('sent');
    expect(existsSync(dirname(copy))).toBe(false);
    const file = await core.messages.attachment(accountId, local.at(-1)!.attachments[0]!.id!);
    expect(Buffer.from(file.base64, 'base64').equals(pdf)).toBe(true);
    // Kept under a safe name with its allowed extension, the seller's alone.
    const downloads = join(core.info().dataDir, 'message-files', 'downloads');
    const saved = readdirSync(downloads);
    expect(saved).toEqual([expect.stringMatching(/-faktura\.pdf$/) as unknown]);
    if (process.platform !== 'win32') expect(statSync(join(downloads, saved[0]!)).mode & 0o777).toBe(0o600);
  });

  it('a reply whose answer was lost is found in the thread, never posted twice', async () => {
    const { core, accountId, api, threads } = await station();
    const thread = threads[1]!;
    market!.control.addFault({
      kind: 'drop',
      share: 1,
      path: `^/messaging/threads/${thread.id}/messages$`,
      method: 'POST',
      count: 1,
    });
    const change = core.actions.messages.reply(accountId, thread.id, 'Wysłane dziś kurierem.', []);
    core.start();
    await sent(core, change.id);
    const posted = (await serverMessages(api, thread.id)).filter((m) => m.text === 'Wysłane dziś kurierem.');
    expect(posted).toHaveLength(1);
    const local = core.messages
      .thread(accountId, thread.id)
      .messages.filter((m) => m.text === 'Wysłane dziś kurierem.');
    expect(local).toEqual([expect.objectContaining({ id: posted[0]!.id, state: 'sent' })]);
  });

  it('a refused reply stays, failed with the marketplace’s words, until discarded', async () => {
    const { core, accountId, threads } = await station();
    const thread = threads[2]!;
    market!.control.addFault({
      kind: 'status',
      status: 422,
      share: 1,
      path: `^/messaging/threads/${thread.id}/messages$`,
      method: 'POST',
      count: 1,
    });
    const change = core.actions.messages.reply(accountId, thread.id, 'To nie przejdzie', []);
    core.start();
    const settled = await core.outbox.settled(change.id);
    expect(settled.state).toBe('failed');
    const shown = core.messages.thread(accountId, thread.id).messages.at(-1)!;
    expect(shown).toMatchObject({ state: 'failed', text: 'To nie przejdzie' });
    expect(shown.error!.length).toBeGreaterThan(0);
    core.outbox.discard(change.id);
    expect(core.messages.thread(accountId, thread.id).messages.map((m) => m.text)).not.toContain(
      'To nie przejdzie',
    );
  });

  it('opening a thread marks it read at once; a sync before it is sent keeps it read; then the marketplace has it', async () => {
    const { core, accountId, api, threads } = await station();
    const unread = threads.find((t) => !t.read)!;
    const before = core.messages.unread(accountId);
    const change = core.actions.messages.markRead(accountId, unread.id)!;
    expect(change.kind).toBe('thread.read');
    expect(core.messages.unread(accountId)).toBe(before - 1);
    expect(core.actions.messages.markRead(accountId, unread.id)).toBeNull();
    market!.control.buyerMessage({ threadId: threads[0]!.id });
    market!.control.advanceClock({ seconds: 5 });
    await core.sync.runOnce({ accountId, streams: ['buyers'] });
    expect(core.messages.thread(accountId, unread.id).thread.read).toBe(true);
    core.start();
    await sent(core, change.id);
    expect((await api.json<{ read: boolean }>(`/messaging/threads/${unread.id}`)).read).toBe(true);
  });

  it('refuses an empty or too long text and a file the marketplace does not take, storing nothing', async () => {
    const { core, accountId, threads } = await station();
    const thread = threads[0]!;
    const count = core.messages.thread(accountId, thread.id).messages.length;
    expect(appErrorOf(() => core.actions.messages.reply(accountId, thread.id, '   ', [])).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      appErrorOf(() => core.actions.messages.reply(accountId, thread.id, 'x'.repeat(2001), [])).code,
    ).toBe('VALIDATION_FAILED');
    const badFile = appErrorOf(() =>
      core.actions.messages.reply(accountId, thread.id, 'ok', [{ name: 'program.exe', base64: 'AAAA' }]),
    );
    expect(badFile.userMessage).toMatch(/program\.exe/);
    expect(appErrorOf(() => core.actions.messages.reply(accountId, 'nope', 'ok', [])).code).toBe('NOT_FOUND');
    expect(core.messages.thread(accountId, thread.id).messages).toHaveLength(count);
  });
});
