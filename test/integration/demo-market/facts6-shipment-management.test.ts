import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoMarket } from '../../../electron/demo-market';
import { apiClient, signIn, startTestMarket } from '../../helpers/demo-market';
import { pdfInfo } from '../../helpers/documents';
import { shipmentInput, shippableOrder } from '../../helpers/parcels';

interface Status {
  commandId: string;
  status: string;
  errors: { code: string; path: string }[];
  shipmentId?: string | null;
  pickupId?: string | null;
}

let market: DemoMarket;
let api: ReturnType<typeof apiClient>;
beforeAll(async () => {
  market = await startTestMarket();
  api = apiClient(market.url, (await signIn(market.url)).access_token);
});
afterAll(() => market.close());

const OCTETS = { Accept: 'application/octet-stream' };
const INPOST = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';

async function createShipment(input: unknown, commandId?: string): Promise<Status> {
  const post = await api.post('/shipment-management/shipments/create-commands', { commandId, input });
  expect(post.status).toBe(200);
  const echo = (await post.json()) as { commandId: string; input: unknown };
  market.control.advanceClock({ seconds: 2 });
  return api.json<Status>(`/shipment-management/shipments/create-commands/${echo.commandId}`);
}

describe('api-facts 6, /shipment-management: create, details, cancel', () => {
  it('echoes the command with Retry-After, then reports SUCCESS with a shipmentId', async () => {
    const order = shippableOrder(market);
    const commandId = randomUUID();
    const post = await api.post('/shipment-management/shipments/create-commands', {
      commandId,
      input: shipmentInput(order),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('retry-after')).toBe('2');
    expect(((await post.json()) as { commandId: string }).commandId).toBe(commandId);
    expect(
      (await api.json<Status>(`/shipment-management/shipments/create-commands/${commandId}`)).status,
    ).toBe('IN_PROGRESS');
    market.control.advanceClock({ seconds: 2 });
    const done = await api.json<Status>(`/shipment-management/shipments/create-commands/${commandId}`);
    expect(done).toMatchObject({ status: 'SUCCESS', errors: [] });
    const shipment = await api.json<{
      packages: { waybill: string }[];
      labelFormat: string;
      receiver: { postalCode: string };
    }>(`/shipment-management/shipments/${done.shipmentId!}`);
    expect(shipment.packages[0]!.waybill).toMatch(/^1000\d{9}U$/);
    expect(shipment.receiver.postalCode).toBe(order.buyer.address.postCode);
    expect(market.control.parcelsOfOrder({ orderId: order.id })[0]!.id).toBe(done.shipmentId);
  });

  it('generates a command id when none is sent; a reused one is refused', async () => {
    const order = shippableOrder(market);
    const post = await api.post('/shipment-management/shipments/create-commands', {
      input: shipmentInput(order),
    });
    const { commandId } = (await post.json()) as { commandId: string };
    expect(commandId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await api.post('/shipment-management/shipments/create-commands', {
      commandId,
      input: shipmentInput(order),
    });
    expect(again.status).toBe(400);
  });

  it('validates like the parcel family: a street without a building number is a VALIDATION_ERROR', async () => {
    const input = shipmentInput(shippableOrder(market));
    const receiver = { ...(input.receiver as Record<string, unknown>), street: 'ul. Polna' };
    const report = await createShipment({ ...input, receiver });
    expect(report.status).toBe('ERROR');
    expect(report.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'input.receiver.street' });
  });

  it('cancels through a command; the shipment shows canceledDate', async () => {
    const created = await createShipment(shipmentInput(shippableOrder(market)));
    const post = await api.post('/shipment-management/shipments/cancel-commands', {
      input: { shipmentId: created.shipmentId },
    });
    const { commandId } = (await post.json()) as { commandId: string };
    market.control.advanceClock({ seconds: 2 });
    expect(
      (await api.json<Status>(`/shipment-management/shipments/cancel-commands/${commandId}`)).status,
    ).toBe('SUCCESS');
    const shipment = await api.json<{ canceledDate: string | null }>(
      `/shipment-management/shipments/${created.shipmentId!}`,
    );
    expect(shipment.canceledDate).not.toBeNull();
    const label = await api.post('/shipment-management/label', { shipmentIds: [created.shipmentId] }, OCTETS);
    expect(label.status).toBe(204);
  });
});

describe('api-facts 6, /shipment-management: label and protocol', () => {
  it('POST /label answers octet-stream in the shipment format (PDF or ZPL); A6 on request', async () => {
    const pdf = await createShipment(shipmentInput(shippableOrder(market)));
    const response = await api.post(
      '/shipment-management/label',
      { shipmentIds: [pdf.shipmentId], pageSize: 'A6' },
      OCTETS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const info = await pdfInfo(Buffer.from(await response.arrayBuffer()));
    expect(Math.round((info.height * 25.4) / 72)).toBe(150);
    const zpl = await createShipment(shipmentInput(shippableOrder(market), { labelFormat: 'ZPL' }));
    const zplLabel = await api.post('/shipment-management/label', { shipmentIds: [zpl.shipmentId] }, OCTETS);
    expect((await zplLabel.text()).startsWith('^XA')).toBe(true);
    const mixed = await api.post(
      '/shipment-management/label',
      { shipmentIds: [pdf.shipmentId, zpl.shipmentId] },
      OCTETS,
    );
    expect(mixed.status).toBe(400);
    expect((await api.post('/shipment-management/label', { shipmentIds: [pdf.shipmentId] })).status).toBe(
      406,
    );
  });

  it('POST /protocol gives a PDF for couriers and 204 for carriers without a protocol', async () => {
    const courier = await createShipment(shipmentInput(shippableOrder(market)));
    const protocol = await api.post(
      '/shipment-management/protocol',
      { shipmentIds: [courier.shipmentId] },
      OCTETS,
    );
    expect(protocol.status).toBe(200);
    expect((await pdfInfo(Buffer.from(await protocol.arrayBuffer()))).pages).toBe(2);
    const lockerOrder = shippableOrder(market, INPOST);
    const receiver = {
      ...(shipmentInput(lockerOrder).receiver as Record<string, unknown>),
      point: lockerOrder.delivery.pickupPoint!.id,
    };
    const locker = await createShipment(shipmentInput(lockerOrder, { deliveryMethodId: INPOST, receiver }));
    expect(locker.status).toBe('SUCCESS');
    const none = await api.post(
      '/shipment-management/protocol',
      { shipmentIds: [locker.shipmentId] },
      OCTETS,
    );
    expect(none.status).toBe(204);
  });
});

describe('api-facts 6, /shipment-management: pickups', () => {
  it('proposes pickup times and books one through a command', async () => {
    const created = await createShipment(shipmentInput(shippableOrder(market)));
    const address = {
      street: 'ul. Półwiejska 12',
      postalCode: '61-888',
      city: 'Poznań',
      countryCode: 'PL',
      email: 'a@b.pl',
      phone: '600700800',
    };
    const proposals = await api.post('/shipment-management/pickup-proposals', {
      shipmentIds: [created.shipmentId],
      address,
    });
    const [group] = (await proposals.json()) as {
      proposals: { shipmentId: string; pickupTimes: { date: string; minTime: string; maxTime: string }[] }[];
    }[];
    const pickupTime = group!.proposals[0]!.pickupTimes[0]!;
    const post = await api.post('/shipment-management/pickups/create-commands', {
      input: { shipmentIds: [created.shipmentId], pickupTime, address },
    });
    const { commandId } = (await post.json()) as { commandId: string };
    market.control.advanceClock({ seconds: 2 });
    const status = await api.json<Status>(`/shipment-management/pickups/create-commands/${commandId}`);
    expect(status.status).toBe('SUCCESS');
    const pickup = await api.json<{ shipmentIds: string[]; waybills: string[] }>(
      `/shipment-management/pickups/${status.pickupId!}`,
    );
    expect(pickup.shipmentIds).toEqual([created.shipmentId]);
    expect(pickup.waybills).toHaveLength(1);
  });
});
