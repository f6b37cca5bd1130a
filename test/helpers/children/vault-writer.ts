/**
 * A Seller Desk process writing the token vault of a data folder as the command line does: COUNT read-modify-writes,
 * a few at a time, each under an account id of its own (`<prefix>:<n>`). Prints `done` when all are committed.
 */
import { join } from 'node:path';
import { createKeyFileCipher } from '../../../electron/core/auth/key-file-cipher';
import { createTokenVault } from '../../../electron/core/auth/token-vault';
import { silentLogger } from '../../../electron/core/kernel/logger';

const [dataDir, prefix, countText] = process.argv.slice(2);
const vault = createTokenVault({
  dataDir: dataDir!,
  cipher: createKeyFileCipher(join(dataDir!, 'secret.key')),
  logger: silentLogger,
});
const count = Number(countText);
for (let n = 0; n < count; n += 4) {
  await Promise.all(
    [n, n + 1, n + 2, n + 3]
      .filter((i) => i < count)
      .map((i) =>
        vault.write(`${prefix}:${i}`, {
          accessToken: `${prefix}-${i}`,
          accessExpiresAt: 1,
          refreshToken: `r-${prefix}-${i}`,
          refreshExpiresAt: 2,
          obtainedAt: 0,
        }),
      ),
  );
}
process.stdout.write('done\n');
