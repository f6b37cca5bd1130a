import { accessDenied } from '../http/errors';
import { json, type Route } from '../http/route';
import type { Store } from '../state/store';

export function meRoutes(deps: { store: Store; vendor: string }): Route[] {
  return [
    {
      method: 'GET',
      path: '/me',
      auth: 'user',
      scope: `${deps.vendor}:api:profile:read`,
      handle(ctx) {
        const seller = deps.store.seller(ctx.userId);
        if (!seller) throw accessDenied();
        return json(200, {
          id: seller.id,
          login: seller.login,
          firstName: seller.firstName,
          lastName: seller.lastName,
          email: seller.email,
          baseMarketplace: { id: `${deps.vendor}-pl` },
          company: { name: seller.company?.name ?? null, taxId: seller.company?.taxId ?? null },
          features: seller.features,
        });
      },
    },
  ];
}
