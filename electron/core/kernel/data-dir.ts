import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const productName = 'Seller Desk';

export interface DataDirInput {
  /** `--data-dir DIR` from the command line, if given. */
  flag?: string | undefined;
  env?: NodeJS.ProcessEnv;
  platform?: NodeJS.Platform;
  home?: string;
}

/**
 * The data folder: `--data-dir`, then `SELLER_DESK_DATA_DIR`, then where Electron keeps `userData` for an app
 * named "Seller Desk" on this OS, so the desktop app and the command line find the same folder.
 */
export function resolveDataDir(input: DataDirInput = {}): string {
  const env = input.env ?? process.env;
  if (input.flag) return resolve(input.flag);
  if (env.SELLER_DESK_DATA_DIR) return resolve(env.SELLER_DESK_DATA_DIR);
  return defaultDataDir(input.platform ?? process.platform, env, input.home ?? homedir());
}

export function defaultDataDir(platform: NodeJS.Platform, env: NodeJS.ProcessEnv, home: string): string {
  switch (platform) {
    case 'win32':
      return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), productName);
    case 'darwin':
      return join(home, 'Library', 'Application Support', productName);
    default:
      return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), productName);
  }
}
