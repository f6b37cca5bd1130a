import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createWindowsBackend,
  listCommand,
  parseScriptAnswer,
  parseWindowsPrinters,
  rawPrintCommand,
  rawPrintScript,
} from '../../../../../electron/core/printing/backends/windows';
import type { CommandRunner } from '../../../../../electron/core/printing/types';
import { tempDir } from '../../../../helpers/temp-dir';

describe('the Windows spooler back-end (command construction)', () => {
  it('sends raw bytes through winspool with the RAW data type', () => {
    for (const call of [
      'OpenPrinterW',
      'StartDocPrinterW',
      'StartPagePrinter',
      'WritePrinter',
      'EndDocPrinter',
      'ClosePrinter',
    ]) {
      expect(rawPrintScript).toContain(call);
    }
    expect(rawPrintScript).toContain("$info.pDatatype = 'RAW'");
    expect(rawPrintScript).toContain('[int]$Copies = 1');
    expect(rawPrintScript).toMatch(/Fail 'open'[\s\S]*Fail 'start'[\s\S]*Fail 'write'/);
  });

  it('passes every value as its own argument, so a printer name is never parsed as code', () => {
    const name = `Zebra "ZP 450"; Remove-Item C:\\ -Recurse`;
    const { command, args } = rawPrintCommand({
      scriptPath: 'C:\\Temp\\raw-print.ps1',
      printerName: name,
      filePath: 'C:\\Temp\\job-3.bin',
      docName: 'Seller Desk label',
      copies: 2,
    });
    expect(command).toBe('powershell.exe');
    expect(args).toEqual([
      '-NoProfile',
      '-NonInteractive',
      '-ExecutionPolicy',
      'Bypass',
      '-File',
      'C:\\Temp\\raw-print.ps1',
      '-PrinterName',
      name,
      '-Path',
      'C:\\Temp\\job-3.bin',
      '-DocName',
      'Seller Desk label',
      '-Copies',
      '2',
    ]);
    expect(listCommand().args.at(-1)).toContain('Win32_Printer');
  });

  it('reads the printer list, one printer or many', () => {
    const many = JSON.stringify([
      { Name: 'ZDesigner GK420d', DriverName: 'ZDesigner GK420d', Default: true, PrinterStatus: 3 },
      { Name: 'Office', DriverName: 'HP Universal', Default: false, PrinterStatus: 7, WorkOffline: true },
    ]);
    const printers = parseWindowsPrinters(many);
    expect(printers.map((p) => [p.name, p.state, p.isDefault, p.formats])).toEqual([
      ['ZDesigner GK420d', 'ready', true, ['zpl']],
      ['Office', 'offline', false, []],
    ]);
    expect(
      parseWindowsPrinters(JSON.stringify({ Name: 'Eltron', DriverName: 'EPL2 2844' }))[0]!.formats,
    ).toEqual(['epl']);
  });

  it('runs the script with the job file and reports the spooler job, or why it failed', async () => {
    const calls: (readonly string[])[] = [];
    let answer = '{"ok":true,"jobId":17}';
    const run: CommandRunner = (_command, args) => {
      calls.push(args);
      const file = args[args.indexOf('-Path') + 1]!;
      expect(readFileSync(file, 'latin1')).toBe('^XA^XZ');
      expect(readFileSync(args[args.indexOf('-File') + 1]!, 'utf8')).toBe(rawPrintScript);
      return Promise.resolve({
        code: answer.includes('true') ? 0 : 1,
        stdout: `${answer}\r\n`,
        stderr: '',
        timedOut: false,
      });
    };
    const backend = createWindowsBackend({ run, workDir: tempDir('sd-win-') });
    const payload = {
      jobId: 3,
      kind: 'label' as const,
      title: 'Seller Desk label',
      format: 'zpl' as const,
      bytes: new Uint8Array(Buffer.from('^XA^XZ')),
      copies: 1,
      pageSize: 'a6' as const,
      orientation: 'portrait' as const,
      fitToPage: false,
    };
    expect(await backend.send({ backend: 'windows', name: 'ZDesigner' }, payload)).toEqual({
      remoteJobId: '17',
      final: true,
    });
    answer = '{"ok":false,"stage":"open","error":1801}';
    await expect(backend.send({ backend: 'windows', name: 'Nope' }, payload)).rejects.toMatchObject({
      code: 'notFound',
      delivered: 'none',
    });
    answer = '{"ok":false,"stage":"write","error":5}';
    await expect(backend.send({ backend: 'windows', name: 'ZDesigner' }, payload)).rejects.toMatchObject({
      code: 'spoolerError',
      delivered: 'unknown',
    });
    await expect(
      backend.send({ backend: 'windows', name: 'ZDesigner' }, { ...payload, format: 'pdf' }),
    ).rejects.toMatchObject({
      code: 'unsupported',
    });
    expect(calls).toHaveLength(3);
    expect(parseScriptAnswer('noise\n{"ok":true,"jobId":2}\n')).toEqual({ ok: true, jobId: 2 });
  });
});
