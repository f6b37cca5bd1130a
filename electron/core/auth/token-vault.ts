import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger, SecretCipher } from '../kernel/ports';
import { processAlive } from '../kernel/process-alive';

export interface TokenPair {
  accessToken: string;
  /** Epoch ms from the access token's `exp`. */
  accessExpiresAt: number;
  refreshToken: string;
  /** Epoch ms: the refresh token's own `exp` when it has one, else its issue time plus the documented 3 months. */
  refreshExpiresAt: number;
  obtainedAt: number;
}

interface VaultFile {
  version: 1;
  tokens: Record<string, TokenPair>;
  clientSecrets: Record<string, string>;
}

const emptyVault = (): VaultFile => ({ version: 1, tokens: {}, clientSecrets: {} });

export interface TokenVault {
  readonly file: string;
  read(accountId: string): Promise<TokenPair | null>;
  /** Committed to disk (fsync + rename) before it resolves: a new pair is never used before it is stored. */
  write(accountId: string, pair: TokenPair): Promise<void>;
  remove(accountId: string): Promise<void>;
  readClientSecret(environment: string): Promise<string | null>;
  writeClientSecret(environment: string, secret: string | null): Promise<void>;
  /** Runs `fn` holding a lock shared with every Seller Desk process on this data folder. */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
}

/**
 * Tokens and client secrets, encrypted as one file beside the database and never inside it: the cache can be
 * deleted and rebuilt, and nothing that reads the cache (exports, bug reports) ever sees a token.
 */
export function createTokenVault(options: {
  file: string;
  cipher: SecretCipher;
  logger: Logger;
}): TokenVault {
  const { file, cipher, logger } = options;
  let chain: Promise<unknown> = Promise.resolve();

  /** Vault changes inside this process run one after another; the lock file covers other processes. */
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = chain.then(fn, fn);
    chain = run.catch(() => undefined);
    return run;
  };

  async function load(): Promise<VaultFile> {
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyVault();
      throw error;
    }
    try {
      const parsed = JSON.parse(await cipher.decrypt(data)) as VaultFile;
      if (parsed.version !== 1) throw new Error(`vault version ${String(parsed.version)}`);
      return { ...emptyVault(), ...parsed };
    } catch (error) {
      // An unreadable vault (a new OS keychain, a damaged file) means "signed out", never a crash.
      const aside = `${file}.unreadable-${Date.now()}`;
      await rename(file, aside).catch(() => undefined);
      logger.warn('token vault could not be read; moved aside, accounts need to sign in again', {
        aside,
        error,
      });
      return emptyVault();
    }
  }

  async function save(vault: VaultFile): Promise<void> {
    await mkdir(dirname(file), { recursive: true });
    const data = await cipher.encrypt(JSON.stringify(vault));
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
    syncDirectory(dirname(file));
  }

  const update = (change: (vault: VaultFile) => void): Promise<void> =>
    serial(async () => {
      const vault = await load();
      change(vault);
      await save(vault);
    });

  return {
    file,
    read: (accountId) => serial(async () => (await load()).tokens[accountId] ?? null),
    write: (accountId, pair) =>
      update((vault) => {
        vault.tokens[accountId] = pair;
      }),
    remove: (accountId) =>
      update((vault) => {
        delete vault.tokens[accountId];
      }),
    readClientSecret: (environment) => serial(async () => (await load()).clientSecrets[environment] ?? null),
    writeClientSecret: (environment, secret) =>
      update((vault) => {
        if (secret === null) delete vault.clientSecrets[environment];
        else vault.clientSecrets[environment] = secret;
      }),
    withLock: (fn) => withLockFile(`${file}.lock`, fn),
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

const staleLockMs = 60_000;

/**
 * A lock file created exclusively, holding the owner's pid. A lock whose process is gone, or that is older than a
 * minute (no refresh takes that long), is taken over: a crashed process must not lock the seller out.
 */
export async function withLockFile<T>(lockFile: string, fn: () => Promise<T>, waitMs = 30_000): Promise<T> {
  await mkdir(dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) {
        throw new Error('Another Seller Desk process holds the token lock.', { cause: error });
      }
      if (await isStale(lockFile)) {
        await unlink(lockFile).catch(() => undefined);
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, 10 * 2 ** attempt)));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

async function isStale(lockFile: string): Promise<boolean> {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) return true;
    return Date.now() - (await stat(lockFile)).mtimeMs > staleLockMs;
  } catch {
    return !existsSync(lockFile);
  }
}
