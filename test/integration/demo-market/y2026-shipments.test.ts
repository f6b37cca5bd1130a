import { describe, expect, it } from 'vitest';
import { marketForTests, type MarketForTests } from '../../helpers/demo-market';
import { shipmentInput, shippableOrder, type OrderLike } from '../../helpers/parcels';

interface Status {
  status: string;
  errors: { code: string; message: string; details: string | null; path: string }[];
  shipmentId: string | null;
}

interface Shipment {
  packages: { waybill: string; transportingInfo: { carrierId: string; carrierWaybill: string }[] }[];
}

const OCTETS = { Accept: 'application/octet-stream' };
const DPD = '7203cb90-864c-4cab-b0f3-a5f04a19e6c2';
const DHL = '98f86f81-0018-41c5-ac83-073a56fc7021';
const ONE_BOX = 'b20ef9e1-faa2-4f25-9032-adbea23e5cb9';
const PACKAGE = {
  type: 'PACKAGE',
  length: { value: 30, unit: 'CENTIMETER' },
  width: { value: 20, unit: 'CENTIMETER' },
  height: { value: 10, unit: 'CENTIMETER' },
  weight: { value: 1.2, unit: 'KILOGRAMS' },
};

type Side = MarketForTests;

// Both generations side by side: what changed under 2026 and what `documents` still answers.
const now = marketForTests({ api: '2026' });
const old = marketForTests({ api: 'documents' });

async function create(side: Side, input: unknown): Promise<Status> {
  const post = await side.api.post('/shipment-management/shipments/create-commands', { input });
  expect(post.status).toBe(200);
  const { commandId } = (await post.json()) as { commandId: string };
  side.market.control.advanceClock({ seconds: 2 });
  return side.api.json<Status>(`/shipment-management/shipments/create-commands/${commandId}`);
}

async function created(side: Side, order: OrderLike, overrides: Record<string, unknown> = {}) {
  const report = await create(side, shipmentInput(order, overrides));
  expect(report).toMatchObject({ status: 'SUCCESS', errors: [] });
  return report.shipmentId!;
}

const lockerInput = (order: OrderLike, methodId: string, packages: number) => {
  const input = shipmentInput(order, { deliveryMethodId: methodId });
  return {
    ...input,
    receiver: { ...input.receiver, point: order.delivery.pickupPoint?.id ?? null },
    packages: Array.from({ length: packages }, () => PACKAGE),
  };
};

describe('2026 shipment management: label formats and the label download', () => {
  it('refuses an EPL label at once with 400 on input.labelFormat; documents report it as a command ERROR', async () => {
    const refused = await now.api.post('/shipment-management/shipments/create-commands', {
      input: shipmentInput(shippableOrder(now.market), { labelFormat: 'EPL' }),
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: { code: string; path: string }[] };
    expect(body.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'input.labelFormat' });

    const report = await create(old, shipmentInput(shippableOrder(old.market), { labelFormat: 'EPL' }));
    expect(report.status).toBe('ERROR');
    expect(report.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'input.labelFormat' });
  });

  it('answers 406 NotAcceptableException unless Accept names application/octet-stream; documents take */*', async () => {
    const id = await created(now, shippableOrder(now.market));
    for (const accept of ['*/*', 'application/pdf', 'application/vnd.allegro.public.v1+json']) {
      const label = await now.api.post(
        '/shipment-management/label',
        { shipmentIds: [id] },
        { Accept: accept },
      );
      expect(label.status, accept).toBe(406);
      const body = (await label.json()) as { errors: { code: string }[] };
      expect(body.errors[0]!.code).toBe('NotAcceptableException');
    }
    const pdf = await now.api.post('/shipment-management/label', { shipmentIds: [id] }, OCTETS);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const oldId = await created(old, shippableOrder(old.market));
    const any = await old.api.post('/shipment-management/label', { shipmentIds: [oldId] }, { Accept: '*/*' });
    expect(any.status).toBe(200);
  });

  it('gives ZPL labels for a 4 x 6 in label at 203 dpi (812 x 1218 dots)', async () => {
    const id = await created(now, shippableOrder(now.market), { labelFormat: 'ZPL' });
    const label = await now.api.post('/shipment-management/label', { shipmentIds: [id] }, OCTETS);
    expect(label.status).toBe(200);
    const zpl = await label.text();
    expect(zpl).toContain('^PW812');
    expect(zpl).toContain('^LL1218');
  });

  it('has no label for a shipment made in the web panel: 404 SHIPMENT_NOT_FOUND, though it is on the order', async () => {
    const order = shippableOrder(now.market, DPD);
    const panel = now.market.control.createPanelShipment({ orderId: order.id });
    const details = await now.api.json<Shipment>(`/shipment-management/shipments/${panel.shipmentId}`);
    expect(details.packages[0]!.waybill).toBe(panel.waybills[0]);
    const label = await now.api.post(
      '/shipment-management/label',
      { shipmentIds: [panel.shipmentId] },
      OCTETS,
    );
    expect(label.status).toBe(404);
    const body = (await label.json()) as { errors: { code: string }[] };
    expect(body.errors[0]!.code).toBe('SHIPMENT_NOT_FOUND');
    const onOrder = await now.api.json<{ shipments: { waybill: string }[] }>(
      `/order/checkout-forms/${order.id}/shipments`,
    );
    expect(onOrder.shipments.map((s) => s.waybill)).toContain(panel.waybills[0]);
  });
});

describe('2026 shipment management: numbers', () => {
  it("sets the marketplace's waybill at once and the carrier's own number after the delay", async () => {
    now.market.control.setCarrierNumberDelay({ seconds: 600 });
    const id = await created(now, shippableOrder(now.market));
    const first = await now.api.json<Shipment>(`/shipment-management/shipments/${id}`);
    expect(first.packages[0]!.waybill).toMatch(/^A00\d{11}AOK$/);
    expect(first.packages[0]!.transportingInfo).toEqual([]);
    now.market.control.advanceClock({ seconds: 600 });
    const later = await now.api.json<Shipment>(`/shipment-management/shipments/${id}`);
    expect(later.packages[0]!.waybill).toBe(first.packages[0]!.waybill);
    expect(later.packages[0]!.transportingInfo).toEqual([
      { carrierId: 'DPD', carrierWaybill: expect.stringMatching(/^1000\d{9}U$/) as unknown },
    ]);
  });

  it("fills the carrier's number at once on request; documents give it with the shipment", async () => {
    now.market.control.setCarrierNumberDelay({ seconds: 3600 });
    const id = await created(now, shippableOrder(now.market));
    expect(now.market.control.fillCarrierNumbers({ shipmentId: id })).toEqual({ filled: 1 });
    const filled = await now.api.json<Shipment>(`/shipment-management/shipments/${id}`);
    expect(filled.packages[0]!.transportingInfo).toHaveLength(1);

    const oldId = await created(old, shippableOrder(old.market));
    const at = await old.api.json<Shipment>(`/shipment-management/shipments/${oldId}`);
    expect(at.packages[0]!.transportingInfo).toEqual([
      { carrierId: 'DPD', carrierWaybill: at.packages[0]!.waybill },
    ]);
  });

  it('puts the waybill on the order by itself; documents leave that to the client', async () => {
    const order = shippableOrder(now.market);
    const id = await created(now, order);
    const details = await now.api.json<Shipment>(`/shipment-management/shipments/${id}`);
    const onOrder = await now.api.json<{ shipments: { waybill: string; carrierId: string }[] }>(
      `/order/checkout-forms/${order.id}/shipments`,
    );
    expect(onOrder.shipments).toEqual([
      expect.objectContaining({ waybill: details.packages[0]!.waybill, carrierId: 'DPD' }),
    ]);

    const oldOrder = shippableOrder(old.market);
    await created(old, oldOrder);
    const oldOnOrder = await old.api.json<{ shipments: unknown[] }>(
      `/order/checkout-forms/${oldOrder.id}/shipments`,
    );
    expect(oldOnOrder.shipments).toEqual([]);
  });

  it('refuses carrierId ALLEGRO and WEDO in a tracking number with 400 and drops ALLEGRO from the carriers', async () => {
    const order = shippableOrder(now.market);
    for (const carrierId of ['ALLEGRO', 'WEDO']) {
      const post = await now.api.post(`/order/checkout-forms/${order.id}/shipments`, {
        carrierId,
        waybill: 'A0012345678901AOK',
      });
      expect(post.status, carrierId).toBe(400);
      const body = (await post.json()) as { errors: { code: string; path: string }[] };
      expect(body.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'carrierId' });
    }
    const dpd = await now.api.post(`/order/checkout-forms/${order.id}/shipments`, {
      carrierId: 'DPD',
      waybill: '1000123456789U',
    });
    expect(dpd.status).toBe(201);
    const carriers = await now.api.json<{ carriers: { id: string }[] }>('/order/carriers');
    expect(carriers.carriers.map((c) => c.id)).not.toContain('ALLEGRO');

    const oldOrder = shippableOrder(old.market);
    const allegro = await old.api.post(`/order/checkout-forms/${oldOrder.id}/shipments`, {
      carrierId: 'ALLEGRO',
      waybill: 'A0012345678901AOK',
    });
    expect(allegro.status).toBe(201);
  });
});

describe('2026 shipment management: packages per command and pickups', () => {
  it('takes several packages in one DPD command and one for One Box; more fail with the limit error', async () => {
    const dpd = await create(now, lockerInput(shippableOrder(now.market), DPD, 3));
    expect(dpd.status).toBe('SUCCESS');
    const box = await create(now, lockerInput(shippableOrder(now.market, ONE_BOX), ONE_BOX, 2));
    expect(box.status).toBe('ERROR');
    expect(box.errors).toEqual([
      expect.objectContaining({ code: 'VALIDATION_ERROR', path: 'packages', details: 'Max value: 1' }),
    ]);
    expect(box.errors[0]!.message).toMatch(/exceeded the allowable package limit/);
  });

  it('counts DHL packages against one per command; documents still take up to ten', async () => {
    const dhl = await create(now, lockerInput(shippableOrder(now.market, DHL), DHL, 3));
    expect(dhl.errors[0]).toMatchObject({ path: 'packages', details: 'Max value: 1' });
    const oldDhl = await create(old, lockerInput(shippableOrder(old.market, DHL), DHL, 3));
    expect(oldDhl.status).toBe('SUCCESS');
  });

  it('answers pickup proposals with pickupTimes only; documents also give proposalItems', async () => {
    type Proposals = { proposals: Record<string, unknown>[] }[];
    const id = await created(now, shippableOrder(now.market));
    const answer = await now.api.post('/shipment-management/pickup-proposals', { shipmentIds: [id] });
    const [group] = (await answer.json()) as Proposals;
    const proposal = group!.proposals[0]!;
    expect(proposal).not.toHaveProperty('proposalItems');
    expect((proposal.pickupTimes as unknown[]).length).toBeGreaterThan(0);
    expect(proposal.pickupTimes).toContainEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      minTime: '12:00',
      maxTime: '15:00',
    });

    const oldId = await created(old, shippableOrder(old.market));
    const oldAnswer = await old.api.post('/shipment-management/pickup-proposals', { shipmentIds: [oldId] });
    const [oldGroup] = (await oldAnswer.json()) as Proposals;
    expect(oldGroup!.proposals[0]).toHaveProperty('proposalItems');
  });
});
