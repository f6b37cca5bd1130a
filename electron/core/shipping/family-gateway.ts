import type { MarketClient } from '../market/client';
import type { ShippingGateway } from './gateway';
import { createParcelGateway } from './parcel-gateway';
import { createShipmentGateway } from './shipment-gateway';

// Apart from gateway.ts, whose helpers both families' gateways use: a gateway choosing between them there would make
// the three files import each other.
export function createGateway(client: MarketClient): ShippingGateway {
  return client.environment.shippingFamily === 'shipment-management'
    ? createShipmentGateway(client)
    : createParcelGateway(client);
}
