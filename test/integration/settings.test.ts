import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createConfSettingsStore } from '../../electron/core/kernel/settings/conf-store';
import { createSettingsService } from '../../electron/core/kernel/settings/settings-service';
import { createEventBus } from '../../electron/core/kernel/event-bus';
import { tempDir } from '../helpers/temp-dir';

const freshDir = () => tempDir('sd-settings-');

describe('settings in the data folder', () => {
  it('starts in Polish and keeps a change across a reopen of the same folder', async () => {
    const dir = freshDir();
    const events = createEventBus();
    const changed: string[][] = [];
    events.on('changed', ({ tables }) => changed.push(tables));
    const first = createSettingsService({ store: createConfSettingsStore(dir), events });
    expect(first.get()).toMatchObject({ language: 'pl', theme: 'system', activeAccountId: null });
    first.update({ language: 'en' });
    // `changed` events are coalesced over a short window.
    await vi.waitFor(() => expect(changed).toEqual([['settings']]));

    const again = createSettingsService({ store: createConfSettingsStore(dir), events });
    expect(again.get()).toMatchObject({ language: 'en', theme: 'system' });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toMatchObject({ language: 'en' });
  });

  it('falls back to defaults field by field when the file holds values it does not know', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ language: 'de', theme: 'dark', extra: 1 }));
    expect(createConfSettingsStore(dir).get()).toMatchObject({ language: 'pl', theme: 'dark' });
  });
});
