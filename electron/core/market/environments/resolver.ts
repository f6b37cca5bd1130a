import type { EnvironmentKind } from '../../../../shared/app-info';
import type { Settings } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';
import type { ApiGeneration } from '../../../../shared/settings';
import {
  environments,
  fixedGeneration,
  requireSecureAddresses,
  type MarketEnvironment,
  type ShippingFamily,
} from './environments';
import type { TokenVault } from '../../auth/token-vault';
import type { DemoRuntime } from './demo-runtime';

export interface BuildClients {
  [environment: string]: { clientId?: string; clientSecret?: string };
}

declare const __SELLER_DESK_CLIENTS__: BuildClients | undefined;

/**
 * Client credentials baked in at build time from SELLER_DESK_<ENV>_CLIENT_ID / _CLIENT_SECRET (see
 * electron.vite.config.ts). Empty when running from the sources; never committed.
 */
export const buildTimeClients: BuildClients =
  typeof __SELLER_DESK_CLIENTS__ === 'undefined' ? {} : __SELLER_DESK_CLIENTS__;

export const demoClient = { clientId: 'demo-client', clientSecret: 'demo-secret' };

const envPrefix: Partial<Record<EnvironmentKind, string>> = {
  allegro: 'SELLER_DESK_ALLEGRO',
  'allegro-sandbox': 'SELLER_DESK_ALLEGRO_SANDBOX',
  custom: 'SELLER_DESK_CUSTOM',
};

export interface EnvironmentResolver {
  resolve(kind: EnvironmentKind): Promise<MarketEnvironment>;
  /** The generation the environment speaks, without starting anything (the screens choose what to show by it). */
  generationOf(kind: EnvironmentKind): ApiGeneration;
  /**
   * The host the environment's marketplace answers at (`api.allegro.pl`, `127.0.0.1:4321`), without starting
   * anything; null for the Demo environment, whose marketplace this installation runs, and a Custom one not set up.
   */
  hostOf(kind: EnvironmentKind): string | null;
}

/**
 * Turns an environment name into addresses and credentials. Client IDs come from settings, then the process
 * environment, then the build; secrets from the vault, then the process environment, then the build.
 */
export function createEnvironmentResolver(deps: {
  settings: () => Settings;
  vault: TokenVault;
  demo: DemoRuntime;
  env?: NodeJS.ProcessEnv;
  /** The family the Demo environment speaks under `documents` (its marketplace serves both). */
  demoShippingFamily?: ShippingFamily;
  /** The generation the Demo environment and its marketplace speak (default `documents`). */
  demoApi?: ApiGeneration;
  /** The credentials built into the app (default: those of this build). */
  builtIn?: BuildClients;
}): EnvironmentResolver {
  const env = deps.env ?? process.env;
  const builtIn = deps.builtIn ?? buildTimeClients;
  const generationOf = (kind: EnvironmentKind): ApiGeneration =>
    kind === 'demo'
      ? (deps.demoApi ?? 'documents')
      : kind === 'custom'
        ? (deps.settings().customEnvironment?.api ?? 'documents')
        : (fixedGeneration[kind] ?? '2026');
  const hostOf = (kind: EnvironmentKind): string | null => {
    const address =
      kind === 'custom'
        ? deps.settings().customEnvironment?.apiUrl
        : environments.find((e) => e.id === kind)?.apiUrl;
    if (!address) return null;
    try {
      return new URL(address).host;
    } catch {
      return null;
    }
  };
  return {
    generationOf,
    hostOf,
    async resolve(kind) {
      const info = environments.find((e) => e.id === kind);
      if (!info) throw new AppError('VALIDATION_FAILED', `Unknown environment ${kind}`);
      if (kind === 'demo') {
        const url = await deps.demo.url();
        const api = generationOf(kind);
        return {
          kind,
          name: info.name,
          apiUrl: url,
          authUrl: `${url}/auth/oauth`,
          vendor: 'allegro',
          // The 2026 marketplace has no /parcel-management any more.
          shippingFamily:
            api === '2026' ? 'shipment-management' : (deps.demoShippingFamily ?? 'parcel-management'),
          api,
          ...demoClient,
          // The Demo marketplace runs for this installation alone: its one client is nobody else's.
          clientOwner: 'seller',
          anyCallbackPort: true,
        };
      }
      const settings = deps.settings();
      const prefix = envPrefix[kind]!;
      const ownClientId = settings.clientIds[kind] || env[`${prefix}_CLIENT_ID`];
      const clientId = ownClientId || builtIn[kind]?.clientId;
      const clientOwner = ownClientId ? 'seller' : 'shared';
      const clientSecret =
        (await deps.vault.readClientSecret(kind)) ||
        env[`${prefix}_CLIENT_SECRET`] ||
        builtIn[kind]?.clientSecret;
      if (!clientId || !clientSecret) {
        throw new AppError('NOT_CONFIGURED', `No client ID and secret for ${info.name}.`);
      }
      if (kind === 'custom') {
        const custom = settings.customEnvironment;
        if (!custom) throw new AppError('NOT_CONFIGURED', 'The custom environment has no addresses yet.');
        requireSecureAddresses(custom);
        return {
          kind,
          name: info.name,
          apiUrl: custom.apiUrl.replace(/\/+$/, ''),
          authUrl: custom.authUrl.replace(/\/+$/, ''),
          vendor: custom.vendor,
          shippingFamily: custom.shippingFamily,
          api: generationOf(kind),
          clientId,
          clientOwner,
          clientSecret,
          anyCallbackPort: false,
        };
      }
      return {
        kind,
        name: info.name,
        apiUrl: info.apiUrl!,
        authUrl: info.authUrl!,
        vendor: 'allegro',
        shippingFamily: 'shipment-management',
        api: generationOf(kind),
        clientId,
        clientOwner,
        clientSecret,
        anyCallbackPort: false,
      };
    },
  };
}
