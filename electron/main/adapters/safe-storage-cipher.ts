import { safeStorage } from 'electron';
import { AppError } from '../../core/kernel/errors';
import type { SecretCipher } from '../../core/kernel/ports';

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
  // A throw inside the executor becomes a rejection, like every other failure of the port.
  const attempt = <T>(work: () => T): Promise<T> =>
    new Promise((resolve) => {
      check();
      resolve(work());
    });
  return {
    kind: 'safe-storage',
    encrypt: (plain) => attempt(() => safeStorage.encryptString(plain)),
    decrypt: (data) => attempt(() => safeStorage.decryptString(data)),
  };
}
