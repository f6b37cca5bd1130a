import { expect, vi } from 'vitest';
import type { Core } from '../../electron/core/compose';
import type { DemoMarket, DemoMarketOptions } from '../../electron/demo-market';
import type { ShipResult } from '../../shared/shipping';
import { signedInCore } from './core';
import { startTestMarket } from './demo-market';
import { shipsAsIs } from './shippable';
import { builtinPrinterId, useProfile } from './printing';

export interface OrderLike {
  id: string;
  buyer: {
    email: string;
    firstName: string;
    lastName: string;
    phone: string;
    address: { street: string; postCode: string; city: string };
  };
  delivery: { pickupPoint: { id: string } | null };
}

export const SENDER = {
  name: 'Sklep Demo Anna Kowalska',
  street: 'ul. Półwiejska 12',
  postCode: '61-888',
  city: 'Poznań',
  phone: '600700800',
  email: 'sklep-demo@demo-market.local',
};

/** A demo marketplace whose parcel commands finish at once, so a test waits for the app and not for the carrier. */
export async function startParcelMarket(options: DemoMarketOptions = {}): Promise<DemoMarket> {
  const market = await startTestMarket(options);
  market.control.setParcelCommandSeconds({ seconds: 0 });
  return market;
}

/** Labels go to the folder printer and print by themselves, so a parcel's label needs no printer of the test's. */
export async function labelsToFolder(core: Core): Promise<void> {
  useProfile(core.printing, 'label', { printerId: await builtinPrinterId(core.printing), autoPrint: true });
}

/**
 * A parcel marketplace with the orders `seed` adds, and a core signed in to it, started, its first sync done and its
 * labels sent to the folder printer. The test closes both.
 */
export async function startedPackingCore(
  seed: (market: DemoMarket) => void,
): Promise<{ market: DemoMarket; core: Core; accountId: string }> {
  const market = await startParcelMarket();
  seed(market);
  const { core, accountId } = await signedInCore({ url: market.url });
  core.start();
  await vi.waitFor(() => expect(core.sync.status().accounts[0]?.firstSyncDone).toBe(true), {
    timeout: 60_000,
    interval: 100,
  });
  await labelsToFolder(core);
  return { market, core, accountId };
}

/** A paid order with a valid buyer address, ready to ship (paid online unless told otherwise). */
export function shippableOrder(
  market: DemoMarket,
  methodId?: string,
  paymentType: 'ONLINE' | 'CASH_ON_DELIVERY' = 'ONLINE',
): OrderLike {
  for (;;) {
    const summary = market.control.addOrder({ stage: 'READY_FOR_PROCESSING', methodId, paymentType });
    const order = market.control.order({ id: summary.id }) as unknown as OrderLike;
    if (shipsAsIs(order)) return order;
  }
}

/** A `/parcel-management` create input for an order (DPD courier by default). */
export function parcelInput(order: OrderLike, overrides: Record<string, unknown> = {}) {
  const b = order.buyer;
  return {
    serviceId: 1002,
    receiver: {
      name: `${b.firstName} ${b.lastName}`,
      address: {
        street: b.address.street,
        postCode: b.address.postCode,
        city: b.address.city,
        countryCode: 'PL',
      },
      email: b.email,
      phone: b.phone,
      pointId: order.delivery.pickupPoint?.id ?? null,
    },
    pickup: {
      name: SENDER.name,
      address: { street: SENDER.street, postCode: SENDER.postCode, city: SENDER.city, countryCode: 'PL' },
      email: SENDER.email,
      phone: SENDER.phone,
    },
    items: [
      {
        weight: { value: 1.2, unit: 'KILOGRAM' },
        dimensions: {
          height: { value: 10, unit: 'CENTIMETER' },
          width: { value: 20, unit: 'CENTIMETER' },
          depth: { value: 30, unit: 'CENTIMETER' },
        },
        description: 'Kubki',
        value: { amount: '50.00', currency: 'PLN' },
      },
    ],
    type: 'PACKAGE',
    label: { fileFormat: 'PDF', referenceNumber: order.id },
    ...overrides,
  };
}

/** A `/shipment-management` create input for an order (DPD courier by default). */
export function shipmentInput(order: OrderLike, overrides: Record<string, unknown> = {}) {
  const b = order.buyer;
  return {
    deliveryMethodId: '7203cb90-864c-4cab-b0f3-a5f04a19e6c2',
    sender: { ...SENDER, postalCode: SENDER.postCode, countryCode: 'PL' },
    receiver: {
      name: `${b.firstName} ${b.lastName}`,
      street: b.address.street,
      postalCode: b.address.postCode,
      city: b.address.city,
      countryCode: 'PL',
      email: b.email,
      phone: b.phone,
    },
    referenceNumber: order.id,
    packages: [
      {
        type: 'PACKAGE',
        length: { value: 30, unit: 'CENTIMETER' },
        width: { value: 20, unit: 'CENTIMETER' },
        height: { value: 10, unit: 'CENTIMETER' },
        weight: { value: 1.2, unit: 'KILOGRAMS' },
      },
    ],
    labelFormat: 'PDF',
    ...overrides,
  };
}

/** The parcel of a ship call that must have made one; anything else fails the test with what came back. */
export function shipped(result: ShipResult) {
  if (result.status !== 'shipped') throw new Error(`expected shipped, got ${JSON.stringify(result)}`);
  return result.shipment;
}
