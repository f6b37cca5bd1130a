import type { EnvironmentKind } from '../../../shared/app-info';

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

export const jsonMediaType = (vendor: string, beta?: number): string =>
  beta === undefined
    ? `application/vnd.${vendor}.public.v1+json`
    : `application/vnd.${vendor}.beta.v${beta}+json`;
