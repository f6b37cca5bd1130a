import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/core/db/open';
import { messageFrom, threadFrom } from '../../../electron/core/domains/messages/message-records';
import { createMessagesRepo } from '../../../electron/core/domains/messages/messages-repo';
import { dbFile } from '../../helpers/migrations';
import { insertAccount } from '../../helpers/rows';

/** What a newer marketplace may answer: a thread type and an author role this app does not know. */
const thread = {
  id: 't-new',
  read: false,
  lastMessageDateTime: '2026-11-02T10:00:00.000Z',
  interlocutor: { login: 'kupujacy' },
  type: 'MARKETPLACE_MEDIATION',
  subType: 'SOMETHING_ELSE',
};
const message = {
  id: 'm-new',
  createdAt: '2026-11-02T10:00:00.000Z',
  thread: { id: 't-new' },
  author: { login: 'Allegro', isInterlocutor: false, role: 'MEDIATOR' },
  text: 'Przejmujemy sprawę.',
  relatesTo: { order: { id: 'o-1' } },
  attachments: [
    { id: 'a-1', fileName: 'decyzja.pdf', mimeType: 'application/pdf', url: 'https://x/other-id' },
  ],
};

describe('a thread type or author role the app does not know', () => {
  it('is kept and shown as it came, never refused', () => {
    const db = openDatabase(dbFile());
    insertAccount(db);
    const repo = createMessagesRepo(db);
    repo.putThread('demo:1', threadFrom(thread), 1);
    repo.putMessage('demo:1', messageFrom(message));
    expect(repo.view('demo:1', 't-new')).toMatchObject({
      type: 'MARKETPLACE_MEDIATION',
      subType: 'SOMETHING_ELSE',
      orderId: 'o-1',
    });
    expect(repo.messages('demo:1', 't-new')).toEqual([
      expect.objectContaining({
        authorRole: 'MEDIATOR',
        authorLogin: 'Allegro',
        fromBuyer: false,
        // beta.v1 names the attachment's id; its address is not where the id is taken from then.
        attachments: [{ fileName: 'decyzja.pdf', mimeType: 'application/pdf', id: 'a-1' }],
      }),
    ]);
    expect(
      repo.list('demo:1', { unread: true, type: 'MARKETPLACE_MEDIATION', offset: 0, limit: 5 }).total,
    ).toBe(1);
    db.close();
  });

  it('a message whose only order is its own `order`, and one without any role, are read too', () => {
    const bare = messageFrom({
      ...message,
      relatesTo: null,
      order: { id: 'o-2' },
      author: { login: 'kupujacy', isInterlocutor: true },
    });
    expect(bare).toMatchObject({ orderId: 'o-2', authorRole: null, fromBuyer: true });
    expect(threadFrom({ ...thread, type: undefined, subType: undefined })).toMatchObject({
      type: 'COMMON',
      subType: null,
    });
  });
});
