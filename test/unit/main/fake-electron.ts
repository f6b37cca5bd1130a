import { vi } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';

type Handler = (...args: unknown[]) => unknown;

/** The parts of Electron that electron/main touches, recorded so tests can look at what main did with them. */
export function createFakeElectron() {
  const windows: FakeWindow[] = [];
  const ipcHandlers = new Map<string, Handler>();

  class FakeWebContents {
    handlers = new Map<string, Handler>();
    openHandler: Handler | undefined;
    sent: [string, unknown][] = [];
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
      return this;
    }
    setWindowOpenHandler(handler: Handler) {
      this.openHandler = handler;
    }
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload]);
    }
    isDestroyed() {
      return false;
    }
  }

  class FakeWindow {
    options: { webPreferences: Record<string, unknown> } & Record<string, unknown>;
    webContents = new FakeWebContents();
    loadURL = vi.fn(() => Promise.resolve());
    constructor(options: FakeWindow['options']) {
      this.options = options;
      windows.push(this);
    }
    once() {
      return this;
    }
    show() {}
    isMinimized() {
      return false;
    }
    restore() {}
    focus() {}
  }

  const app = {
    lock: true,
    paths: new Map<string, string>([['userData', tempDir('sd-electron-')]]),
    requestSingleInstanceLock: vi.fn(() => app.lock),
    quit: vi.fn(),
    on: vi.fn(),
    whenReady: vi.fn(() => Promise.resolve()),
    getPath: (name: string) => app.paths.get(name) ?? '/tmp',
    setPath: vi.fn((name: string, value: string) => app.paths.set(name, value)),
  };

  return {
    windows,
    ipcHandlers,
    module: {
      app,
      BrowserWindow: FakeWindow,
      ipcMain: { handle: (channel: string, handler: Handler) => ipcHandlers.set(channel, handler) },
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
      protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
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

/** An IPC event as Electron delivers it, from a frame at `url`. */
export function ipcEvent(url: string, options: { subframe?: boolean } = {}) {
  return { senderFrame: { url, parent: options.subframe ? {} : null } };
}
