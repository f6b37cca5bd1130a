import { appErrorOf } from '../../helpers/app-error';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { MAIN_SELLER_ID, type DemoMarket } from '../../../electron/demo-market';
import { closeAfterEach } from '../../helpers/cleanup';
import { signedInCore } from '../../helpers/core';
import { startTestMarket } from '../../helpers/demo-market';

const closing = closeAfterEach();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function station() {
  const market: DemoMarket = closing(await startTestMarket());
  const signed = await signedInCore(market);
  closing(signed.core);
  await signed.core.sync.runOnce({ accountId: signed.accountId, streams: ['buyers'] });
  const server = market.control.disputes({ sellerId: MAIN_SELLER_ID })!;
  const open = server.find((d) => d.status === 'DISPUTE_ONGOING')!;
  const closed = server.find((d) => d.status === 'DISPUTE_CLOSED')!;
  return { market, ...signed, open, closed };
}

const attachmentsFolder = (core: Core) => join(core.info().dataDir, 'dispute-attachments');
const sellerMessages = (market: DemoMarket, disputeId: string) =>
  market.control
    .disputes({ sellerId: MAIN_SELLER_ID })!
    .find((d) => d.id === disputeId)!
    .messages.filter((m) => m.role === 'SELLER');

async function sent(core: Core, id: number) {
  return vi.waitFor(async () => {
    const settled = await core.outbox.settled(id);
    if (settled.state !== 'sent' && settled.state !== 'failed') throw new Error(`still ${settled.state}`);
    return settled;
  });
}

describe('dispute replies through the outbox', () => {
  it('shows a reply at once as waiting, copies its file, then declares, uploads and posts it', async () => {
    const { market, core, accountId, open } = await station();
    const before = sellerMessages(market, open.id).length;
    const change = core.actions.disputes.reply(accountId, open.id, 'Wysłaliśmy nową paczkę.', {
      name: 'nadanie.pdf',
      type: 'application/pdf',
      base64: PDF.toString('base64'),
    });
    expect(change).toMatchObject({ kind: 'dispute.reply', entityType: 'dispute', state: 'queued' });
    const waiting = core.queries.disputes.get(accountId, open.id).messages.at(-1)!;
    expect(waiting).toMatchObject({
      author: 'seller',
      text: 'Wysłaliśmy nową paczkę.',
      state: 'waiting',
      attachments: [{ fileName: 'nadanie.pdf', url: null }],
    });
    expect(readdirSync(attachmentsFolder(core))).toHaveLength(1);
    core.start();
    expect(await sent(core, change.id)).toMatchObject({ state: 'sent' });
    const posted = sellerMessages(market, open.id);
    expect(posted).toHaveLength(before + 1);
    const local = core.queries.disputes.get(accountId, open.id).messages;
    const mine = local.find((m) => m.id === posted.at(-1)!.id)!;
    expect(mine).toMatchObject({ state: 'sent', text: 'Wysłaliśmy nową paczkę.' });
    expect(mine.attachments[0]!.url).toContain('/sale/dispute-attachments/');
    expect(local.some((m) => m.id.startsWith('local-'))).toBe(false);
    // The copied file goes once the marketplace holds it; the download gives its bytes back.
    expect(readdirSync(attachmentsFolder(core))).toHaveLength(0);
    const file = core.outbox.get(change.id);
    expect(file.label).toBe(core.queries.disputes.get(accountId, open.id).subject);
  });

  it('a reply whose answer was lost is found among the messages, never posted twice', async () => {
    const { market, core, accountId, open } = await station();
    const before = sellerMessages(market, open.id).length;
    market.control.addFault({
      kind: 'drop',
      share: 1,
      path: `^/sale/disputes/${open.id}/messages$`,
      method: 'POST',
      count: 1,
    });
    const change = core.actions.disputes.reply(accountId, open.id, 'Proszę o numer zamówienia.');
    core.start();
    expect(await sent(core, change.id)).toMatchObject({ state: 'sent' });
    expect(sellerMessages(market, open.id)).toHaveLength(before + 1);
    const texts = core.queries.disputes
      .get(accountId, open.id)
      .messages.filter((m) => m.text === 'Proszę o numer zamówienia.');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.state).toBe('sent');
  });

  it('refuses an empty reply and a closed dispute at once; one closed meanwhile fails with the marketplace’s words', async () => {
    const { market, core, accountId, open, closed } = await station();
    expect(appErrorOf(() => core.actions.disputes.reply(accountId, open.id, '   ')).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(appErrorOf(() => core.actions.disputes.reply(accountId, closed.id, 'Halo')).code).toBe('CONFLICT');
    expect(
      appErrorOf(() =>
        core.actions.disputes.reply(accountId, open.id, 'x', {
          name: 'a.exe',
          type: 'application/pdf',
          base64: 'AA==',
        }),
      ).code,
    ).toBe('VALIDATION_FAILED');
    const change = core.actions.disputes.reply(accountId, open.id, 'Za późno?', {
      name: 'a.pdf',
      type: 'application/pdf',
      base64: PDF.toString('base64'),
    });
    market.control.setDisputeStatus({
      sellerId: MAIN_SELLER_ID,
      disputeId: open.id,
      status: 'DISPUTE_CLOSED',
    });
    core.start();
    const failed = await sent(core, change.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]!.userMessage).toMatch(/zamknięta|closed/);
    const shown = core.queries.disputes.get(accountId, open.id).messages.at(-1)!;
    expect(shown).toMatchObject({ state: 'failed', text: 'Za późno?' });
    expect(shown.error).toBe(failed.errors[0]!.userMessage);
    // Discarded, the reply and its copied file go.
    core.outbox.discard(change.id);
    expect(core.queries.disputes.get(accountId, open.id).messages.some((m) => m.text === 'Za późno?')).toBe(
      false,
    );
    expect(readdirSync(attachmentsFolder(core))).toHaveLength(0);
    expect(existsSync(attachmentsFolder(core))).toBe(true);
  });
});
