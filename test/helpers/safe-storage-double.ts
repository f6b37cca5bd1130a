import { join } from 'node:path';
import { createKeyFileCipher } from '../../electron/core/auth/key-file-cipher';
import { AppError } from '../../electron/core/kernel/errors';
import type { SecretCipher } from '../../electron/core/kernel/ports';

/**
 * A stand-in of the desktop app's safeStorage cipher (which needs the Electron binary): kind 'safe-storage', its own
 * key in `keyDir`, and Electron's `v11` prefix on what it writes, as safeStorage writes on Linux. `available: false`
 * makes it a keychain that is away: every call fails as a locked keychain does, never as damage.
 */
export function safeStorageDouble(keyDir: string): SecretCipher & { available: boolean } {
  const inner = createKeyFileCipher(join(keyDir, 'keychain-double.key'));
  const away = () =>
    Promise.reject(new AppError('SECRET_STORE_UNAVAILABLE', 'The system keychain cannot decrypt just now.'));
  const double = {
    kind: 'safe-storage' as const,
    available: true,
    async encrypt(plain: string) {
      if (!double.available) return away();
      return Buffer.concat([Buffer.from('v11'), await inner.encrypt(plain)]);
    },
    decrypt(data: Buffer) {
      if (!double.available) return away();
      return inner.decrypt(data.subarray(3));
    },
  };
  return double;
}
