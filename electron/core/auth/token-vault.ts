import { closeSync, existsSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { mkdir, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AppError } from '../kernel/errors';
import type { Logger, SecretCipher } from '../kernel/ports';
import {
  legacyOwner,
  legacyVaultFileOf,
  parseHeader,
  SecretDamagedError,
  vaultFileOf,
  vaultFormatVersion,
  withHeader,
  type CipherKind,
} from './vault-format';
import { processWideLock } from './vault-lock';

export { withLockFile } from './vault-lock';

export interface TokenPair {
  accessToken: string;
  /** Epoch ms from the access token's `exp`. */
  accessExpiresAt: number;
  refreshToken: string;
  /** Epoch ms: the refresh token's own `exp` when it has one, else its issue time plus the documented 3 months. */
  refreshExpiresAt: number;
  obtainedAt: number;
}

/** A damaged vault this cipher set aside: where the copy is, and when, so accounts can say why they lost tokens. */
export interface VaultDamage {
  aside: string;
  at: number;
}

interface VaultFile {
  version: 1;
  tokens: Record<string, TokenPair>;
  clientSecrets: Record<string, string>;
  damage?: VaultDamage;
}

const emptyVault = (): VaultFile => ({ version: 1, tokens: {}, clientSecrets: {} });

export interface TokenVault {
  /** This cipher's own file. */
  readonly file: string;
  readonly cipherKind: CipherKind;
  /** Rejects with SECRET_STORE_UNAVAILABLE (or WEAK_SECRET_STORAGE) when the keychain cannot decrypt just now. */
  read(accountId: string): Promise<TokenPair | null>;
  /** Committed to disk (fsync + rename) before it resolves: a new pair is never used before it is stored. */
  write(accountId: string, pair: TokenPair): Promise<void>;
  remove(accountId: string): Promise<void>;
  readClientSecret(environment: string): Promise<string | null>;
  writeClientSecret(environment: string, secret: string | null): Promise<void>;
  /** The last damaged file set aside, if any. */
  damage(): Promise<VaultDamage | null>;
  /** Runs `fn` holding a lock shared with every Seller Desk process on this data folder; re-entrant. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

/** A file of this cipher that failed authentication (or is not a vault at all): set aside, never deleted. */
class Damaged extends Error {
  constructor(
    readonly source: string,
    cause: unknown,
  ) {
    super(`${source} is damaged`, { cause });
  }
}

interface Loaded {
  vault: VaultFile;
  /** Read from the old single file: the next save moves it into this cipher's own file. */
  legacy: boolean;
  /** A damaged file was set aside: the empty vault that replaces it must be saved. */
  dirty: boolean;
}

/**
 * Tokens and client secrets, encrypted beside the database and never inside it: the cache can be deleted and
 * rebuilt, and nothing that reads the cache (exports, bug reports) ever sees a token. One file per cipher, so the
 * desktop app (OS keychain) and the command line (key file) on one data folder never read, move or overwrite each
 * other's sessions. Every read-modify-write holds the lock file shared by all processes.
 */
export function createTokenVault(options: {
  dataDir: string;
  cipher: SecretCipher;
  logger: Logger;
  /** The core's clock, for when a damaged file was set aside (compared with sign-in times). */
  now?: () => number;
}): TokenVault {
  const { cipher, logger } = options;
  const now = options.now ?? Date.now;
  const file = vaultFileOf(options.dataDir, cipher.kind);
  const legacyFile = legacyVaultFileOf(options.dataDir);
  const locked = processWideLock(`${legacyFile}.lock`);

  async function bytesOf(path: string): Promise<Buffer | null> {
    try {
      return await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async function decode(body: Buffer, source: string): Promise<VaultFile> {
    let plain: string;
    try {
      plain = await cipher.decrypt(body);
    } catch (error) {
      if (error instanceof SecretDamagedError) throw new Damaged(source, error);
      if (error instanceof AppError) throw error;
      throw new AppError(
        'SECRET_STORE_UNAVAILABLE',
        `The ${cipher.kind} secret store could not open ${source} just now; it was left as it is and nobody was signed out.`,
        { cause: error },
      );
    }
    let parsed: VaultFile;
    try {
      parsed = JSON.parse(plain) as VaultFile;
    } catch (error) {
      throw new Damaged(source, error);
    }
    if (parsed.version !== 1) {
      throw new AppError('SECRET_STORE_UNAVAILABLE', `${source} holds vault data of a newer Seller Desk.`);
    }
    return { ...emptyVault(), ...parsed };
  }

  /** Reads without changing any file: safe outside the lock, since every save is an atomic rename. */
  async function load(): Promise<Loaded> {
    const own = await bytesOf(file);
    if (own) {
      const parsed = parseHeader(own);
      if (!parsed.ok) throw new Damaged(file, new Error(`${file}: ${parsed.why}`));
      if (parsed.kind !== cipher.kind || parsed.version > vaultFormatVersion) {
        // Copied here by hand, or from a newer version: not ours to judge or to move.
        throw new AppError(
          'SECRET_STORE_UNAVAILABLE',
          `${file} was written by the ${parsed.kind} cipher, format ${parsed.version}; it was left as it is.`,
        );
      }
      return { vault: await decode(parsed.body, file), legacy: false, dirty: false };
    }
    const old = await bytesOf(legacyFile);
    if (old && legacyOwner(old) === cipher.kind) {
      return { vault: await decode(old, legacyFile), legacy: true, dirty: false };
    }
    return { vault: emptyVault(), legacy: false, dirty: false };
  }

  /** Under the lock: a damaged file is renamed aside (kept for the seller) and replaced by an empty vault. */
  async function loadLocked(): Promise<Loaded> {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof Damaged)) throw error;
      const at = now();
      const aside = `${error.source}.damaged-${Date.now()}`;
      await rename(error.source, aside);
      logger.error('token vault is damaged: kept aside, its accounts need to sign in again', {
        aside,
        error: error.cause,
      });
      return { vault: { ...emptyVault(), damage: { aside, at } }, legacy: false, dirty: true };
    }
  }

  async function save(loaded: Loaded): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const data = withHeader(cipher.kind, await cipher.encrypt(JSON.stringify(loaded.vault)));
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    if (loaded.legacy && existsSync(legacyFile)) {
      // Its contents now live in this cipher's file; the old one would only hold spent refresh tokens.
      await unlink(legacyFile);
      logger.info('token vault moved into its own file', { from: legacyFile, to: file });
    }
    syncDirectory(dirname(file));
  }

  async function snapshot(): Promise<VaultFile> {
    try {
      return (await load()).vault;
    } catch (error) {
      if (!(error instanceof Damaged)) throw error;
      return locked(async () => {
        const loaded = await loadLocked();
        if (loaded.dirty) await save(loaded);
        return loaded.vault;
      });
    }
  }

  const update = (change: (vault: VaultFile) => void): Promise<void> =>
    locked(async () => {
      const loaded = await loadLocked();
      change(loaded.vault);
      await save(loaded);
    });

  return {
    file,
    cipherKind: cipher.kind,
    read: async (accountId) => (await snapshot()).tokens[accountId] ?? null,
    write: (accountId, pair) =>
      update((vault) => {
        vault.tokens[accountId] = pair;
      }),
    remove: (accountId) =>
      update((vault) => {
        delete vault.tokens[accountId];
      }),
    readClientSecret: async (environment) => (await snapshot()).clientSecrets[environment] ?? null,
    writeClientSecret: (environment, secret) =>
      update((vault) => {
        if (secret === null) delete vault.clientSecrets[environment];
        else vault.clientSecrets[environment] = secret;
      }),
    damage: async () => (await snapshot()).damage ?? null,
    withLock: locked,
  };
}

function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not every platform can fsync a directory (Windows); the rename itself is still atomic there.
  }
}
