import { BrowserWindow, type WebContentsPrintOptions } from 'electron';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageSize } from '../../../shared/printing';
import type { PrinterHost } from '../../core/kernel/ports';
import { PrintDeliveryError, type PrintPayload, type PrintTarget } from '../../core/printing/types';

/** Paper in microns, as Electron's print options take it (A6 and 4x6 are not among its named sizes). */
const paper: Record<PageSize, { width: number; height: number }> = {
  a6: { width: 105_000, height: 148_000 },
  a4: { width: 210_000, height: 297_000 },
  '4x6': { width: 101_600, height: 152_400 },
};

export function printOptions(target: PrintTarget, payload: PrintPayload): WebContentsPrintOptions {
  return {
    silent: true,
    deviceName: target.name,
    copies: payload.copies,
    landscape: payload.orientation === 'landscape',
    pageSize: paper[payload.pageSize],
    margins: { marginType: 'none' },
    printBackground: true,
  };
}

/**
 * PDF on Windows printers in the desktop app: the spooler cannot take a PDF raw, so the document is opened in a
 * hidden, sandboxed window with Chromium's PDF viewer and printed silently to the named printer. The viewer needs a
 * moment after loading before it prints whole pages.
 */
export async function printPdfInHiddenWindow(
  target: PrintTarget,
  payload: PrintPayload,
  settleMs = 500,
): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'seller-desk-pdf-'));
  const file = join(dir, `job-${payload.jobId}.pdf`);
  const win = new BrowserWindow({
    show: false,
    webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false, plugins: true },
  });
  try {
    await writeFile(file, payload.bytes);
    const url = pathToFileURL(file).toString();
    win.webContents.on('will-navigate', (event) => event.preventDefault());
    win.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
    await win.loadURL(url);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    await new Promise<void>((resolve, reject) => {
      win.webContents.print(printOptions(target, payload), (success, reason) => {
        if (success) return resolve();
        // "Invalid printer settings": nothing reached the spooler. "Print job failed": it may have, partly.
        const nothingSent = /invalid printer settings|canceled/i.test(reason);
        reject(
          new PrintDeliveryError('spoolerError', `Windows could not print the PDF: ${reason}.`, {
            delivered: nothingSent ? 'none' : 'unknown',
            retryable: nothingSent,
          }),
        );
      });
    });
  } finally {
    win.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The desktop app's PrinterHost on Windows: plain printers take PDF (through the hidden window); label printers
 * keep their raw languages and everything else goes to the back-ends as before.
 */
export function withElectronPdfPrinting(
  host: PrinterHost,
  print: typeof printPdfInHiddenWindow = printPdfInHiddenWindow,
): PrinterHost {
  return {
    ...host,
    async listPrinters() {
      return (await host.listPrinters()).map((printer) =>
        printer.backend === 'windows' && printer.formats.length === 0
          ? { ...printer, formats: ['pdf' as const] }
          : printer,
      );
    },
    async send(target, payload) {
      if (target.backend !== 'windows' || payload.format !== 'pdf') return host.send(target, payload);
      await print(target, payload);
      return { final: true };
    },
  };
}
