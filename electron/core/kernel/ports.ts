import type { Settings } from '../../../shared/settings';
import type {
  PrinterStatus,
  PrintPayload,
  PrintTarget,
  RemoteJobState,
  SendReceipt,
  SystemPrinter,
} from '../printing/types';

/** Encrypts secrets at rest: Electron's safeStorage in the app, a user-only key file elsewhere. */
export interface SecretCipher {
  /** Names the cipher's own vault file: the desktop app and the command line never share one. */
  readonly kind: 'safe-storage' | 'key-file';
  encrypt(plain: string): Promise<Buffer>;
  /** Rejects with auth's SecretDamagedError only when the bytes fail authentication with a working key. */
  decrypt(cipher: Buffer): Promise<string>;
}

/** Persisted settings: electron-store in the app, conf in the command line and the web host. */
export interface SettingsStore {
  get(): Settings;
  set(settings: Settings): void;
}

/** Opens an address in the seller's browser. */
export interface BrowserOpener {
  open(url: string): Promise<void>;
}

export interface Clock {
  now(): number;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * How the core reaches printers: the back-ends (CUPS, the Windows spooler, raw TCP 9100, folders) behind one
 * face. Plain Node builds it with printing/printer-host.ts; the desktop app adds Electron's printer list.
 */
export interface PrinterHost {
  /** Printers the system knows, with their state. Seller-added ones (TCP, folders) are not listed here. */
  listPrinters(): Promise<SystemPrinter[]>;
  /** Hands a job over; throws a PrintDeliveryError that says whether anything may have printed. */
  send(target: PrintTarget, payload: PrintPayload): Promise<SendReceipt>;
  probe(target: PrintTarget): Promise<PrinterStatus>;
  jobState(target: PrintTarget, remoteJobId: string): Promise<RemoteJobState>;
  cancel(target: PrintTarget, remoteJobId: string): Promise<void>;
}
