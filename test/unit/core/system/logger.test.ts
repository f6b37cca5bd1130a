import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../electron/core/kernel/logger';
import { tempDir } from '../../../helpers/temp-dir';

describe('logger', () => {
  it('writes JSON lines and never the values of secret fields, however deep', () => {
    const file = join(tempDir('sd-log-'), 'logs', 'app.log');
    const log = createLogger({ file });
    log.info('token refreshed', {
      account: 'demo:1',
      access_token: 'eyJhbGciOi.SECRET-A',
      nested: { refreshToken: 'SECRET-B', headers: { Authorization: 'Bearer SECRET-C' } },
      list: [{ client_secret: 'SECRET-D' }],
      code: 'SECRET-E',
    });
    log.debug('below the level');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/SECRET/);
    const lines = text.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      message: 'token refreshed',
      account: 'demo:1',
    });
  });
});
