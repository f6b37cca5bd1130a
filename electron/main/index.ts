import type { BrowserWindow } from 'electron';
import { app, ipcMain, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { createCore } from '../core/compose';
import { createHandlers } from '../core/domains/handlers';
import { createRegistrar } from '../core/bridge/registrar';
import { createLogger } from '../core/kernel/logger';
import { createPrinterHost } from '../core/printing/printer-host';
import { productName, resolveDataDir } from '../core/kernel/data-dir';
import { createElectronSettingsStore } from './adapters/electron-store-settings';
import { withElectronPrinters } from './adapters/electron-printers';
import { withElectronPdfPrinting } from './adapters/electron-pdf-printing';
import { createSafeStorageCipher } from './adapters/safe-storage-cipher';
import { shellBrowser } from './adapters/shell-browser';
import { handleAppProtocol, registerAppScheme } from './app-protocol';
import { forwardEvent, isTrustedIpcSender, registerIpc } from './ipc';
import { appOrigin, createMainWindow } from './window';

function dataDirFlag(argv: string[]): string | undefined {
  const at = argv.indexOf('--data-dir');
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith('--data-dir='))?.slice('--data-dir='.length);
}

const flag = dataDirFlag(process.argv);
if (flag || process.env.SELLER_DESK_DATA_DIR) app.setPath('userData', resolveDataDir({ flag }));
const dataDir = app.getPath('userData');

registerAppScheme();

if (!app.requestSingleInstanceLock()) {
  // A second copy would race the first for the refresh token and the database: hand over and leave.
  app.quit();
} else {
  let mainWindow: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    const logger = createLogger({ file: join(dataDir, 'logs', 'seller-desk.log') });
    const settingsStore = createElectronSettingsStore(dataDir);
    const cipher = createSafeStorageCipher({ acceptWeak: () => settingsStore.get().acceptWeakSecretStorage });
    const core = createCore(
      {
        settingsStore,
        logger,
        browser: shellBrowser,
        cipher,
        printerHost: withElectronPdfPrinting(
          withElectronPrinters(createPrinterHost(), () => mainWindow?.webContents),
        ),
      },
      { dataDir, host: 'electron' },
    );
    core.start();
    const registrar = createRegistrar<IpcMainInvokeEvent>({
      handlers: createHandlers(core),
      isTrustedSender: isTrustedIpcSender,
      activeAccountId: () => core.settings.get().activeAccountId,
      logger,
    });
    registerIpc(ipcMain, registrar);
    handleAppProtocol(join(import.meta.dirname, '../renderer'));

    mainWindow = createMainWindow({
      preloadDir: join(import.meta.dirname, '../preload'),
      title: productName,
    });
    const target = mainWindow.webContents;
    core.events.onAny((name, payload) => forwardEvent(target, name, payload));
    void mainWindow.loadURL(`${appOrigin}/index.html`);

    app.on('window-all-closed', () => {
      void core.close().finally(() => app.quit());
    });
  });
}
