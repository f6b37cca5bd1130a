import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocumentFormat, PrinterState } from '../../../../shared/printing';
import { PrintDeliveryError, type CommandRunner, type PrintBackend, type SystemPrinter } from '../types';

/**
 * Sends a file to a printer through the Windows spooler with the RAW data type, so ZPL and EPL reach the
 * printer untouched by its driver: OpenPrinter, StartDocPrinter (DOC_INFO_1, "RAW"), WritePrinter,
 * EndDocPrinter. Prints `{"ok":true,"jobId":N}` or `{"ok":false,"stage":...,"error":...}` as one line;
 * the stage says whether any byte may have reached the spooler.
 */
export const rawPrintScript = String.raw`param(
  [Parameter(Mandatory = $true)][string]$PrinterName,
  [Parameter(Mandatory = $true)][string]$Path,
  [Parameter(Mandatory = $true)][string]$DocName,
  [int]$Copies = 1
)
$ErrorActionPreference = 'Stop'
Add-Type -TypeDefinition @'
using System;
using System.Runtime.InteropServices;
public static class SellerDeskRawPrinter {
  [StructLayout(LayoutKind.Sequential, CharSet = CharSet.Unicode)]
  public class DOC_INFO_1 {
    [MarshalAs(UnmanagedType.LPWStr)] public string pDocName;
    [MarshalAs(UnmanagedType.LPWStr)] public string pOutputFile;
    [MarshalAs(UnmanagedType.LPWStr)] public string pDatatype;
  }
  [DllImport("winspool.drv", EntryPoint = "OpenPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  public static extern bool OpenPrinter(string name, out IntPtr handle, IntPtr defaults);
  [DllImport("winspool.drv", SetLastError = true)]
  public static extern bool ClosePrinter(IntPtr handle);
  [DllImport("winspool.drv", EntryPoint = "StartDocPrinterW", SetLastError = true, CharSet = CharSet.Unicode)]
  public static extern int StartDocPrinter(IntPtr handle, int level, [In] DOC_INFO_1 info);
  [DllImport("winspool.drv", SetLastError = true)]
  public static extern bool EndDocPrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  public static extern bool StartPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  public static extern bool EndPagePrinter(IntPtr handle);
  [DllImport("winspool.drv", SetLastError = true)]
  public static extern bool WritePrinter(IntPtr handle, byte[] data, int count, out int written);
}
'@
function Fail($stage) {
  $code = [Runtime.InteropServices.Marshal]::GetLastWin32Error()
  Write-Output (ConvertTo-Json -Compress @{ ok = $false; stage = $stage; error = $code })
  exit 1
}
$bytes = [IO.File]::ReadAllBytes($Path)
$handle = [IntPtr]::Zero
if (-not [SellerDeskRawPrinter]::OpenPrinter($PrinterName, [ref]$handle, [IntPtr]::Zero)) { Fail 'open' }
$info = New-Object SellerDeskRawPrinter+DOC_INFO_1
$info.pDocName = $DocName
$info.pDatatype = 'RAW'
$job = [SellerDeskRawPrinter]::StartDocPrinter($handle, 1, $info)
if ($job -le 0) { [void][SellerDeskRawPrinter]::ClosePrinter($handle); Fail 'start' }
for ($i = 0; $i -lt $Copies; $i++) {
  [void][SellerDeskRawPrinter]::StartPagePrinter($handle)
  $written = 0
  if (-not [SellerDeskRawPrinter]::WritePrinter($handle, $bytes, $bytes.Length, [ref]$written) -or $written -ne $bytes.Length) {
    [void][SellerDeskRawPrinter]::EndDocPrinter($handle); [void][SellerDeskRawPrinter]::ClosePrinter($handle); Fail 'write'
  }
  [void][SellerDeskRawPrinter]::EndPagePrinter($handle)
}
[void][SellerDeskRawPrinter]::EndDocPrinter($handle)
[void][SellerDeskRawPrinter]::ClosePrinter($handle)
Write-Output (ConvertTo-Json -Compress @{ ok = $true; jobId = $job })
`;

/** Lists printers with what the spooler knows of their state, as one JSON document. */
export const listPrintersScript =
  'Get-CimInstance -ClassName Win32_Printer | ' +
  'Select-Object Name, DriverName, PortName, Default, WorkOffline, PrinterStatus, DetectedErrorState | ' +
  'ConvertTo-Json -Compress';

const powershellBase = ['-NoProfile', '-NonInteractive', '-ExecutionPolicy', 'Bypass'];

export function listCommand(): { command: string; args: string[] } {
  return { command: 'powershell.exe', args: [...powershellBase, '-Command', listPrintersScript] };
}

/** The command line of one raw job; every value is its own argument, so no name is ever parsed as code. */
export function rawPrintCommand(input: {
  scriptPath: string;
  printerName: string;
  filePath: string;
  docName: string;
  copies: number;
}): { command: string; args: string[] } {
  return {
    command: 'powershell.exe',
    args: [
      ...powershellBase,
      '-File',
      input.scriptPath,
      '-PrinterName',
      input.printerName,
      '-Path',
      input.filePath,
      '-DocName',
      input.docName,
      '-Copies',
      String(input.copies),
    ],
  };
}

interface Win32Printer {
  Name?: string;
  DriverName?: string;
  PortName?: string;
  Default?: boolean;
  WorkOffline?: boolean;
  PrinterStatus?: number;
  DetectedErrorState?: number;
}

/** Win32_Printer.PrinterStatus: 1 other, 2 unknown, 3 idle, 4 printing, 5 warmup, 6 stopped, 7 offline. */
function stateOf(printer: Win32Printer): PrinterState {
  if (printer.WorkOffline) return 'offline';
  switch (printer.PrinterStatus) {
    case 3:
      return 'ready';
    case 4:
    case 5:
      return 'busy';
    case 6:
      return 'paused';
    case 7:
      return 'offline';
    default:
      return 'unknown';
  }
}

/** Label printer drivers take their language raw; everything else only gets PDF, and only if it can. */
function formatsOf(printer: Win32Printer, pdf: boolean): DocumentFormat[] {
  const words = `${printer.Name ?? ''} ${printer.DriverName ?? ''}`;
  if (/epl|eltron|2844/i.test(words) && !/zpl/i.test(words)) return ['epl'];
  if (/zdesigner|zebra|zpl/i.test(words) || /generic.*text only/i.test(words)) return ['zpl'];
  return pdf ? ['pdf'] : [];
}

export function parseWindowsPrinters(json: string, pdf = false): SystemPrinter[] {
  if (!json.trim()) return [];
  const parsed = JSON.parse(json) as Win32Printer | Win32Printer[];
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list
    .filter((printer): printer is Win32Printer & { Name: string } => typeof printer.Name === 'string')
    .map((printer) => {
      const state = stateOf(printer);
      return {
        backend: 'windows' as const,
        name: printer.Name,
        label: printer.Name,
        isDefault: printer.Default === true,
        state,
        problems: state === 'offline' ? ['unreachable' as const] : [],
        formats: formatsOf(printer, pdf),
        ...(printer.DriverName ? { driver: printer.DriverName } : {}),
      };
    });
}

export interface WindowsOptions {
  run: CommandRunner;
  /** Folder for the script and the job files; the system temp folder by default. */
  workDir?: string;
}

/**
 * The Windows spooler through PowerShell, which every supported Windows has: no native module to build.
 * Raw ZPL/EPL only: a PDF needs rendering for the printer's driver, which this back-end does not do, so here
 * Windows printers do not list PDF and a PDF is refused before it is queued. The desktop app prints PDFs to them
 * through Chromium instead (electron/main/adapters/electron-pdf-printing.ts).
 */
export function createWindowsBackend(options: WindowsOptions): PrintBackend {
  let scriptPath: Promise<string> | undefined;
  const workDir = () => mkdtemp(join(options.workDir ?? tmpdir(), 'seller-desk-print-'));
  const script = () =>
    (scriptPath ??= workDir().then(async (dir) => {
      const file = join(dir, 'raw-print.ps1');
      await writeFile(file, rawPrintScript, 'utf8');
      return file;
    }));

  return {
    id: 'windows',

    async discover() {
      const { command, args } = listCommand();
      try {
        const result = await options.run(command, args, { timeoutMs: 20_000 });
        return result.code === 0 ? parseWindowsPrinters(result.stdout) : [];
      } catch {
        return [];
      }
    },

    async send(target, payload) {
      if (payload.format === 'pdf') {
        throw new PrintDeliveryError(
          'unsupported',
          'PDF documents reach Windows printers only from the desktop app; print them to a folder instead.',
          { delivered: 'none', retryable: false },
        );
      }
      const dir = await workDir();
      const filePath = join(dir, `job-${payload.jobId}.bin`);
      try {
        await writeFile(filePath, payload.bytes);
        const { command, args } = rawPrintCommand({
          scriptPath: await script(),
          printerName: target.name,
          filePath,
          docName: payload.title,
          copies: payload.copies,
        });
        const result = await options.run(command, args, { timeoutMs: 60_000 });
        const answer = parseScriptAnswer(result.stdout);
        if (result.timedOut) {
          throw new PrintDeliveryError('timeout', 'The Windows spooler did not answer in time.', {
            delivered: 'unknown',
            retryable: false,
          });
        }
        if (answer?.ok === true) return { remoteJobId: String(answer.jobId), final: true };
        const stage = answer?.stage ?? 'unknown';
        if (stage === 'open') {
          throw new PrintDeliveryError('notFound', `Windows has no printer "${target.name}".`, {
            delivered: 'none',
            retryable: false,
          });
        }
        throw new PrintDeliveryError(
          'spoolerError',
          `The Windows spooler refused the job at "${stage}" (error ${answer?.error ?? result.code}).`,
          stage === 'start'
            ? { delivered: 'none', retryable: true }
            : { delivered: 'unknown', retryable: false },
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

export function parseScriptAnswer(
  stdout: string,
): { ok: boolean; jobId?: number; stage?: string; error?: number } | null {
  const line = stdout
    .split(/\r?\n/)
    .map((l) => l.trim())
    .reverse()
    .find((l) => l.startsWith('{'));
  if (!line) return null;
  try {
    return JSON.parse(line) as { ok: boolean; jobId?: number; stage?: string; error?: number };
  } catch {
    return null;
  }
}
