import type { BrowserWindow, IpcMainInvokeEvent } from 'electron';
import { app, dialog, ipcMain, Menu, session } from 'electron';
import { join } from 'node:path';
import type { Core } from '../core/compose';
import { judgeRestore, restoreBackup } from '../core/db/restore';
import { databaseFileName } from '../core/db/recover';
import { logUncaught } from '../core/kernel/uncaught';
import { moveLocalCopyAside, startCore, type StartPorts } from '../core/start/start-core';
import { createHandlers } from '../core/domains/handlers';
import { createRegistrar } from '../core/bridge/registrar';
import { createLogger } from '../core/kernel/logger';
import type { Logger } from '../core/kernel/ports';
import { createPrinterHost } from '../core/printing/printer-host';
import { productName, resolveDataDir } from '../core/kernel/data-dir';
import { createElectronSettingsStore } from './adapters/electron-store-settings';
import { withElectronPrinters } from './adapters/electron-printers';
import { withElectronPdfPrinting } from './adapters/electron-pdf-printing';
import { createSafeStorageCipher } from './adapters/safe-storage-cipher';
import { shellBrowser } from './adapters/shell-browser';
import { handleAppProtocol, registerAppScheme } from './app-protocol';
import {
  faultLanguage,
  rendererGoneFault,
  showStartupFault,
  showStartupNotices,
  startFailedFault,
  type FaultChoice,
  type FaultView,
} from './fault-view';
import { applyPackagedMenu, denyAllPermissions, hardenAllWebContents } from './hardening';
import { forwardEvent, isTrustedIpcSender, registerIpc } from './ipc';
import { closeWithin, installQuit, watchRenderer } from './lifecycle';
import { watchStation, type StationNotices } from './station-notices';
import { appOrigin, createMainWindow } from './window';

function dataDirFlag(argv: string[]): string | undefined {
  const at = argv.indexOf('--data-dir');
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith('--data-dir='))?.slice('--data-dir='.length);
}

const flag = dataDirFlag(process.argv);
if (flag || process.env.SELLER_DESK_DATA_DIR) app.setPath('userData', resolveDataDir({ flag }));
const dataDir = app.getPath('userData');
const quitDeadlineMs = 5000;

registerAppScheme();

/**
 * The seller's way out of a fault that names the database: move the local copy aside (what only it holds is
 * recovered into a new one, the rest synced anew), or put a backup in its place. Nothing has the file open here.
 */
const recovery = {
  moveAside: (folder: string): void => {
    moveLocalCopyAside(folder);
  },
  restore: (folder: string, file: string): void => {
    const databaseFile = join(folder, databaseFileName);
    judgeRestore(databaseFile, file, faultLanguage(app.getLocale()));
    restoreBackup(databaseFile, file, Date.now());
  },
};

if (!app.requestSingleInstanceLock()) {
  // A second copy would race the first for the refresh token and the database: hand over and leave.
  app.quit();
} else {
  // Until the data folder's log opens (or when it cannot), lines go to stderr.
  let logger: Logger = createLogger();
  const log: Logger = {
    debug: (message, fields) => logger.debug(message, fields),
    info: (message, fields) => logger.info(message, fields),
    warn: (message, fields) => logger.warn(message, fields),
    error: (message, fields) => logger.error(message, fields),
  };
  // The app keeps serving the seller after an error nobody caught: the log says what happened.
  logUncaught(process, log, { onFatal: () => undefined });

  let core: Core | null = null;
  let mainWindow: BrowserWindow | null = null;
  let faultWindow: BrowserWindow | null = null;
  let servingApp = false;
  let notices: StationNotices | null = null;
  const quit = installQuit({ app, core: () => core, logger: () => logger, deadlineMs: quitDeadlineMs });
  const live = (win: BrowserWindow | null) => (win && !win.isDestroyed() ? win : null);

  hardenAllWebContents(app);
  app.on('second-instance', () => {
    // This process holds the lock until it exits: the new launch is lost unless this one starts again after.
    if (quit.isQuitting()) return quit.relaunchAfterExit();
    const win = live(mainWindow) ?? live(faultWindow);
    if (!win) return;
    if (win.isMinimized()) win.restore();
    win.focus();
  });
  app.on('activate', () => {
    if (quit.isQuitting() || !core || live(mainWindow) || live(faultWindow)) return;
    openWindow();
  });
  // On macOS the app stays in the Dock without windows; Cmd+Q reaches before-quit, which closes the core.
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  const showFault = (fault: FaultView): void => {
    logger.error('start-up fault', { step: fault.step, code: fault.code, detail: fault.detail });
    try {
      faultWindow = showStartupFault(fault, {
        onAction: recover,
        // With a core open (the window gave up) quitting closes it in bounded time; otherwise leave at once.
        quit: () => (core ? app.quit() : app.exit(0)),
      });
    } catch (error) {
      // Not even a window: the native box still tells the seller, and leaving frees the lock.
      logger.error('the fault window failed', { error });
      dialog.showErrorBox(productName, `${fault.message[faultLanguage(app.getLocale())]}\n\n${fault.detail}`);
      app.exit(1);
    }
  };

  const recover = async (choice: FaultChoice): Promise<void> => {
    try {
      if (choice.action === 'moveAside') recovery.moveAside(dataDir);
      else if (choice.action === 'restore') recovery.restore(dataDir, choice.file);
    } catch (error) {
      return showFault(startFailedFault(choice.action, error, dataDir));
    }
    await boot();
  };

  const openWindow = (): BrowserWindow => {
    const win = createMainWindow({
      preloadDir: join(import.meta.dirname, '../preload'),
      title: productName,
      packaged: app.isPackaged,
    });
    mainWindow = win;
    win.on('closed', () => {
      if (mainWindow === win) mainWindow = null;
    });
    watchRenderer(win.webContents, {
      logger: log,
      onGiveUp: (deaths) => {
        // The fault window opens first, so closing this one does not look like the seller closing the last.
        showFault(rendererGoneFault(deaths, 'crashed', dataDir));
        win.destroy();
      },
    });
    void win.loadURL(`${appOrigin}/index.html`);
    return win;
  };

  /** The tray, the badge and the notifications of new paid orders, for this core. */
  const watchPacking = (running: Core): void => {
    notices?.destroy();
    notices = watchStation(running, {
      iconDir: app.isPackaged ? process.resourcesPath : join(import.meta.dirname, '../../resources'),
      productName,
      window: () => live(mainWindow),
      openWindow,
      quit: () => app.quit(),
    });
  };

  /** Every start-up step: whatever throws becomes a fault window naming the step, never a silent, locked app. */
  const boot = async (): Promise<void> => {
    let step = 'logger';
    let opened: Core | null = null;
    try {
      logger = createLogger({ file: join(dataDir, 'logs', 'seller-desk.log') });
      step = 'core';
      const printerHost = withElectronPdfPrinting(
        withElectronPrinters(createPrinterHost(), () => live(mainWindow)?.webContents),
      );
      const ports: StartPorts = {
        settingsStore: () => createElectronSettingsStore(dataDir),
        cipher: (settings) =>
          createSafeStorageCipher({ acceptWeak: () => settings.get().acceptWeakSecretStorage }),
        logger,
        browser: shellBrowser,
        printerHost,
      };
      // A damaged database is the seller's to decide on: the fault offers moving it aside, a backup, or quitting.
      const result = startCore(ports, { dataDir, host: 'electron', onDamage: 'ask' });
      if (!result.ok) return showFault(result.fault);
      opened = result.core;
      showStartupNotices(result.notices);
      opened.start();
      step = 'bridge';
      const running = opened;
      const registrar = createRegistrar<IpcMainInvokeEvent>({
        handlers: createHandlers(running),
        isTrustedSender: isTrustedIpcSender,
        activeAccountId: () => running.settings.get().activeAccountId,
        logger,
      });
      registerIpc(ipcMain, registrar);
      running.events.onAny((name, payload) => {
        const win = live(mainWindow);
        if (win) forwardEvent(win.webContents, name, payload);
      });
      step = 'window';
      if (!servingApp) handleAppProtocol(join(import.meta.dirname, '../renderer'));
      servingApp = true;
      core = running;
      openWindow();
      watchPacking(running);
    } catch (error) {
      core = null;
      if (opened) await closeWithin(opened, quitDeadlineMs, logger);
      showFault(startFailedFault(step, error, dataDir));
    }
  };

  void app
    .whenReady()
    .then(() => {
      denyAllPermissions(session.defaultSession);
      if (app.isPackaged) applyPackagedMenu(Menu, process.platform);
      return boot();
    })
    .catch((error: unknown) => showFault(startFailedFault('ready', error, dataDir)));
}
