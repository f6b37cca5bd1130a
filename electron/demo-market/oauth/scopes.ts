/** Every scope the marketplace knows, named for the vendor (`allegro:api:orders:read`). */
export function allScopes(vendor: string): string[] {
  return [
    'orders:read',
    'orders:write',
    'sale:offers:read',
    'sale:offers:write',
    'sale:settings:read',
    'sale:settings:write',
    'ratings',
    'profile:read',
    'profile:write',
    'shipments:read',
    'shipments:write',
    'billing:read',
    'payments:read',
    'payments:write',
    'messaging',
    'disputes',
    'campaigns',
    'bids',
    'ads',
    'fulfillment:read',
    'fulfillment:write',
    'affiliate:read',
  ].map((s) => `${vendor}:api:${s}`);
}
