import Conf from 'conf';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openSettingsKeepingBroken } from '../../../../electron/main/adapters/settings-aside';
import { defaultSettings, type Settings } from '../../../../shared/settings';
import { tempDir } from '../../../helpers/temp-dir';

// conf is what electron-store is built on: it reads and parses settings.json the same way.
const openConf = (dir: string) => () =>
  new Conf<Settings>({
    cwd: dir,
    configName: 'settings',
    defaults: defaultSettings,
    projectName: 'seller-desk',
  });

describe('opening the settings', () => {
  it('keeps a settings.json that is not JSON aside and starts from the defaults', () => {
    const dir = tempDir('sd-settings-');
    writeFileSync(join(dir, 'settings.json'), '{"language": "pl", "theme": ');
    const setAside = vi.fn();
    const store = openSettingsKeepingBroken(dir, openConf(dir), setAside);
    expect(store.store).toEqual(defaultSettings);

    const kept = readdirSync(dir).filter((name) => name.startsWith('settings.json.unreadable-'));
    expect(kept).toHaveLength(1);
    expect(setAside).toHaveBeenCalledWith(join(dir, kept[0]!));
    expect(readFileSync(join(dir, kept[0]!), 'utf8')).toBe('{"language": "pl", "theme": ');

    store.set('theme', 'dark');
    expect(openSettingsKeepingBroken(dir, openConf(dir)).store.theme).toBe('dark');
  });

  it('reads a good file as it is and sets nothing aside', () => {
    const dir = tempDir('sd-settings-');
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ ...defaultSettings, language: 'en' }));
    const setAside = vi.fn();
    expect(openSettingsKeepingBroken(dir, openConf(dir), setAside).store.language).toBe('en');
    expect(setAside).not.toHaveBeenCalled();
    expect(existsSync(join(dir, 'settings.json'))).toBe(true);
  });

  it('lets other failures through to the start-up fault', () => {
    const dir = tempDir('sd-settings-');
    const open = () => {
      throw new Error('EACCES: permission denied');
    };
    expect(() => openSettingsKeepingBroken(dir, open)).toThrow(/EACCES/);
  });
});
