import { join } from 'node:path';
import type { SecretCipher } from '../kernel/ports';

export type CipherKind = SecretCipher['kind'];

/**
 * Thrown by a SecretCipher's decrypt when the bytes fail authentication with the right key: the only failure that
 * makes a vault "damaged". Anything else (a keychain that is locked or away) is a failure to retry later.
 */
export class SecretDamagedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SecretDamagedError';
  }
}

/** The file of one cipher: the desktop app and the command line never write each other's. */
export const vaultFileOf = (dataDir: string, kind: CipherKind): string =>
  join(dataDir, `secrets.${kind}.vault`);

/** The single file of older versions, written by whichever cipher came first. */
export const legacyVaultFileOf = (dataDir: string): string => join(dataDir, 'secrets.vault');

export const vaultFormatVersion = 2;
const magic = 'seller-desk-vault';
const headerPattern = /^seller-desk-vault\/(\d+) ([a-z-]+)$/;
const headerMax = 64;

/** A plain first line, `seller-desk-vault/2 key-file`, so anyone can tell whose file it is without a key. */
export function withHeader(kind: CipherKind, body: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${magic}/${vaultFormatVersion} ${kind}\n`, 'ascii'), body]);
}

export type ParsedVault =
  { ok: true; kind: string; version: number; body: Buffer } | { ok: false; why: string };

export function parseHeader(data: Buffer): ParsedVault {
  const end = data.subarray(0, headerMax).indexOf(0x0a);
  if (end < 0) return { ok: false, why: 'it has no Seller Desk vault header' };
  const match = headerPattern.exec(data.subarray(0, end).toString('latin1'));
  if (!match) return { ok: false, why: 'its header is not a Seller Desk vault header' };
  return { ok: true, version: Number(match[1]), kind: match[2]!, body: data.subarray(end + 1) };
}

/** DPAPI's blob header: version 1 and the provider GUID df9d8cd0-1501-11d1-8c7a-00c04fc297eb, little-endian. */
const dpapiHeader = Buffer.from('01000000d08c9ddf0115d1118c7a00c04fc297eb', 'hex');

/**
 * Whose an old `secrets.vault` (no header) is, from its bytes: Electron's safeStorage writes `v10`/`v11` before its
 * AES data (Linux, macOS, newer Windows) or a bare DPAPI blob (older Windows); the key file writes 1, a 12-byte IV
 * and a 16-byte tag. DPAPI is checked first, since it starts with 1 too. Null: neither could have written it.
 */
export function legacyOwner(data: Buffer): CipherKind | null {
  if (data.length > dpapiHeader.length && data.subarray(0, dpapiHeader.length).equals(dpapiHeader)) {
    return 'safe-storage';
  }
  const prefix = data.subarray(0, 3).toString('latin1');
  if (data.length > 3 && (prefix === 'v10' || prefix === 'v11')) return 'safe-storage';
  if (data.length >= 29 && data[0] === 1) return 'key-file';
  return null;
}
