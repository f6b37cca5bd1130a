import { describe, expect, it } from 'vitest';
import { coreWithDemo } from '../../helpers/core';

const custom = (apiUrl: string) => ({
  apiUrl,
  authUrl: `${apiUrl}/auth/oauth`,
  vendor: 'allegro',
  shippingFamily: 'shipment-management' as const,
  api: 'documents' as const,
});

describe('setting a Custom environment', () => {
  it('refuses plain http to a remote host, and saves nothing of it', async () => {
    const core = coreWithDemo({ url: 'http://127.0.0.1:1' });
    await expect(
      core.accounts.setClient('custom', 'id', 'secret', custom('http://shop.example')),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/must use https/) as unknown,
    });
    expect(core.settings.get().customEnvironment).toBeNull();
    expect(core.settings.get().clientIds.custom ?? '').toBe('');
    await core.close();
  });

  it('accepts plain http to this computer', async () => {
    const core = coreWithDemo({ url: 'http://127.0.0.1:1' });
    await core.accounts.setClient('custom', 'id', 'secret', custom('http://127.0.0.1:8123'));
    expect(core.settings.get().customEnvironment).toMatchObject({ apiUrl: 'http://127.0.0.1:8123' });
    await core.close();
  });
});
