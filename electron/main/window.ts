import { BrowserWindow, shell, type WebPreferences } from 'electron';
import { join } from 'node:path';
import { isAllowedExternal } from './external-links';
import { blockDevTools } from './hardening';

export const appOrigin = 'app://seller-desk';

/**
 * True for pages of the app itself. Compared by scheme and host: WHATWG URL gives custom schemes the
 * origin "null", so an origin comparison would refuse the app and accept nothing useful.
 */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'app:' && url.host === 'seller-desk' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** `preloadPath` undefined: a page that needs no bridge. DevTools only in development builds. */
export function secureWebPreferences(
  preloadPath: string | undefined,
  options: { devTools: boolean },
): WebPreferences {
  return {
    ...(preloadPath ? { preload: preloadPath } : {}),
    devTools: options.devTools,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    spellcheck: false,
  };
}

/** The one window: isolated, sandboxed, no navigation away from the app, no new windows. */
export function createMainWindow(options: {
  preloadDir: string;
  title: string;
  packaged: boolean;
}): BrowserWindow {
  const win = new BrowserWindow({
    width: 1360,
    height: 860,
    minWidth: 960,
    minHeight: 600,
    title: options.title,
    show: false,
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(join(options.preloadDir, 'index.cjs'), {
      devTools: !options.packaged,
    }),
  });
  if (options.packaged) blockDevTools(win.webContents);
  win.once('ready-to-show', () => win.show());
  win.webContents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  return win;
}
