import { describe, expect, it } from 'vitest';
import { createNodeCore } from '../../../electron/cli/node-core';
import type { Core } from '../../../electron/core/compose';
import { silentLogger } from '../../../electron/core/kernel/logger';
import type { BackupEntry, RestoreStaged } from '../../../shared/backups';
import type { ChannelName } from '../../../shared/contract';
import {
  bridgeCaller,
  senderRegistrar,
  throwingHandlers,
  trustedBridge,
  trustedSender,
} from '../../helpers/bridge';
import { closeAfterEach } from '../../helpers/cleanup';
import { tempDir } from '../../helpers/temp-dir';

const closing = closeAfterEach();
const coreIn = (dataDir: string): Core =>
  closing(createNodeCore({ dataDir, host: 'cli', logger: silentLogger }));

describe('the backup channels', () => {
  it.each<[string, ChannelName, unknown]>([
    ['a path instead of a name', 'backups:restore', { name: '../seller-desk.db' }],
    ['an absolute path', 'backups:restore', { name: '/etc/passwd' }],
    ['a name of no backup kind', 'backups:restore', { name: 'restore-pending.db' }],
    ['a name that is not a database file', 'backups:restore', { name: 'daily-2026-12-01.txt' }],
    ['no name', 'backups:restore', {}],
    ['a name as a number', 'backups:restore', { name: 20261201 }],
    ['an unknown field beside the name', 'backups:restore', { name: 'daily-2026-12-01.db', now: true }],
    ['a name too long', 'backups:restore', { name: `manual-${'1'.repeat(200)}.db` }],
    ['an input for the list', 'backups:list', { all: true }],
    ['an input for backing up', 'backups:backUpNow', { to: '/tmp/x.db' }],
  ])('refuses %s before any handler runs', async (_why, channel, input) => {
    const answer = await senderRegistrar(throwingHandlers('INTERNAL', 'must not run')).dispatch(
      trustedSender,
      channel,
      input,
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
    if (!answer.ok) expect(answer.error.message).toContain(channel);
  });

  it('backs up now, lists it, stages a restore that the next start applies', async () => {
    const dataDir = tempDir('sd-window-backup-');
    const core = coreIn(dataDir);
    const call = bridgeCaller(core);
    const before = core.printing.saveProfile({ ...core.printing.profile('label'), copies: 3 });
    const made = await call<BackupEntry>('backups:backUpNow', undefined);
    expect(made).toMatchObject({ kind: 'manual', name: expect.stringMatching(/^manual-.*\.db$/) as string });
    expect(await call<BackupEntry[]>('backups:list', undefined)).toEqual([made]);
    core.printing.saveProfile({ ...before, copies: 5 });

    const missing = await trustedBridge(core).dispatch(null, 'backups:restore', {
      name: 'daily-2026-01-01.db',
    });
    expect(missing).toMatchObject({
      ok: false,
      error: {
        code: 'NOT_FOUND',
        message: 'There is no backup named daily-2026-01-01.db.',
        userMessage: 'Nie ma kopii o nazwie daily-2026-01-01.db.',
      },
    });
    expect(await call<RestoreStaged>('backups:restore', { name: made.name })).toEqual({
      name: made.name,
      restartNeeded: true,
    });
    // The running app keeps its database until it starts again.
    expect(core.printing.profile('label').copies).toBe(5);
    await core.close();
    expect(coreIn(dataDir).printing.profile('label').copies).toBe(3);
  });
});
