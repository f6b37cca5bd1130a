import type { Settings } from '../../shared/settings';

/** Encrypts secrets at rest: Electron's safeStorage in the app, a user-only key file elsewhere. */
export interface SecretCipher {
  readonly kind: string;
  encrypt(plain: string): Promise<Buffer>;
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

export interface Notifier {
  notify(title: string, body: string): void;
}

export interface Clock {
  now(): number;
}

export interface Paths {
  dataDir: string;
}

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const systemClock: Clock = { now: () => Date.now() };
