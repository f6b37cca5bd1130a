import { beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames } from '../../../shared/contract';
import { createFakeElectron, ipcEvent, type FakeElectron } from './fake-electron';

const fake = vi.hoisted(() => ({ current: undefined as unknown as FakeElectron }));
// Module factories may be cached across resetModules, so the mock reads the current fake on every access.
vi.mock('electron', () =>
  Object.defineProperties(
    {},
    Object.fromEntries(
      ['app', 'BrowserWindow', 'ipcMain', 'shell', 'protocol', 'net', 'safeStorage'].map((name) => [
        name,
        { enumerable: true, get: () => (fake.current.module as unknown as Record<string, unknown>)[name] },
      ]),
    ),
  ),
);
vi.mock('../../../electron/main/adapters/electron-store-settings', async () => {
  const { defaultSettings } = await import('../../../shared/settings');
  let stored = defaultSettings;
  return {
    createElectronSettingsStore: () => ({ get: () => stored, set: (next: typeof stored) => (stored = next) }),
  };
});

beforeEach(() => {
  vi.resetModules();
  fake.current = createFakeElectron();
});

async function startMain() {
  await import('../../../electron/main/index');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fake.current;
}

describe('the Electron main process', () => {
  it('opens one window with secure webPreferences and a sandboxed CommonJS preload', async () => {
    const { windows } = await startMain();
    expect(windows).toHaveLength(1);
    const prefs = windows[0]!.options.webPreferences;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(String(prefs.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(windows[0]!.loadURL).toHaveBeenCalledWith('app://seller-desk/index.html');
  });

  it('blocks navigation away from the app and every new window', async () => {
    const { windows, module } = await startMain();
    const contents = windows[0]!.webContents;
    const navigate = contents.handlers.get('will-navigate')!;
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'app://other/index.html']) {
      const event = { preventDefault: vi.fn() };
      navigate(event, url);
      expect(event.preventDefault, url).toHaveBeenCalled();
    }
    const inside = { preventDefault: vi.fn() };
    navigate(inside, 'app://seller-desk/index.html#/orders');
    expect(inside.preventDefault).not.toHaveBeenCalled();

    expect(contents.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(module.shell.openExternal).not.toHaveBeenCalled();
    expect(contents.openHandler!({ url: 'https://allegro.pl/moje-allegro' })).toEqual({ action: 'deny' });
    expect(module.shell.openExternal).toHaveBeenCalledWith('https://allegro.pl/moje-allegro');
  });

  it('registers a handler for every contract channel', async () => {
    const { ipcHandlers } = await startMain();
    expect([...ipcHandlers.keys()].sort()).toEqual([...channelNames].sort());
  });

  it('answers the app frame and refuses foreign senders and subframes', async () => {
    const { ipcHandlers } = await startMain();
    const get = ipcHandlers.get('settings:get')!;
    expect(await get(ipcEvent('app://seller-desk/index.html'), undefined)).toMatchObject({ ok: true });
    for (const event of [
      ipcEvent('https://evil.example/'),
      ipcEvent('file:///work/out/renderer/index.html'),
      ipcEvent('app://seller-desk/index.html', { subframe: true }),
      { senderFrame: null },
    ]) {
      expect(await get(event, undefined)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    }
  });

  it('refuses invalid input at the edge', async () => {
    const { ipcHandlers } = await startMain();
    const set = ipcHandlers.get('settings:set')!;
    expect(await set(ipcEvent('app://seller-desk/'), { language: 'xx' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION_FAILED' },
    });
  });

  it('forwards core events to the window', async () => {
    const { ipcHandlers, windows } = await startMain();
    await ipcHandlers.get('settings:set')!(ipcEvent('app://seller-desk/'), { theme: 'dark' });
    await vi.waitFor(() =>
      expect(windows[0]!.webContents.sent).toContainEqual(['event:changed', { tables: ['settings'] }]),
    );
  });

  it('leaves at once when another instance holds the lock', async () => {
    fake.current.module.app.lock = false;
    const { windows, module } = await startMain();
    expect(module.app.quit).toHaveBeenCalled();
    expect(windows).toHaveLength(0);
  });
});

describe('the safeStorage cipher', () => {
  it('encrypts through the OS keychain', async () => {
    const { createSafeStorageCipher } = await import('../../../electron/main/adapters/safe-storage-cipher');
    const cipher = createSafeStorageCipher({ acceptWeak: () => false, platform: 'linux' });
    const sealed = await cipher.encrypt('refresh-token');
    expect(await cipher.decrypt(sealed)).toBe('refresh-token');
  });

  it('refuses the basic_text store on Linux until the seller accepts it', async () => {
    const { createSafeStorageCipher } = await import('../../../electron/main/adapters/safe-storage-cipher');
    fake.current.module.safeStorage.getSelectedStorageBackend.mockReturnValue('basic_text');
    let accepted = false;
    const cipher = createSafeStorageCipher({ acceptWeak: () => accepted, platform: 'linux' });
    await expect(cipher.encrypt('x')).rejects.toMatchObject({ code: 'WEAK_SECRET_STORAGE' });
    accepted = true;
    await expect(cipher.encrypt('x')).resolves.toBeInstanceOf(Buffer);
    expect(
      await createSafeStorageCipher({ acceptWeak: () => false, platform: 'darwin' }).encrypt('y'),
    ).toBeInstanceOf(Buffer);
  });
});

describe('the app:// protocol', () => {
  it('serves files of the renderer folder and nothing outside it', async () => {
    const { resolveAppFile } = await import('../../../electron/main/app-protocol');
    expect(resolveAppFile('/app/renderer', 'app://seller-desk/')).toBe('/app/renderer/index.html');
    expect(resolveAppFile('/app/renderer', 'app://seller-desk/assets/a.js')).toBe(
      '/app/renderer/assets/a.js',
    );
    expect(resolveAppFile('/app/renderer', 'app://seller-desk/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(resolveAppFile('/app/renderer', 'app://seller-desk/%2e%2e/%2e%2e/etc/passwd')).toBe(
      '/app/renderer/etc/passwd',
    );
    expect(resolveAppFile('/app/renderer', 'app://other/index.html')).toBeNull();
  });
});
