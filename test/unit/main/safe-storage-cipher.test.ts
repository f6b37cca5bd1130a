import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SecretDamagedError } from '../../../electron/core/auth/vault-format';
import { createFakeElectron, type FakeElectron } from './fake-electron';

const fake = vi.hoisted(() => ({ current: undefined as unknown as FakeElectron }));
vi.mock('electron', () => ({
  get safeStorage() {
    return fake.current.module.safeStorage;
  },
}));

beforeEach(() => {
  fake.current = createFakeElectron();
});

const cipher = async () => {
  const { createSafeStorageCipher } = await import('../../../electron/main/adapters/safe-storage-cipher');
  return createSafeStorageCipher({ acceptWeak: () => false, platform: 'linux' });
};

describe('the safeStorage cipher tells damage from a keychain that is away', () => {
  it('is of kind safe-storage and round-trips through the keychain', async () => {
    const c = await cipher();
    expect(c.kind).toBe('safe-storage');
    expect(await c.decrypt(await c.encrypt('refresh-token'))).toBe('refresh-token');
  });

  it('calls bytes damaged only when the keychain still decrypts its own fresh secret', async () => {
    const c = await cipher();
    const storage = fake.current.module.safeStorage;
    storage.decryptString.mockImplementation((data: Buffer) => {
      const text = data.toString();
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext');
      return text.slice(4);
    });
    await expect(c.decrypt(Buffer.from('garbage'))).rejects.toBeInstanceOf(SecretDamagedError);
  });

  it('reports a keychain that cannot decrypt anything as unavailable, not damaged', async () => {
    const c = await cipher();
    fake.current.module.safeStorage.decryptString.mockImplementation(() => {
      throw new Error('Error while decrypting the ciphertext');
    });
    await expect(c.decrypt(Buffer.from('enc:x'))).rejects.toMatchObject({ code: 'SECRET_STORE_UNAVAILABLE' });
  });

  it('reports no encryption at all as WEAK_SECRET_STORAGE, before touching the bytes', async () => {
    const c = await cipher();
    const storage = fake.current.module.safeStorage;
    storage.isEncryptionAvailable.mockReturnValue(false);
    await expect(c.decrypt(Buffer.from('enc:x'))).rejects.toMatchObject({ code: 'WEAK_SECRET_STORAGE' });
    expect(storage.decryptString).not.toHaveBeenCalled();
  });
});
