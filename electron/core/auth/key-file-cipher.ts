import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SecretCipher } from '../kernel/ports';
import { SecretDamagedError } from './vault-format';

/**
 * The SecretCipher of the command line and the web host, where Electron's safeStorage does not exist: AES-256-GCM
 * with a random key kept in a file only this user can read (0600). It protects the vault as well as the OS account
 * does, no more; the desktop app uses the OS keychain instead.
 */
export function createKeyFileCipher(keyFile: string): SecretCipher {
  const key = loadOrCreateKey(keyFile);
  return {
    kind: 'key-file',
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Promise.resolve(Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), body]));
    },
    decrypt(data) {
      if (data.length < 29 || data[0] !== 1) {
        return Promise.reject(new SecretDamagedError('Not the key file cipher format.'));
      }
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(1, 13));
      decipher.setAuthTag(data.subarray(13, 29));
      try {
        return Promise.resolve(
          Buffer.concat([decipher.update(data.subarray(29)), decipher.final()]).toString('utf8'),
        );
      } catch (error) {
        // The key is in hand, so a failing GCM tag can only mean other bytes or another key: damage.
        return Promise.reject(new SecretDamagedError('The secret failed authentication.', { cause: error }));
      }
    },
  };
}

function loadOrCreateKey(keyFile: string): Buffer {
  if (existsSync(keyFile)) {
    const key = readFileSync(keyFile);
    if (key.length === 32) return key;
    throw new Error(`The key file ${keyFile} is damaged; move it aside and sign in again.`);
  }
  mkdirSync(dirname(keyFile), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(keyFile, key, { mode: 0o600, flag: 'wx' });
  chmodSync(keyFile, 0o600);
  return key;
}
