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
  clientSecret: string;
  /** True where the marketplace accepts a redirect to any loopback port (the demo marketplace). */
  anyCallbackPort: boolean;
}
