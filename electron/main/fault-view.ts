import { app, BrowserWindow, dialog, shell } from 'electron';
import { messageCatalog } from '../core/kernel/messages';
import type { Language } from '../../shared/settings';
import type { FaultAction, StartupFault, StartupNotice } from '../core/start/start-core';
import { secureWebPreferences } from './window';

export type { FaultAction };

/** What failed: the core's start-up fault, or one of the window's own steps (the log, the bridge, the window). */
export type FaultView = Omit<StartupFault, 'step' | 'file'> & { step: string };

/** What the seller chose that starts again: the caller does it, then starts again and shows its own window. */
export type FaultChoice = { action: 'moveAside' } | { action: 'retry' } | { action: 'restore'; file: string };
export interface FaultHandlers {
  onAction: (choice: FaultChoice) => Promise<void> | void;
  /** Quit and closing the window; `app.exit(0)` unless the caller has a core to close first. */
  quit?: () => void;
}

const texts = messageCatalog({
  pl: {
    title: 'Seller Desk nie może się uruchomić',
    dataDir: 'Folder danych',
    details: 'Szczegóły',
    step: 'Krok',
    moveAside: 'Odłóż lokalną kopię i zsynchronizuj od nowa',
    restore: 'Przywróć kopię zapasową…',
    retry: 'Spróbuj ponownie',
    openFolder: 'Otwórz folder danych',
    quit: 'Zakończ',
    backup: 'Kopia zapasowa Seller Desk',
    allFiles: 'Wszystkie pliki',
    startFailed:
      'Coś się nie udało przy uruchamianiu (krok „{step}”). Twoje dane zostają w folderze danych: otwórz go albo zakończ i spróbuj ponownie. Szczegóły poniżej pomogą pomocy technicznej.',
    rendererGone:
      'Okno aplikacji przestało działać {deaths} razy w ciągu kilku minut, więc nie jest już ładowane ponownie. Zakończ i uruchom aplikację jeszcze raz; szczegóły są w dzienniku.',
  },
  en: {
    title: 'Seller Desk could not start',
    dataDir: 'Data folder',
    details: 'Details',
    step: 'Step',
    moveAside: 'Move the local copy aside and sync anew',
    restore: 'Restore a backup…',
    retry: 'Try again',
    openFolder: 'Open the data folder',
    quit: 'Quit',
    backup: 'Seller Desk backup',
    allFiles: 'All files',
    startFailed:
      'Something failed while starting (step “{step}”). Your data stays in the data folder: open it, or quit and try again. The details below help support.',
    rendererGone:
      'The app’s window stopped {deaths} times within a few minutes, so it is not reloaded again. Quit and start the app again; the log has the details.',
  },
});

const bothLanguages = (key: 'startFailed' | 'rendererGone', values: Record<string, string | number>) => ({
  pl: texts.text(key, 'pl', values),
  en: texts.text(key, 'en', values),
});

/** A start-up step that threw: the seller sees which one and the error, and can open the folder or quit. */
export function startFailedFault(step: string, error: unknown, dataDir: string): FaultView {
  return {
    step,
    code: 'start-failed',
    message: bothLanguages('startFailed', { step }),
    detail: error instanceof Error ? error.message : String(error),
    dataDir,
    actions: ['openFolder', 'quit'],
  };
}

export function rendererGoneFault(deaths: number, reason: string, dataDir: string): FaultView {
  return {
    step: 'window',
    code: 'renderer-gone',
    message: bothLanguages('rendererGone', { deaths }),
    detail: `The renderer process stopped (${reason}) ${deaths} times.`,
    dataDir,
    actions: ['openFolder', 'quit'],
  };
}

/** The page links to `app://fault-action/<action>`; the window catches the navigation, so nothing is loaded. */
const actionOrigin = 'app://fault-action/';
const actionOrder: FaultAction[] = ['moveAside', 'restore', 'retry', 'openFolder', 'quit'];

export function faultLanguage(locale: string): Language {
  return locale.toLowerCase().startsWith('pl') ? 'pl' : 'en';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The action a link of the page stands for, or null for any other address. */
export function faultActionFromUrl(url: string): FaultAction | null {
  if (!url.startsWith(actionOrigin)) return null;
  const name = url.slice(actionOrigin.length);
  return actionOrder.find((action) => action === name) ?? null;
}

/**
 * A page without scripts: its CSP allows nothing but its own inline style, and every seller-facing text is escaped
 * (the detail is an error message, which may quote a file's contents).
 */
export function faultPageHtml(fault: FaultView, language: Language): string {
  const t = (key: Parameters<typeof texts.text>[0]) => escapeHtml(texts.text(key, language));
  const buttons = actionOrder
    .filter((action) => fault.actions.includes(action))
    .map((action) => `<a class="button" href="${actionOrigin}${action}">${t(action)}</a>`)
    .join('');
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'">
<title>${t('title')}</title>
<style>
body{font:14px system-ui,sans-serif;margin:0;padding:24px 32px;color:#1d1d1f;background:#fafafa}
h1{font-size:20px;margin:0 0 12px}code,pre{font:12px ui-monospace,monospace}
pre{white-space:pre-wrap;background:#eee;padding:8px;border-radius:4px;max-height:160px;overflow:auto}
nav{display:flex;flex-wrap:wrap;gap:8px;margin-top:20px}
.button{padding:8px 14px;border-radius:6px;background:#e4e4e7;color:inherit;text-decoration:none}
.button:last-child{background:#ff5a00;color:#fff}
</style></head><body><main>
<h1>${t('title')}</h1>
<p>${escapeHtml(fault.message[language])}</p>
<p>${t('dataDir')}: <code>${escapeHtml(fault.dataDir)}</code></p>
<details><summary>${t('details')}</summary><pre>${t('step')}: ${escapeHtml(fault.step)} · ${escapeHtml(fault.code)}
${escapeHtml(fault.detail)}</pre></details>
<nav>${buttons}</nav>
</main></body></html>`;
}

/**
 * Shows what failed at start and offers what fits. Quitting here exits at once (`app.exit`, not `app.quit`): the
 * single-instance lock must go, or the next launch would hand over to this window and do nothing. Closing the
 * window is quitting too.
 */
export function showStartupFault(fault: FaultView, handlers: FaultHandlers): BrowserWindow {
  const language = faultLanguage(app.getLocale());
  const win = new BrowserWindow({
    width: 640,
    height: 460,
    title: texts.text('title', language),
    autoHideMenuBar: true,
    // No preload and no scripts: the page only shows text and links.
    webPreferences: { ...secureWebPreferences(undefined, { devTools: !app.isPackaged }), javascript: false },
  });
  const quit = handlers.quit ?? (() => app.exit(0));
  let busy = false;
  let replaced = false;
  const act = async (action: FaultAction): Promise<void> => {
    if (action === 'quit') return quit();
    if (action === 'openFolder') {
      await shell.openPath(fault.dataDir);
      return;
    }
    if (busy) return;
    busy = true;
    try {
      if (action === 'moveAside' || action === 'retry') await handlers.onAction({ action });
      else {
        const picked = await dialog.showOpenDialog(win, {
          properties: ['openFile'],
          filters: [
            { name: texts.text('backup', language), extensions: ['db', 'sqlite', 'bak'] },
            { name: texts.text('allFiles', language), extensions: ['*'] },
          ],
        });
        const file = picked.filePaths[0];
        if (picked.canceled || !file) return;
        await handlers.onAction({ action, file });
      }
      // The caller has started again and shows its own window by now: leave without quitting.
      replaced = true;
      if (!win.isDestroyed()) win.destroy();
    } finally {
      busy = false;
    }
  };
  win.webContents.on('will-navigate', (event, url) => {
    event.preventDefault();
    const action = faultActionFromUrl(url);
    if (action && fault.actions.includes(action)) void act(action);
  });
  win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  win.on('closed', () => {
    if (!replaced) quit();
  });
  void win.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(faultPageHtml(fault, language))}`);
  return win;
}

/** Told once, without waiting on the seller: the app goes on starting (defaults used, a damaged copy recovered). */
export function showStartupNotices(notices: readonly StartupNotice[]): void {
  const language = faultLanguage(app.getLocale());
  for (const notice of notices)
    void dialog.showMessageBox({ type: 'warning', message: notice.message[language] });
}
