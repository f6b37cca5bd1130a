import { vi } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';

type Handler = (...args: unknown[]) => unknown;

/** A menu item as main hands it to Menu.buildFromTemplate. */
export interface MenuItem {
  label?: string;
  type?: string;
  checked?: boolean;
  click?: (item: { checked: boolean }) => void;
}

/** Named handlers as Electron's EventEmitters keep them, so a test can fire an event and see what main did. */
class Emitter {
  listeners = new Map<string, Handler[]>();
  on(event: string, handler: Handler) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), handler]);
    return this;
  }
  once(event: string, handler: Handler) {
    return this.on(event, handler);
  }
  emit(event: string, ...args: unknown[]) {
    for (const handler of this.listeners.get(event) ?? []) handler(...args);
  }
}

/** The parts of Electron that electron/main touches, recorded so tests can look at what main did with them. */
export function createFakeElectron() {
  const windows: FakeWindow[] = [];
  const ipcHandlers = new Map<string, Handler>();
  const appEvents = new Emitter();

  class FakeWebContents extends Emitter {
    openHandler: Handler | undefined;
    sent: [string, unknown][] = [];
    destroyed = false;
    reload = vi.fn();
    closeDevTools = vi.fn();
    /** The first handler of an event, as the tests of a single window's handlers read it. */
    get handlers() {
      return new Map([...this.listeners].map(([event, list]) => [event, list[0]!]));
    }
    setWindowOpenHandler(handler: Handler) {
      this.openHandler = handler;
    }
    send(channel: string, payload: unknown) {
      if (this.destroyed) throw new Error('Object has been destroyed');
      this.sent.push([channel, payload]);
    }
    isDestroyed() {
      return this.destroyed;
    }
    loading = false;
    isLoading() {
      return this.loading;
    }
  }

  class FakeWindow extends Emitter {
    options: { webPreferences: Record<string, unknown> } & Record<string, unknown>;
    webContents = new FakeWebContents();
    loadURL = vi.fn((_url: string) => Promise.resolve());
    destroyed = false;
    focus = vi.fn(() => {
      if (this.destroyed) throw new Error('Object has been destroyed');
    });
    constructor(options: FakeWindow['options']) {
      super();
      this.options = options;
      windows.push(this);
      appEvents.emit('web-contents-created', {}, this.webContents);
    }
    show = vi.fn();
    setOverlayIcon = vi.fn();
    isMinimized() {
      if (this.destroyed) throw new Error('Object has been destroyed');
      return false;
    }
    restore() {}
    isDestroyed() {
      return this.destroyed;
    }
    destroy() {
      if (this.destroyed) return;
      this.destroyed = this.webContents.destroyed = true;
      this.emit('closed');
    }
  }

  const app = {
    lock: true,
    locale: 'en-US',
    isPackaged: false,
    events: appEvents,
    paths: new Map<string, string>([['userData', tempDir('sd-electron-')]]),
    requestSingleInstanceLock: vi.fn(() => app.lock),
    quit: vi.fn(() => {
      // Electron's quit asks before-quit first; a handler that prevents it keeps the app running.
      let prevented = false;
      appEvents.emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) app.exit(0);
    }),
    exit: vi.fn(),
    relaunch: vi.fn(),
    on: vi.fn((event: string, handler: Handler) => appEvents.on(event, handler)),
    whenReady: vi.fn(() => Promise.resolve()),
    getLocale: () => app.locale,
    getVersion: () => '0.1.0',
    getPath: (name: string) => app.paths.get(name) ?? '/tmp',
    setPath: vi.fn((name: string, value: string) => app.paths.set(name, value)),
    setBadgeCount: vi.fn(() => true),
  };

  const trays: FakeTray[] = [];
  class FakeTray extends Emitter {
    image: unknown;
    setToolTip = vi.fn();
    setTitle = vi.fn();
    setContextMenu = vi.fn();
    destroy = vi.fn();
    constructor(image: unknown) {
      super();
      this.image = image;
      trays.push(this);
    }
    /** The menu's items as last set, as Menu.buildFromTemplate was given them. */
    get menu(): MenuItem[] {
      const menu = this.setContextMenu.mock.lastCall?.[0] as { template: MenuItem[] } | undefined;
      return menu?.template ?? [];
    }
  }

  const notifications: FakeNotification[] = [];
  class FakeNotification extends Emitter {
    static supported = true;
    static isSupported = () => FakeNotification.supported;
    options: { title: string; body: string };
    show = vi.fn();
    constructor(options: { title: string; body: string }) {
      super();
      this.options = options;
      notifications.push(this);
    }
  }

  return {
    windows,
    ipcHandlers,
    trays,
    notifications,
    Notification: FakeNotification,
    module: {
      app,
      BrowserWindow: FakeWindow,
      ipcMain: {
        handle: (channel: string, handler: Handler) => {
          if (ipcHandlers.has(channel))
            throw new Error(`Attempted to register a second handler for '${channel}'`);
          ipcHandlers.set(channel, handler);
        },
        removeHandler: (channel: string) => ipcHandlers.delete(channel),
        on: vi.fn(),
      },
      shell: { openExternal: vi.fn(() => Promise.resolve()), openPath: vi.fn(() => Promise.resolve('')) },
      dialog: {
        showOpenDialog: vi.fn(() => Promise.resolve({ canceled: true, filePaths: [] as string[] })),
        showErrorBox: vi.fn(),
        showMessageBox: vi.fn(() => Promise.resolve({ response: 0, checkboxChecked: false })),
      },
      Menu: {
        setApplicationMenu: vi.fn(),
        buildFromTemplate: vi.fn((template: unknown[]) => ({ template })),
      },
      session: {
        defaultSession: {
          setPermissionRequestHandler: vi.fn(),
          setPermissionCheckHandler: vi.fn(),
          setDevicePermissionHandler: vi.fn(),
        },
      },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
      Tray: FakeTray,
      Notification: FakeNotification,
      nativeImage: { createFromPath: (path: string) => ({ path }) },
      net: { fetch: vi.fn() },
      safeStorage: {
        backend: 'gnome_libsecret',
        isEncryptionAvailable: vi.fn(() => true),
        getSelectedStorageBackend: vi.fn((): string => 'gnome_libsecret'),
        encryptString: vi.fn((plain: string) => Buffer.from(`enc:${plain}`)),
        decryptString: vi.fn((data: Buffer) => data.toString().slice(4)),
      },
    },
  };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;

/**
 * The `electron` module for `vi.mock`: module factories may be cached across resetModules, so every export reads
 * the test's current fake on access.
 */
export function electronModule(current: () => FakeElectron): object {
  const names = ['app', 'BrowserWindow', 'ipcMain', 'shell', 'dialog', 'Menu', 'session', 'protocol', 'net'];
  names.push('safeStorage', 'Tray', 'Notification', 'nativeImage');
  const module: object = Object.defineProperties(
    {},
    Object.fromEntries(
      names.map((name) => [
        name,
        { enumerable: true, get: () => (current().module as unknown as Record<string, unknown>)[name] },
      ]),
    ),
  );
  // electron-store reads `import electron from 'electron'`.
  return Object.defineProperty(module, 'default', { enumerable: false, value: module });
}

/** The HTML a window was given as a `data:` address (the fault page). */
export function loadedPage(win: { loadURL: { mock: { calls: unknown[][] } } }): string {
  const prefix = 'data:text/html;charset=utf-8,';
  const url = String(win.loadURL.mock.calls[0]?.[0]);
  if (!url.startsWith(prefix)) throw new Error(`not a data: page: ${url}`);
  return decodeURIComponent(url.slice(prefix.length));
}

/** An IPC event as Electron delivers it, from a frame at `url`. */
export function ipcEvent(url: string, options: { subframe?: boolean } = {}) {
  return { senderFrame: { url, parent: options.subframe ? {} : null } };
}
