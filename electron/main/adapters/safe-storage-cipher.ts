import { safeStorage } from 'electron';
import { SecretDamagedError } from '../../core/auth/vault-format';
import { AppError } from '../../core/kernel/errors';
import type { SecretCipher } from '../../core/kernel/ports';

const probeText = 'seller-desk-keychain-probe';

/**
 * Secrets through the OS keychain (Keychain, DPAPI, libsecret/kwallet). On Linux without a secret service Electron
 * silently falls back to a fixed password ("basic_text"): refused unless the seller accepted that weaker storage.
 */
export function createSafeStorageCipher(deps: {
  acceptWeak: () => boolean;
  platform?: NodeJS.Platform;
}): SecretCipher {
  const check = (): void => {
    if (!safeStorage.isEncryptionAvailable()) {
      throw new AppError('WEAK_SECRET_STORAGE', 'The system offers no way to encrypt secrets.');
    }
    if (
      (deps.platform ?? process.platform) === 'linux' &&
      safeStorage.getSelectedStorageBackend() === 'basic_text' &&
      !deps.acceptWeak()
    ) {
      throw new AppError(
        'WEAK_SECRET_STORAGE',
        'Only the basic_text secret store is available on this system.',
      );
    }
  };

  /**
   * safeStorage says only "could not decrypt", whether the keychain is locked or the bytes are bad. The keychain
   * decrypting its own fresh probe tells them apart: then the key works and these bytes are not its own (damage);
   * else the keychain is away and the file must stay as it is.
   */
  function decrypt(data: Buffer): string {
    try {
      return safeStorage.decryptString(data);
    } catch (error) {
      let keychainWorks: boolean;
      try {
        keychainWorks = safeStorage.decryptString(safeStorage.encryptString(probeText)) === probeText;
      } catch {
        keychainWorks = false;
      }
      if (keychainWorks) {
        throw new SecretDamagedError('The keychain works but cannot decrypt this secret.', { cause: error });
      }
      throw new AppError('SECRET_STORE_UNAVAILABLE', 'The system keychain cannot decrypt just now.', {
        cause: error,
      });
    }
  }

  // A throw inside the executor becomes a rejection, like every other failure of the port.
  const attempt = <T>(work: () => T): Promise<T> =>
    new Promise((resolve) => {
      check();
      resolve(work());
    });
  return {
    kind: 'safe-storage',
    encrypt: (plain) => attempt(() => safeStorage.encryptString(plain)),
    decrypt: (data) => attempt(() => decrypt(data)),
  };
}
