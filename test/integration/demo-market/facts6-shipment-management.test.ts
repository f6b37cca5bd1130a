import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn, startTestMarket } from '../../helpers/demo-market';
import { pdfInfo, pdfTexts } from '../../helpers/documents';
import { SENDER, shipmentInput, shippableOrder } from '../../helpers/parcels';

interface Status {
  commandId: string;
  status: string;
  errors: { code: string; path: string }[];
  shipmentId?: string | null;
  pickupId?: string | null;
}

const demo = marketForTests();

const OCTETS = { Accept: 'application/octet-stream' };
const INPOST = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const UPS = 'c3066682-97a3-42fe-9eb5-3beeccab840c';

interface Proposal {
  orderId: string;
  suggestedInput: {
    deliveryMethodId: string;
    credentialsId: string | null;
    sender: Record<string, unknown>;
    receiver: Record<string, unknown>;
    packages: { type: string; weight: { value: number; unit: string } }[];
    cashOnDelivery: { amount: string; currency: string } | null;
  };
  deliveryOptions: { deliveryType: string; paymentType: string; packageType: string }[];
}

async function createShipment(input: unknown, commandId?: string): Promise<Status> {
  const post = await demo.api.post('/shipment-management/shipments/create-commands', { commandId, input });
  expect(post.status).toBe(200);
  const echo = (await post.json()) as { commandId: string; input: unknown };
  demo.market.control.advanceClock({ seconds: 2 });
  return demo.api.json<Status>(`/shipment-management/shipments/create-commands/${echo.commandId}`);
}

describe('api-facts 6, /shipment-management: create, details, cancel', () => {
  it('echoes the command with Retry-After, then reports SUCCESS with a shipmentId', async () => {
    const order = shippableOrder(demo.market);
    const commandId = randomUUID();
    const post = await demo.api.post('/shipment-management/shipments/create-commands', {
      commandId,
      input: shipmentInput(order),
    });
    expect(post.status).toBe(200);
    expect(post.headers.get('retry-after')).toBe('2');
    expect(((await post.json()) as { commandId: string }).commandId).toBe(commandId);
    expect(
      (await demo.api.json<Status>(`/shipment-management/shipments/create-commands/${commandId}`)).status,
    ).toBe('IN_PROGRESS');
    demo.market.control.advanceClock({ seconds: 2 });
    const done = await demo.api.json<Status>(`/shipment-management/shipments/create-commands/${commandId}`);
    expect(done).toMatchObject({ status: 'SUCCESS', errors: [] });
    const shipment = await demo.api.json<{
      packages: { waybill: string }[];
      labelFormat: string;
      receiver: { postalCode: string };
    }>(`/shipment-management/shipments/${done.shipmentId!}`);
    expect(shipment.packages[0]!.waybill).toMatch(/^1000\d{9}U$/);
    expect(shipment.receiver.postalCode).toBe(order.buyer.address.postCode);
    expect(demo.market.control.parcelsOfOrder({ orderId: order.id })[0]!.id).toBe(done.shipmentId);
  });

  it('generates a command id when none is sent; a reused one is refused', async () => {
    const order = shippableOrder(demo.market);
    const post = await demo.api.post('/shipment-management/shipments/create-commands', {
      input: shipmentInput(order),
    });
    const { commandId } = (await post.json()) as { commandId: string };
    expect(commandId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await demo.api.post('/shipment-management/shipments/create-commands', {
      commandId,
      input: shipmentInput(order),
    });
    expect(again.status).toBe(400);
  });

  it('validates like the parcel family: a street without a building number is a VALIDATION_ERROR', async () => {
    const input = shipmentInput(shippableOrder(demo.market));
    const receiver = { ...(input.receiver as Record<string, unknown>), street: 'ul. Polna' };
    const report = await createShipment({ ...input, receiver });
    expect(report.status).toBe('ERROR');
    expect(report.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'input.receiver.street' });
  });

  it('cancels through a command; the shipment shows canceledDate', async () => {
    const created = await createShipment(shipmentInput(shippableOrder(demo.market)));
    const post = await demo.api.post('/shipment-management/shipments/cancel-commands', {
      input: { shipmentId: created.shipmentId },
    });
    const { commandId } = (await post.json()) as { commandId: string };
    demo.market.control.advanceClock({ seconds: 2 });
    expect(
      (await demo.api.json<Status>(`/shipment-management/shipments/cancel-commands/${commandId}`)).status,
    ).toBe('SUCCESS');
    const shipment = await demo.api.json<{ canceledDate: string | null }>(
      `/shipment-management/shipments/${created.shipmentId!}`,
    );
    expect(shipment.canceledDate).not.toBeNull();
    const label = await demo.api.post(
      '/shipment-management/label',
      { shipmentIds: [created.shipmentId] },
      OCTETS,
    );
    expect(label.status).toBe(204);
  });
});

describe('api-facts 6, /shipment-management: label and protocol', () => {
  it('POST /label answers octet-stream in the shipment format (PDF or ZPL); A6 on request', async () => {
    const pdf = await createShipment(shipmentInput(shippableOrder(demo.market)));
    const response = await demo.api.post(
      '/shipment-management/label',
      { shipmentIds: [pdf.shipmentId], pageSize: 'A6' },
      OCTETS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const info = await pdfInfo(Buffer.from(await response.arrayBuffer()));
    expect(Math.round((info.height * 25.4) / 72)).toBe(150);
    const zpl = await createShipment(shipmentInput(shippableOrder(demo.market), { labelFormat: 'ZPL' }));
    const zplLabel = await demo.api.post(
      '/shipment-management/label',
      { shipmentIds: [zpl.shipmentId] },
      OCTETS,
    );
    expect((await zplLabel.text()).startsWith('^XA')).toBe(true);
    const mixed = await demo.api.post(
      '/shipment-management/label',
      { shipmentIds: [pdf.shipmentId, zpl.shipmentId] },
      OCTETS,
    );
    expect(mixed.status).toBe(400);
    expect(
      (await demo.api.post('/shipment-management/label', { shipmentIds: [pdf.shipmentId] })).status,
    ).toBe(406);
  });

  it('POST /protocol gives a PDF for couriers and 204 for carriers without a protocol', async () => {
    const courier = await createShipment(shipmentInput(shippableOrder(demo.market)));
    const protocol = await demo.api.post(
      '/shipment-management/protocol',
      { shipmentIds: [courier.shipmentId] },
      OCTETS,
    );
    expect(protocol.status).toBe(200);
    expect((await pdfInfo(Buffer.from(await protocol.arrayBuffer()))).pages).toBe(2);
    const lockerOrder = shippableOrder(demo.market, INPOST);
    const receiver = {
      ...(shipmentInput(lockerOrder).receiver as Record<string, unknown>),
      point: lockerOrder.delivery.pickupPoint!.id,
    };
    const locker = await createShipment(shipmentInput(lockerOrder, { deliveryMethodId: INPOST, receiver }));
    expect(locker.status).toBe('SUCCESS');
    const none = await demo.api.post(
      '/shipment-management/protocol',
      { shipmentIds: [locker.shipmentId] },
      OCTETS,
    );
    expect(none.status).toBe(204);
  });

  it('a courier without a protocol (UPS) answers 204; with a DPD shipment only the DPD one is listed', async () => {
    const ups = await createShipment(
      shipmentInput(shippableOrder(demo.market, UPS), { deliveryMethodId: UPS }),
    );
    expect(ups.status).toBe('SUCCESS');
    const none = await demo.api.post(
      '/shipment-management/protocol',
      { shipmentIds: [ups.shipmentId] },
      OCTETS,
    );
    expect(none.status).toBe(204);
    expect(
      (await demo.api.json<{ pickupAvailable: boolean }>(`/shipment-management/shipments/${ups.shipmentId!}`))
        .pickupAvailable,
    ).toBe(true);
    const dpd = await createShipment(shipmentInput(shippableOrder(demo.market)));
    const mixed = await demo.api.post(
      '/shipment-management/protocol',
      { shipmentIds: [ups.shipmentId, dpd.shipmentId] },
      OCTETS,
    );
    expect(mixed.status).toBe(200);
    const [text] = await pdfTexts(Buffer.from(await mixed.arrayBuffer()));
    const waybill = async (id: string) =>
      (await demo.api.json<{ packages: { waybill: string }[] }>(`/shipment-management/shipments/${id}`))
        .packages[0]!.waybill;
    expect(text).toContain(await waybill(dpd.shipmentId!));
    expect(text).not.toContain(await waybill(ups.shipmentId!));
  });
});

describe('api-facts 6, /shipment-management: pickups', () => {
  it('proposes pickup times and books one through a command', async () => {
    const created = await createShipment(shipmentInput(shippableOrder(demo.market)));
    const address = {
      street: 'ul. Półwiejska 12',
      postalCode: '61-888',
      city: 'Poznań',
      countryCode: 'PL',
      email: 'a@b.pl',
      phone: '600700800',
    };
    const proposals = await demo.api.post('/shipment-management/pickup-proposals', {
      shipmentIds: [created.shipmentId],
      address,
    });
    const [group] = (await proposals.json()) as {
      proposals: { shipmentId: string; pickupTimes: { date: string; minTime: string; maxTime: string }[] }[];
    }[];
    const pickupTime = group!.proposals[0]!.pickupTimes[0]!;
    const post = await demo.api.post('/shipment-management/pickups/create-commands', {
      input: { shipmentIds: [created.shipmentId], pickupTime, address },
    });
    const { commandId } = (await post.json()) as { commandId: string };
    demo.market.control.advanceClock({ seconds: 2 });
    const status = await demo.api.json<Status>(`/shipment-management/pickups/create-commands/${commandId}`);
    expect(status.status).toBe('SUCCESS');
    const pickup = await demo.api.json<{ shipmentIds: string[]; waybills: string[] }>(
      `/shipment-management/pickups/${status.pickupId!}`,
    );
    expect(pickup.shipmentIds).toEqual([created.shipmentId]);
    expect(pickup.waybills).toHaveLength(1);
  });
});

describe('api-facts 6, /shipment-management: delivery proposals', () => {
  const proposal = (orderId: string) =>
    demo.api.json<Proposal>(`/shipment-management/delivery-proposals/${orderId}`);

  it('prefills the create input from the order: delivery address, buyer e-mail, seller address, one package', async () => {
    const order = shippableOrder(demo.market, DPD);
    const detail = demo.market.control.order({ id: order.id })!;
    const { orderId, suggestedInput, deliveryOptions } = await proposal(order.id);
    expect(orderId).toBe(order.id);
    expect(suggestedInput.deliveryMethodId).toBe(DPD);
    expect(suggestedInput.credentialsId).toBeNull();
    expect(suggestedInput.receiver).toMatchObject({
      name: `${detail.delivery.address.firstName} ${detail.delivery.address.lastName}`,
      street: detail.delivery.address.street,
      postalCode: detail.delivery.address.zipCode,
      city: detail.delivery.address.city,
      phone: detail.delivery.address.phoneNumber,
      email: order.buyer.email,
      point: null,
    });
    expect(suggestedInput.receiver.email).toMatch(/@allegromail\.pl$/);
    expect(suggestedInput.sender).toMatchObject({
      company: SENDER.name,
      street: SENDER.street,
      postalCode: SENDER.postCode,
      email: SENDER.email,
    });
    expect(suggestedInput.packages).toHaveLength(1);
    expect(suggestedInput.packages[0]!.type).toBe('PACKAGE');
    expect(suggestedInput.packages[0]!.weight.value).toBeGreaterThan(0);
    expect(suggestedInput.cashOnDelivery).toBeNull();
    expect(deliveryOptions).toEqual([
      expect.objectContaining({ deliveryType: 'DOOR', paymentType: 'PREPAID', packageType: 'PACKAGE' }),
    ]);
  });

  it('the suggested input, sent back unchanged, creates the shipment of that order', async () => {
    for (const methodId of [DPD, INPOST]) {
      const order = shippableOrder(demo.market, methodId);
      const { suggestedInput } = await proposal(order.id);
      const report = await createShipment(suggestedInput);
      expect(report, methodId).toMatchObject({ status: 'SUCCESS', errors: [] });
      expect(demo.market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.id)).toEqual([
        report.shipmentId,
      ]);
    }
  });

  it('a locker order carries its pickup point; a cash-on-delivery order its total, collected on delivery', async () => {
    const locker = shippableOrder(demo.market, INPOST);
    const lockerProposal = await proposal(locker.id);
    expect(lockerProposal.suggestedInput.receiver.point).toBe(locker.delivery.pickupPoint!.id);
    expect(lockerProposal.deliveryOptions[0]!.deliveryType).toBe('APM');

    const cod = shippableOrder(demo.market, DPD, 'CASH_ON_DELIVERY');
    const form = await demo.api.json<{ summary: { totalToPay: { amount: string } } }>(
      `/order/checkout-forms/${cod.id}`,
    );
    const { suggestedInput, deliveryOptions } = await proposal(cod.id);
    expect(suggestedInput.cashOnDelivery).toEqual({
      amount: form.summary.totalToPay.amount,
      currency: 'PLN',
    });
    expect(deliveryOptions[0]!.paymentType).toBe('POSTPAID');
    const report = await createShipment(suggestedInput);
    expect(report.status).toBe('SUCCESS');
    const shipment = await demo.api.json<{ cashOnDelivery: { amount: string } | null }>(
      `/shipment-management/shipments/${report.shipmentId!}`,
    );
    expect(shipment.cashOnDelivery?.amount).toBe(form.summary.totalToPay.amount);
  });

  it("answers 404 for an unknown order and 403 for another seller's", async () => {
    expect((await demo.api.get(`/shipment-management/delivery-proposals/${randomUUID()}`)).status).toBe(404);
    const foreign = demo.market.control.orders({ sellerId: SECOND_SELLER_ID })[0]!;
    expect((await demo.api.get(`/shipment-management/delivery-proposals/${foreign.id}`)).status).toBe(403);
    const own = demo.market.control.orders({ sellerId: MAIN_SELLER_ID })[0]!;
    expect((await demo.api.get(`/shipment-management/delivery-proposals/${own.id}`)).status).toBe(200);
  });
});

describe("api-facts 6: the marketplace's own time per shipment, for benchmarks", () => {
  it('with no processing time, Retry-After is 0 and the first status read answers SUCCESS', async () => {
    demo.market.control.setParcelCommandSeconds({ seconds: 0 });
    try {
      const post = await demo.api.post('/shipment-management/shipments/create-commands', {
        input: shipmentInput(shippableOrder(demo.market)),
      });
      expect(post.headers.get('retry-after')).toBe('0');
      const { commandId } = (await post.json()) as { commandId: string };
      const first = await demo.api.get(`/shipment-management/shipments/create-commands/${commandId}`);
      expect(first.headers.get('retry-after')).toBeNull();
      expect(((await first.json()) as Status).status).toBe('SUCCESS');
    } finally {
      demo.market.control.setParcelCommandSeconds({ seconds: 2 });
    }
  });

  it('reports real milliseconds from the create request to the first SUCCESS read, and the label serving time', async () => {
    const post = await demo.api.post('/shipment-management/shipments/create-commands', {
      input: shipmentInput(shippableOrder(demo.market)),
    });
    const { commandId } = (await post.json()) as { commandId: string };
    const timing = () => demo.market.control.parcelCommandTimings().find((t) => t.commandId === commandId)!;
    expect(timing()).toMatchObject({ family: 'shipment', createMs: null, labelMs: null });
    // An hour of marketplace time passes; the figure stays real time.
    demo.market.control.advanceClock({ seconds: 3600 });
    const done = await demo.api.json<Status>(`/shipment-management/shipments/create-commands/${commandId}`);
    const created = timing();
    expect(created.parcelId).toBe(done.shipmentId);
    expect(created.createMs).toBeGreaterThan(0);
    expect(created.createMs).toBeLessThan(3_600_000);
    expect(created.labelMs).toBeNull();
    await demo.api.json(`/shipment-management/shipments/create-commands/${commandId}`);
    expect(timing().createMs).toBe(created.createMs);
    const label = await demo.api.post(
      '/shipment-management/label',
      { shipmentIds: [done.shipmentId] },
      OCTETS,
    );
    expect(label.status).toBe(200);
    expect(timing().labelMs).toBeGreaterThan(0);
  });

  it('the timings are a control method over HTTP too', async () => {
    const remote = await startTestMarket({ control: true, offers: 10, orders: 5, ratings: 0 });
    try {
      const call = async (method: string, body: unknown = {}) => {
        const response = await fetch(`${remote.url}/__control/${method}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return ((await response.json()) as { result: unknown }).result;
      };
      await call('setParcelCommandSeconds', { seconds: 0 });
      const client = apiClient(remote.url, (await signIn(remote.url)).access_token);
      const post = await client.post('/shipment-management/shipments/create-commands', {
        input: shipmentInput(shippableOrder(remote)),
      });
      const { commandId } = (await post.json()) as { commandId: string };
      await client.json(`/shipment-management/shipments/create-commands/${commandId}`);
      const timings = (await call('parcelCommandTimings')) as { commandId: string; createMs: number }[];
      expect(timings.map((t) => t.commandId)).toEqual([commandId]);
      expect(timings[0]!.createMs).toBeGreaterThan(0);
      await call('clearParcelCommandTimings');
      expect(await call('parcelCommandTimings')).toEqual([]);
    } finally {
      await remote.close();
    }
  });
});
