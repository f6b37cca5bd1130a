import type { EnvironmentInfo, EnvironmentKind } from '../../../../shared/app-info';
import { apiGenerations, type ApiGeneration, type CustomEnvironment } from '../../../../shared/settings';
import { AppError } from '../../kernel/errors';

/** The marketplaces Seller Desk can talk to. Demo runs locally; Custom takes its addresses from settings. */
export const environments: EnvironmentInfo[] = [
  {
    id: 'allegro',
    name: 'Allegro',
    apiUrl: 'https://api.allegro.pl',
    authUrl: 'https://allegro.pl/auth/oauth',
  },
  {
    id: 'allegro-sandbox',
    name: 'Allegro Sandbox',
    apiUrl: 'https://api.allegro.pl.allegrosandbox.pl',
    authUrl: 'https://allegro.pl.allegrosandbox.pl/auth/oauth',
  },
  { id: 'demo', name: 'Demo', apiUrl: null, authUrl: null },
  { id: 'custom', name: 'Custom', apiUrl: null, authUrl: null },
];

/**
 * Whose Client ID the requests go under. The marketplace allows 9000 requests a minute per Client ID, for all who
 * use it together: a Client ID the seller registered (README's set-up) is theirs alone, one built into the app is
 * shared by every installation.
 */
export type ClientOwner = 'seller' | 'shared';

export type ShippingFamily = 'parcel-management' | 'shipment-management';

/** Everything the client needs to talk to one marketplace: addresses, media type vendor, credentials. */
export interface MarketEnvironment {
  kind: EnvironmentKind;
  name: string;
  apiUrl: string;
  /** The OAuth base, e.g. https://allegro.pl/auth/oauth (authorize, token and device live under it). */
  authUrl: string;
  /** Media type vendor: application/vnd.{vendor}.public.v1+json */
  vendor: string;
  shippingFamily: ShippingFamily;
  /** The marketplace generation: what it still serves and how (README, "Two generations of the marketplace"). */
  api: ApiGeneration;
  clientId: string;
  /** Whose Client ID it is: the seller's own (settings, the process environment, the Demo marketplace's) or one
   * built into the app and shared by every installation. It sets this installation's share of its limit. */
  clientOwner: ClientOwner;
  clientSecret: string;
  /** True where the marketplace accepts a redirect to any loopback port (the demo marketplace). */
  anyCallbackPort: boolean;
}

/** The generation of each environment with no choice of its own: Allegro's are what Allegro is now. */
export const fixedGeneration: Partial<Record<EnvironmentKind, ApiGeneration>> = {
  allegro: '2026',
  'allegro-sandbox': '2026',
};

/** The Demo environment's generation: `documents` unless SELLER_DESK_DEMO_API says `2026`. */
export function demoGenerationOf(env: NodeJS.ProcessEnv): ApiGeneration {
  const given = env.SELLER_DESK_DEMO_API;
  if (given === undefined || given === '') return 'documents';
  if (!(apiGenerations as readonly string[]).includes(given)) {
    throw new Error(`SELLER_DESK_DEMO_API must be ${apiGenerations.join(' or ')}, not ${given}`);
  }
  return given as ApiGeneration;
}

/** Hosts that never leave this computer: plain http to them carries nothing across a network. */
const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * A Custom environment's addresses carry the client secret, the authorization code and every token: https only,
 * except to this computer itself (a demo marketplace, a local test server). Checked where the addresses are saved
 * and again where they are used, since settings can also arrive from an older version or a hand-edited file.
 */
export function requireSecureAddresses(custom: Pick<CustomEnvironment, 'apiUrl' | 'authUrl'>): void {
  for (const [field, address] of [
    ['API address', custom.apiUrl],
    ['sign-in address', custom.authUrl],
  ] as const) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new AppError(
        'VALIDATION_FAILED',
        `The Custom environment's ${field} ${address} is not an address.`,
      );
    }
    if (url.protocol === 'https:') continue;
    if (url.protocol === 'http:' && loopbackHosts.has(url.hostname.toLowerCase())) continue;
    throw new AppError(
      'VALIDATION_FAILED',
      `The Custom environment's ${field} ${address} must use https:// (plain http:// only to 127.0.0.1, ::1 or localhost).`,
    );
  }
}
