import { deliveryMethods } from '../data/delivery';
import { json, type Route } from '../http/route';
import type { World } from '../world';

/** GET /sale/delivery-methods: every method a price list can use, with its constraints. */
export function deliveryMethodRoutes(world: World): Route[] {
  const list = () =>
    deliveryMethods.map((m) => ({
      id: m.id,
      name: m.name,
      marketplaces: [`${world.vendor}-pl`],
      paymentPolicy: 'IN_ADVANCE',
      serviceEndorsed: m.carrierId !== null && m.name.startsWith('Allegro'),
      shippingRatesConstraints: {
        allowed: true,
        maxQuantityPerPackage: { max: m.kind === 'APM' ? 10 : 100 },
        maxPackageWeight: {
          supported: m.kind !== 'SELF',
          min: '0.01',
          max: m.kind === 'APM' ? '25.00' : m.price[0] > 50 ? '1000.00' : '31.50',
          unit: 'KILOGRAM',
        },
        firstItemRate: { min: '0.00', max: '100000.00', currency: 'PLN' },
        nextItemRate: { min: '0.00', max: '100000.00', currency: 'PLN' },
        shippingTime: {
          default: { from: m.kind === 'SELF' ? 'PT0S' : 'PT24H', to: m.kind === 'SELF' ? 'PT0S' : 'PT48H' },
          customizable: m.kind === 'DOOR',
        },
      },
    }));
  return [
    {
      method: 'GET',
      path: '/sale/delivery-methods',
      auth: 'any',
      handle: () => json(200, { deliveryMethods: list() }),
    },
  ];
}
