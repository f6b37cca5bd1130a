import { existsSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrinterHost } from '../../../../electron/core/kernel/ports';
import type { PrintPayload, SystemPrinter } from '../../../../electron/core/printing/types';

const fake = vi.hoisted(() => ({
  windows: [] as {
    options: { show: boolean; webPreferences: Record<string, unknown> };
    loaded: string[];
    printed: unknown[];
    destroyed: boolean;
    answer: [boolean, string];
  }[],
  answer: [true, ''] as [boolean, string],
}));

vi.mock('electron', () => ({
  BrowserWindow: class {
    state;
    webContents;
    constructor(options: { show: boolean; webPreferences: Record<string, unknown> }) {
      this.state = {
        options,
        loaded: [] as string[],
        printed: [] as unknown[],
        destroyed: false,
        answer: fake.answer,
      };
      fake.windows.push(this.state);
      const state = this.state;
      this.webContents = {
        on: () => undefined,
        setWindowOpenHandler: () => undefined,
        print: (options: unknown, done: (success: boolean, reason: string) => void) => {
          state.printed.push(options);
          done(...state.answer);
        },
      };
    }
    loadURL(url: string) {
      this.state.loaded.push(url);
      return Promise.resolve();
    }
    destroy() {
      this.state.destroyed = true;
    }
  },
}));

const { withElectronPdfPrinting, printPdfInHiddenWindow } =
  await import('../../../../electron/main/adapters/electron-pdf-printing');

const payload = (overrides: Partial<PrintPayload> = {}): PrintPayload => ({
  jobId: 7,
  kind: 'protocol',
  title: 'Protocol',
  format: 'pdf',
  bytes: new TextEncoder().encode('%PDF-1.7 test'),
  copies: 2,
  pageSize: 'a6',
  orientation: 'portrait',
  fitToPage: false,
  ...overrides,
});

function baseHost(sent: unknown[]): PrinterHost {
  const printers: SystemPrinter[] = [
    {
      backend: 'windows',
      name: 'HP LaserJet',
      label: 'HP',
      isDefault: true,
      state: 'ready',
      problems: [],
      formats: [],
    },
    {
      backend: 'windows',
      name: 'ZDesigner GK420d',
      label: 'Zebra',
      isDefault: false,
      state: 'ready',
      problems: [],
      formats: ['zpl'],
    },
  ];
  return {
    listPrinters: () => Promise.resolve(printers),
    send: (target, p) => (sent.push([target, p.format]), Promise.resolve({ final: true })),
    probe: () => Promise.resolve({ state: 'unknown', problems: [] }),
    jobState: () => Promise.resolve({ state: 'gone' }),
    cancel: () => Promise.resolve(),
  };
}

beforeEach(() => {
  fake.windows.length = 0;
  fake.answer = [true, ''];
});

describe('PDF on Windows printers in the desktop app', () => {
  it('lets plain Windows printers take PDF and leaves label printers raw', async () => {
    const printers = await withElectronPdfPrinting(baseHost([])).listPrinters();
    expect(printers.map((p) => [p.name, p.formats])).toEqual([
      ['HP LaserJet', ['pdf']],
      ['ZDesigner GK420d', ['zpl']],
    ]);
  });

  it('prints a PDF silently in a hidden sandboxed window, with the paper, copies and printer asked for', async () => {
    const sent: unknown[] = [];
    const host = withElectronPdfPrinting(baseHost(sent), (target, p) => printPdfInHiddenWindow(target, p, 0));
    await expect(host.send({ backend: 'windows', name: 'HP LaserJet' }, payload())).resolves.toEqual({
      final: true,
    });
    expect(sent).toEqual([]);
    const [win] = fake.windows;
    expect(win!.options).toMatchObject({
      show: false,
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false },
    });
    expect(win!.loaded[0]).toMatch(/^file:.*job-7\.pdf$/);
    expect(win!.printed).toEqual([
      {
        silent: true,
        deviceName: 'HP LaserJet',
        copies: 2,
        landscape: false,
        pageSize: { width: 105_000, height: 148_000 },
        margins: { marginType: 'none' },
        printBackground: true,
      },
    ]);
    expect(win!.destroyed).toBe(true);
    expect(existsSync(new URL(win!.loaded[0]!))).toBe(false);
  });

  it('says whether a failed print may have reached the printer', async () => {
    const host = withElectronPdfPrinting(baseHost([]), (target, p) => printPdfInHiddenWindow(target, p, 0));
    fake.answer = [false, 'Invalid printer settings'];
    await expect(host.send({ backend: 'windows', name: 'X' }, payload())).rejects.toMatchObject({
      code: 'spoolerError',
      delivered: 'none',
      retryable: true,
    });
    fake.answer = [false, 'Print job failed'];
    await expect(host.send({ backend: 'windows', name: 'X' }, payload())).rejects.toMatchObject({
      delivered: 'unknown',
      retryable: false,
    });
    expect(fake.windows.every((w) => w.destroyed)).toBe(true);
  });

  it('hands everything else to the back-ends', async () => {
    const sent: unknown[] = [];
    const host = withElectronPdfPrinting(baseHost(sent), () => Promise.reject(new Error('not here')));
    await host.send({ backend: 'windows', name: 'ZDesigner GK420d' }, payload({ format: 'zpl' }));
    await host.send({ backend: 'cups', name: 'office' }, payload());
    expect(sent).toEqual([
      [{ backend: 'windows', name: 'ZDesigner GK420d' }, 'zpl'],
      [{ backend: 'cups', name: 'office' }, 'pdf'],
    ]);
    expect(fake.windows).toEqual([]);
  });
});
