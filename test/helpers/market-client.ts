import type { MarketEnvironment } from '../../electron/core/market/environments/environments';

/** A marketplace environment whose API and sign-in both live at `origin` (a local test server). */
export const environmentAt = (origin: string): MarketEnvironment => ({
  kind: 'allegro',
  name: 'Test',
  apiUrl: origin,
  authUrl: `${origin}/auth/oauth`,
  vendor: 'allegro',
  shippingFamily: 'shipment-management',
  api: 'documents',
  clientId: 'c',
  clientOwner: 'seller',
  clientSecret: 's',
  anyCallbackPort: false,
});
