import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelNames } from '../../../shared/contract';
import { createFakeElectron, ipcEvent, loadedPage, type FakeElectron } from './fake-electron';

const fake = vi.hoisted(() => ({ current: undefined as unknown as FakeElectron }));
vi.mock('electron', async () => (await import('./fake-electron')).electronModule(() => fake.current));
vi.mock('../../../electron/main/adapters/electron-store-settings', async () => {
  const { defaultSettings } = await import('../../../shared/settings');
  let stored = defaultSettings;
  return {
    createElectronSettingsStore: () => ({ get: () => stored, set: (next: typeof stored) => (stored = next) }),
  };
});

const processEvents = ['unhandledRejection', 'uncaughtException'] as const;
const emitter: NodeJS.EventEmitter = process;
let listenersBefore: Map<string, unknown[]>;
beforeEach(() => {
  vi.resetModules();
  fake.current = createFakeElectron();
  listenersBefore = new Map(processEvents.map((event) => [event, emitter.listeners(event)]));
});
afterEach(() => {
  // Each start of main logs uncaught errors through its own logger: take those listeners off the test runner.
  for (const event of processEvents) {
    for (const listener of emitter.listeners(event)) {
      if (!listenersBefore.get(event)!.includes(listener)) emitter.off(event, listener as () => void);
    }
  }
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

  it('puts the tray up with the resources folder’s icon, and pausing from it is kept in the settings', async () => {
    const { trays, ipcHandlers } = await startMain();
    expect(trays).toHaveLength(1);
    expect(String((trays[0]!.image as { path: string }).path)).toMatch(/resources[\\/]tray\.png$/);
    trays[0]!.menu.find((item) => item.type === 'checkbox')!.click!({ checked: true });
    const settings = await ipcHandlers.get('settings:get')!(ipcEvent('app://seller-desk/'), undefined);
    expect(settings).toMatchObject({ ok: true, data: { notificationsPaused: true } });
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

describe('starting and quitting the desktop app', () => {
  const click = (win: FakeElectron['windows'][number], url: string) =>
    win.webContents.handlers.get('will-navigate')!({ preventDefault: vi.fn() }, url);

  it('shows what failed when the database is not a database, and quitting there exits', async () => {
    const dir = fake.current.module.app.paths.get('userData')!;
    writeFileSync(join(dir, 'seller-desk.db'), 'not a database, '.repeat(512));
    const { windows, module } = await startMain();
    await vi.waitFor(() => expect(windows).toHaveLength(1));
    const page = loadedPage(windows[0]!);
    expect(page).toContain('Seller Desk could not start');
    expect(page).toContain('The local copy is damaged');
    expect(page).toMatch(/not a database/);
    expect(page).toContain(dir);
    for (const action of ['moveAside', 'restore', 'openFolder', 'quit'])
      expect(page).toContain(`fault-action/${action}`);
    expect(fake.current.ipcHandlers.size).toBe(0);
    click(windows[0]!, 'app://fault-action/quit');
    expect(module.app.exit).toHaveBeenCalledWith(0);
  });

  it('moves a damaged database aside when the seller says so, keeps it, and starts on a new one', async () => {
    const dir = fake.current.module.app.paths.get('userData')!;
    writeFileSync(join(dir, 'seller-desk.db'), 'not a database, '.repeat(512));
    const { windows } = await startMain();
    await vi.waitFor(() => expect(windows).toHaveLength(1));
    click(windows[0]!, 'app://fault-action/moveAside');
    await vi.waitFor(() => expect(fake.current.ipcHandlers.size).toBeGreaterThan(0));
    await vi.waitFor(() => expect(windows[0]!.isDestroyed()).toBe(true));
    expect(windows.filter((win) => !win.isDestroyed())).toHaveLength(1);
    const kept = readdirSync(dir).filter((name) => name.startsWith('seller-desk.db.damaged-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(dir, kept[0]!), 'utf8')).toContain('not a database');
  });

  it('closes the core when the last window closes; a launch meanwhile starts again after exit', async () => {
    const { windows, module } = await startMain();
    const { app } = module;
    windows[0]!.destroy();
    app.events.emit('window-all-closed');
    expect(app.quit).toHaveBeenCalled();
    // The window is gone and the core closing: neither may be touched, and no new window opens.
    app.events.emit('second-instance', {}, ['seller-desk'], '/');
    app.events.emit('activate');
    expect(windows).toHaveLength(1);
    expect(windows[0]!.focus).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(app.exit).toHaveBeenCalledWith(0));
    expect(app.relaunch).toHaveBeenCalledTimes(1);
  });

  it('focuses the window on a second launch, and opens a new one on activate once it is closed', async () => {
    const { windows, module } = await startMain();
    module.app.events.emit('second-instance', {}, [], '/');
    expect(windows[0]!.focus).toHaveBeenCalled();
    windows[0]!.destroy();
    module.app.events.emit('activate');
    expect(windows).toHaveLength(2);
    expect(windows[1]!.loadURL).toHaveBeenCalledWith('app://seller-desk/index.html');
    await fake.current.ipcHandlers.get('settings:set')!(ipcEvent('app://seller-desk/'), { theme: 'light' });
    await vi.waitFor(() =>
      expect(windows[1]!.webContents.sent).toContainEqual(['event:changed', { tables: ['settings'] }]),
    );
  });

  it('denies permissions on the session and webviews in every web contents', async () => {
    const { windows, module } = await startMain();
    const session = module.session.defaultSession;
    expect(session.setPermissionRequestHandler).toHaveBeenCalled();
    expect(session.setPermissionCheckHandler).toHaveBeenCalled();
    expect(session.setDevicePermissionHandler).toHaveBeenCalled();
    const event = { preventDefault: vi.fn() };
    windows[0]!.webContents.emit('will-attach-webview', event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('has DevTools and the menu only in development', async () => {
    const dev = await startMain();
    expect(dev.windows[0]!.options.webPreferences.devTools).toBe(true);
    expect(dev.module.Menu.setApplicationMenu).not.toHaveBeenCalled();

    vi.resetModules();
    fake.current = createFakeElectron();
    fake.current.module.app.isPackaged = true;
    const { windows, module } = await startMain();
    expect(windows[0]!.options.webPreferences.devTools).toBe(false);
    expect(module.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    const event = { preventDefault: vi.fn() };
    const keys = { type: 'keyDown', key: 'I', control: true, shift: true, meta: false, alt: false };
    windows[0]!.webContents.emit('before-input-event', event, keys);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it('reloads a window whose renderer died, and after the third time says so', async () => {
    const { windows, module } = await startMain();
    const contents = windows[0]!.webContents;
    for (let death = 0; death < 4; death++) {
      contents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    }
    expect(contents.reload).toHaveBeenCalledTimes(3);
    expect(windows).toHaveLength(2);
    await vi.waitFor(() => expect(windows[0]!.isDestroyed()).toBe(true));
    expect(loadedPage(windows[1]!)).toContain('stopped 4 times');
    // The core is still open: quitting here closes it first, then exits.
    click(windows[1]!, 'app://fault-action/quit');
    expect(module.app.quit).toHaveBeenCalled();
    await vi.waitFor(() => expect(module.app.exit).toHaveBeenCalledWith(0));
  });
});
