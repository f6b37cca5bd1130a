import type { App, Menu, Session, WebContents } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../../electron/core/kernel/logger';
import { applyPackagedMenu, denyAllPermissions, isDevToolsShortcut } from '../../../electron/main/hardening';
import { installQuit, watchRenderer, type ClosableCore } from '../../../electron/main/lifecycle';

type Handler = (...args: unknown[]) => unknown;

function fakeApp() {
  const handlers = new Map<string, Handler>();
  return {
    handlers,
    on: vi.fn((event: string, handler: Handler) => handlers.set(event, handler)),
    exit: vi.fn(),
    relaunch: vi.fn(),
    quitRequest() {
      const event = { preventDefault: vi.fn() };
      handlers.get('before-quit')!(event);
      return event;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('quitting', () => {
  it('closes the core with a deadline, then exits', async () => {
    const app = fakeApp();
    const close = vi.fn(() => Promise.resolve());
    installQuit({ app: app as unknown as App, core: () => ({ close }), logger: () => silentLogger });
    const event = app.quitRequest();
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(close).toHaveBeenCalledWith({ deadlineMs: 4000 }));
    await vi.waitFor(() => expect(app.exit).toHaveBeenCalledWith(0));
  });

  it('exits within the deadline when the core never finishes closing', async () => {
    vi.useFakeTimers();
    const app = fakeApp();
    const warn = vi.fn();
    const core: ClosableCore = { close: vi.fn(() => new Promise<void>(() => {})) };
    installQuit({
      app: app as unknown as App,
      core: () => core,
      logger: () => ({ ...silentLogger, warn }),
      deadlineMs: 5000,
    });
    app.quitRequest();
    await vi.advanceTimersByTimeAsync(4999);
    expect(app.exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(app.exit).toHaveBeenCalledWith(0);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/did not close in time/), { deadlineMs: 5000 });
  });

  it('exits when the core fails to close, and logs why', async () => {
    const app = fakeApp();
    const error = vi.fn();
    const core: ClosableCore = { close: () => Promise.reject(new Error('disk gone')) };
    installQuit({ app: app as unknown as App, core: () => core, logger: () => ({ ...silentLogger, error }) });
    app.quitRequest();
    await vi.waitFor(() => expect(app.exit).toHaveBeenCalledWith(0));
    expect(error).toHaveBeenCalledWith('the core failed to close', expect.anything());
  });

  it('holds every further quit request while closing and closes the core once', async () => {
    vi.useFakeTimers();
    const app = fakeApp();
    let finish: () => void = () => {};
    const close = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const control = installQuit({
      app: app as unknown as App,
      core: () => ({ close }),
      logger: () => silentLogger,
    });
    app.quitRequest();
    expect(control.isQuitting()).toBe(true);
    expect(app.quitRequest().preventDefault).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(app.exit).not.toHaveBeenCalled();
    control.relaunchAfterExit();
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(app.relaunch).toHaveBeenCalledTimes(1);
    expect(app.exit).toHaveBeenCalledTimes(1);
  });

  it('exits at once when no core is open', async () => {
    const app = fakeApp();
    installQuit({ app: app as unknown as App, core: () => null, logger: () => silentLogger });
    app.quitRequest();
    await vi.waitFor(() => expect(app.exit).toHaveBeenCalledWith(0));
    expect(app.relaunch).not.toHaveBeenCalled();
  });
});

function fakeContents() {
  const handlers = new Map<string, Handler>();
  const contents = {
    handlers,
    destroyed: false,
    on: (event: string, handler: Handler) => handlers.set(event, handler),
    reload: vi.fn(),
    isDestroyed: () => contents.destroyed,
    gone: (reason: string) => handlers.get('render-process-gone')!({}, { reason, exitCode: 1 }),
  };
  return contents;
}

describe('a renderer that dies', () => {
  it('is reloaded at most three times in five minutes, then the seller is told', () => {
    let now = 0;
    const contents = fakeContents();
    const onGiveUp = vi.fn();
    watchRenderer(contents as unknown as WebContents, { logger: silentLogger, now: () => now, onGiveUp });
    contents.gone('clean-exit');
    expect(contents.reload).not.toHaveBeenCalled();
    for (const reason of ['crashed', 'oom', 'killed']) {
      contents.gone(reason);
      now += 60_000;
    }
    expect(contents.reload).toHaveBeenCalledTimes(3);
    contents.gone('crashed');
    expect(contents.reload).toHaveBeenCalledTimes(3);
    expect(onGiveUp).toHaveBeenCalledWith(4);

    // Deaths older than the window no longer count.
    now += 5 * 60_000;
    contents.gone('crashed');
    expect(contents.reload).toHaveBeenCalledTimes(4);
  });
});

describe('the session and the packaged app', () => {
  it('denies every permission request, check and device', () => {
    const session = {
      setPermissionRequestHandler: vi.fn(),
      setPermissionCheckHandler: vi.fn(),
      setDevicePermissionHandler: vi.fn(),
    };
    denyAllPermissions(session as unknown as Session);
    const [request] = session.setPermissionRequestHandler.mock.calls[0] as [Handler];
    for (const permission of ['media', 'notifications', 'clipboard-read', 'geolocation', 'hid']) {
      const callback = vi.fn();
      request({}, permission, callback, {});
      expect(callback).toHaveBeenCalledWith(false);
    }
    const [check] = session.setPermissionCheckHandler.mock.calls[0] as [Handler];
    expect(check({}, 'clipboard-sanitized-write', 'app://seller-desk', {})).toBe(false);
    const [device] = session.setDevicePermissionHandler.mock.calls[0] as [Handler];
    expect(device({ deviceType: 'usb', origin: 'app://seller-desk' })).toBe(false);
  });

  it('knows the DevTools shortcuts and lets ordinary keys through', () => {
    const key = (k: string, mods: Partial<Record<'control' | 'meta' | 'shift' | 'alt', boolean>> = {}) =>
      isDevToolsShortcut({
        type: 'keyDown',
        key: k,
        control: false,
        meta: false,
        shift: false,
        alt: false,
        ...mods,
      });
    expect(key('F12')).toBe(true);
    expect(key('I', { control: true, shift: true })).toBe(true);
    expect(key('j', { meta: true, alt: true })).toBe(true);
    expect(key('c', { control: true })).toBe(false);
    expect(key('i')).toBe(false);
  });

  it('drops the menu on Windows and Linux, keeps app, edit and window roles on macOS', () => {
    const menu = {
      setApplicationMenu: vi.fn(),
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
    };
    applyPackagedMenu(menu as unknown as typeof Menu, 'win32');
    expect(menu.setApplicationMenu).toHaveBeenLastCalledWith(null);
    applyPackagedMenu(menu as unknown as typeof Menu, 'darwin');
    expect(menu.setApplicationMenu).toHaveBeenLastCalledWith({
      template: [{ role: 'appMenu' }, { role: 'editMenu' }, { role: 'windowMenu' }],
    });
  });
});
