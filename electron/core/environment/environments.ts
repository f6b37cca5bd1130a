import type { EnvironmentInfo, EnvironmentKind } from '../../../shared/app-info';

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
  clientId: string;
  /** Whose Client ID it is: the seller's own (settings, the process environment, the Demo marketplace's) or one
   * built into the app and shared by every installation. It sets this installation's share of its limit. */
  clientOwner: ClientOwner;
  clientSecret: string;
  /** True where the marketplace accepts a redirect to any loopback port (the demo marketplace). */
  anyCallbackPort: boolean;
}
