import type { WebContents } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { withElectronPrinters } from '../../../../electron/main/adapters/electron-printers';
import type { PrinterHost } from '../../../../electron/core/kernel/ports';
import type { SystemPrinter } from '../../../../electron/core/printing/types';

vi.mock('electron', () => ({}));

const cupsZebra: SystemPrinter = {
  backend: 'cups',
  name: 'zebra',
  label: 'zebra',
  isDefault: true,
  state: 'ready',
  problems: [],
  formats: ['zpl'],
};

function host(printers: SystemPrinter[]): PrinterHost {
  return {
    listPrinters: vi.fn(() => Promise.resolve(printers)),
    send: vi.fn(),
    probe: vi.fn(),
    jobState: vi.fn(),
    cancel: vi.fn(),
  };
}

function contents(printers: { name: string; displayName: string; description: string; options: object }[]) {
  return {
    isDestroyed: () => false,
    getPrintersAsync: vi.fn(() => Promise.resolve(printers)),
  } as unknown as WebContents;
}

describe('printers from Electron (getPrintersAsync)', () => {
  it('adds printers only Chromium lists and gives known ones their display name', async () => {
    const electron = contents([
      { name: 'zebra', displayName: 'Zebra GK420d', description: '', options: {} },
      {
        name: 'office',
        displayName: 'Office laser',
        description: 'HP',
        options: { 'printer-make-and-model': 'HP LaserJet, hpcups' },
      },
    ]);
    const merged = await withElectronPrinters(host([cupsZebra]), () => electron, 'linux').listPrinters();
    expect(merged).toEqual([
      { ...cupsZebra, label: 'Zebra GK420d' },
      {
        backend: 'cups',
        name: 'office',
        label: 'Office laser',
        isDefault: false,
        state: 'unknown',
        problems: [],
        formats: ['pdf'],
        driver: 'HP LaserJet, hpcups',
      },
    ]);
  });

  it('treats Windows printers as spooler printers with an unknown state (Electron reports none)', async () => {
    const electron = contents([
      {
        name: 'ZDesigner ZD420',
        displayName: 'ZDesigner ZD420',
        description: 'ZDesigner ZD420-203dpi ZPL',
        options: {},
      },
    ]);
    const [printer] = await withElectronPrinters(host([]), () => electron, 'win32').listPrinters();
    expect(printer).toMatchObject({
      backend: 'windows',
      name: 'ZDesigner ZD420',
      state: 'unknown',
      formats: ['zpl'],
    });
  });

  it('still lists the back-ends printers before the window exists or when Chromium fails', async () => {
    expect(await withElectronPrinters(host([cupsZebra]), () => undefined).listPrinters()).toEqual([
      cupsZebra,
    ]);
    const failing = {
      isDestroyed: () => false,
      getPrintersAsync: () => Promise.reject(new Error('no')),
    } as unknown as WebContents;
    expect(await withElectronPrinters(host([cupsZebra]), () => failing).listPrinters()).toEqual([cupsZebra]);
  });
});
