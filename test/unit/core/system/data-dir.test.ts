import { describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../../../electron/core/kernel/data-dir';

describe('data folder', () => {
  const home = '/home/seller';

  it('prefers --data-dir, then SELLER_DESK_DATA_DIR', () => {
    expect(resolveDataDir({ flag: '/tmp/a', env: { SELLER_DESK_DATA_DIR: '/tmp/b' }, home })).toBe('/tmp/a');
    expect(resolveDataDir({ env: { SELLER_DESK_DATA_DIR: '/tmp/b' }, home })).toBe('/tmp/b');
  });

  it('defaults to where Electron keeps userData on each OS', () => {
    expect(resolveDataDir({ env: {}, platform: 'linux', home })).toBe('/home/seller/.config/Seller Desk');
    expect(resolveDataDir({ env: { XDG_CONFIG_HOME: '/x' }, platform: 'linux', home })).toBe(
      '/x/Seller Desk',
    );
    expect(resolveDataDir({ env: {}, platform: 'darwin', home })).toBe(
      '/home/seller/Library/Application Support/Seller Desk',
    );
    expect(
      resolveDataDir({ env: { APPDATA: 'C:\\Users\\s\\AppData\\Roaming' }, platform: 'win32', home }),
    ).toMatch(/Roaming[\\/]Seller Desk$/);
  });
});
