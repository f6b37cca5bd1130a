import { appErrorOf } from '../../helpers/app-error';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../electron/core/compose';
import { closeAfterEach } from '../../helpers/cleanup';
import { issuesStation, PDF, PNG, settled } from './station';

const closing = closeAfterEach();
const folder = (core: Core) => join(core.info().dataDir, 'issue-attachments');
const files = [
  { name: 'zdjecie.png', type: 'image/png' as const, base64: PNG.toString('base64') },
  { name: 'protokol.pdf', type: 'application/pdf' as const, base64: PDF.toString('base64') },
];

describe('messages in post-purchase issues through the outbox', () => {
  it('a message with files waits while the marketplace is unreachable, then is uploaded and sent once', async () => {
    const { market, core, accountId, claim, sellerMessages } = await issuesStation(closing);
    market.control.addFault({ kind: 'reset', share: 1, path: '^/sale/issues', count: 2 });
    const change = core.actions.issues.sendMessage(accountId, claim.id, {
      type: 'RETURN_NOT_REQUIRED',
      text: 'Proszę zatrzymać towar, zwrócimy pieniądze.',
      files,
    });
    expect(change).toMatchObject({ kind: 'issue.message', entityType: 'issue', state: 'queued' });
    const waiting = core.queries.issues.get(accountId, claim.id).messages.at(-1)!;
    expect(waiting).toMatchObject({
      author: 'seller',
      state: 'waiting',
      attachments: [
        { fileName: 'zdjecie.png', url: null },
        { fileName: 'protokol.pdf', url: null },
      ],
    });
    expect(readdirSync(folder(core))).toHaveLength(2);
    core.start();
    expect(await settled(core, change.id)).toMatchObject({ state: 'sent' });
    const posted = sellerMessages(claim.id);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      type: 'RETURN_NOT_REQUIRED',
      text: 'Proszę zatrzymać towar, zwrócimy pieniądze.',
    });
    expect(posted[0]!.attachments.map((a) => [a.fileName, a.size, a.contentType])).toEqual([
      ['zdjecie.png', PNG.length, 'image/png'],
      ['protokol.pdf', PDF.length, 'application/pdf'],
    ]);
    const local = core.queries.issues.get(accountId, claim.id).messages;
    const mine = local.find((m) => m.id === posted[0]!.id)!;
    expect(mine.state).toBe('sent');
    expect(mine.attachments[0]!.url).toContain('/sale/issues/attachments/');
    expect(local.some((m) => m.id.startsWith('local-'))).toBe(false);
    expect(readdirSync(folder(core))).toHaveLength(0);
    expect(core.outbox.get(change.id).label).toBe(claim.referenceNumber);
  });

  it('a message whose answer was lost is found in the chat, never posted twice', async () => {
    const { market, core, accountId, dispute, sellerMessages } = await issuesStation(closing);
    const before = sellerMessages(dispute.id).length;
    market.control.addFault({
      kind: 'drop',
      share: 1,
      path: `^/sale/issues/${dispute.id}/message$`,
      method: 'POST',
      count: 1,
    });
    const change = core.actions.issues.sendMessage(accountId, dispute.id, {
      type: 'END_REQUEST',
      text: 'Paczka doszła, możemy zakończyć?',
      files: [],
    });
    core.start();
    expect(await settled(core, change.id)).toMatchObject({ state: 'sent' });
    expect(sellerMessages(dispute.id)).toHaveLength(before + 1);
    const shown = core.queries.issues
      .get(accountId, dispute.id)
      .messages.filter((m) => m.text === 'Paczka doszła, możemy zakończyć?');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.state).toBe('sent');
  });

  it('a file whose upload answer was lost is not uploaded again', async () => {
    const { market, core, accountId, claim, sellerMessages } = await issuesStation(closing);
    market.control.addFault({
      kind: 'drop',
      share: 1,
      path: '^/sale/issues/attachments/',
      method: 'PUT',
      count: 1,
    });
    market.control.clearRequestLog();
    const change = core.actions.issues.sendMessage(accountId, claim.id, {
      type: 'REGULAR',
      text: '',
      files: [files[1]!],
    });
    core.start();
    expect(await settled(core, change.id)).toMatchObject({ state: 'sent' });
    const requests = market.control.requestLog({ path: '^/sale/issues/attachments' });
    expect(requests.filter((e) => e.method === 'POST')).toHaveLength(1);
    expect(requests.filter((e) => e.method === 'PUT')).toHaveLength(1);
    expect(sellerMessages(claim.id)[0]!.attachments.map((a) => a.fileName)).toEqual(['protokol.pdf']);
  });

  it('refuses what cannot go at once; a chat closed meanwhile fails with the marketplace’s words', async () => {
    const { core, accountId, claim, dispute, sellerMessages } = await issuesStation(closing);
    const send = (issueId: string, type: 'REGULAR' | 'END_REQUEST' | 'RETURN_NOT_REQUIRED', text: string) =>
      core.actions.issues.sendMessage(accountId, issueId, { type, text, files: [] });
    expect(appErrorOf(() => send(claim.id, 'REGULAR', '  ')).code).toBe('VALIDATION_FAILED');
    expect(appErrorOf(() => send(claim.id, 'END_REQUEST', 'Koniec?')).code).toBe('VALIDATION_FAILED');
    expect(appErrorOf(() => send(dispute.id, 'RETURN_NOT_REQUIRED', 'Bez zwrotu')).code).toBe(
      'VALIDATION_FAILED',
    );
    // The claim is rejected first (the decision goes before the message: one entity, in order), closing its chat.
    const decision = core.actions.issues.decide(accountId, claim.id, {
      decision: 'REJECTED_PRODUCT_CONFORMS_TO_CONTRACT',
      message: 'Towar jest zgodny z opisem.',
    });
    const change = send(claim.id, 'REGULAR', 'Jeszcze jedno');
    core.start();
    expect(await settled(core, decision.id)).toMatchObject({ state: 'sent' });
    const failed = await settled(core, change.id);
    expect(failed.state).toBe('failed');
    expect(failed.errors[0]!.userMessage).toMatch(/nie można już pisać|forbids/);
    const shown = core.queries.issues
      .get(accountId, claim.id)
      .messages.find((m) => m.text === 'Jeszcze jedno')!;
    expect(shown).toMatchObject({ state: 'failed', error: failed.errors[0]!.userMessage });
    expect(sellerMessages(claim.id).map((m) => m.text)).toEqual(['Towar jest zgodny z opisem.']);
    core.outbox.discard(change.id);
    expect(
      core.queries.issues.get(accountId, claim.id).messages.some((m) => m.text === 'Jeszcze jedno'),
    ).toBe(false);
  });
});
