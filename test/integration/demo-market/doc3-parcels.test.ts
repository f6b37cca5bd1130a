import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAIN_SELLER_ID, SECOND_SELLER_ID } from '../../../electron/demo-market';
import { apiClient, marketForTests, signIn } from '../../helpers/demo-market';
import { pdfInfo } from '../../helpers/documents';
import { parcelInput, shippableOrder, type OrderLike } from '../../helpers/parcels';

interface Report {
  id: string;
  parcelId?: string | null;
  status: string;
  errors: { code: string; path: string; message: string; userMessage: string }[];
}

const demo = marketForTests();

const INPOST = '2488f7b7-5d1c-4d65-b85c-4cbcf253fd93';

/** Creates a parcel and lets the carrier finish; returns the final report. */
async function create(input: unknown, commandId = randomUUID()): Promise<Report> {
  const put = await demo.api.put(`/parcel-management/parcel-create-commands/${commandId}`, input);
  expect(put.status).toBe(201);
  demo.market.control.advanceClock({ seconds: 2 });
  return demo.api.json<Report>(`/parcel-management/parcel-create-commands/${commandId}`);
}
const paths = (r: Report) => r.errors.map((e) => e.path);

describe('document 3, delivery services', () => {
  it('lists services with integer ids, owners, cash on delivery and options', async () => {
    const { deliveryServices } = await demo.api.json<{
      deliveryServices: {
        id: number;
        owner: string;
        carrierId: string;
        additionalServices: { cashOnDelivery: { available: boolean }; options: { name: string }[] };
      }[];
    }>('/parcel-management/delivery-services');
    expect(deliveryServices.every((s) => Number.isInteger(s.id))).toBe(true);
    expect(new Set(deliveryServices.map((s) => s.owner))).toEqual(new Set(['PLATFORM', 'CLIENT']));
    expect(
      deliveryServices.find((s) => s.id === 1002)!.additionalServices.options.map((o) => o.name),
    ).toContain('ADDITIONAL_HANDLING');
  });
});

describe('document 3, parcel creation command', () => {
  it('answers 201 with Retry-After, stays IN_PROGRESS, then SUCCESS with parcelId', async () => {
    const order = shippableOrder(demo.market);
    const id = randomUUID();
    const put = await demo.api.put(`/parcel-management/parcel-create-commands/${id}`, parcelInput(order));
    expect(put.status).toBe(201);
    expect(put.headers.get('retry-after')).toBe('2');
    expect(((await put.json()) as { id: string; input: unknown }).id).toBe(id);
    const running = await demo.api.get(`/parcel-management/parcel-create-commands/${id}`);
    expect(running.headers.get('retry-after')).toBe('2');
    expect(await running.json()).toEqual({ id, parcelId: null, status: 'IN_PROGRESS', errors: [] });
    demo.market.control.advanceClock({ seconds: 2 });
    const done = await demo.api.json<Report>(`/parcel-management/parcel-create-commands/${id}`);
    expect(done.status).toBe('SUCCESS');
    const details = await demo.api.json<{
      parcelId: string;
      receiver: { address: { zipCode: string; county: unknown } };
      items: { waybill: string }[];
      state: string;
    }>(`/parcel-management/parcels/${done.parcelId!}`);
    expect(details.receiver.address.zipCode).toBe(order.buyer.address.postCode);
    expect('county' in details.receiver.address).toBe(true);
    expect(details.items[0]!.waybill).toMatch(/^\w{10,}$/);
    expect(details.state).toBe('CREATED');
    expect(demo.market.control.parcelsOfOrder({ orderId: order.id }).map((p) => p.id)).toEqual([
      done.parcelId,
    ]);
    expect(demo.market.control.parcelsOfCommand({ commandId: id }).map((p) => p.id)).toEqual([done.parcelId]);
  });

  it('a street without a building number and a phone outside 9 to 14 digits give VALIDATION_ERROR', async () => {
    const order = shippableOrder(demo.market);
    const input = parcelInput(order);
    const receiver = input.receiver as { address: { street: string }; phone: string };
    const noNumber = await create({
      ...input,
      receiver: { ...receiver, address: { ...receiver.address, street: 'ul. Kwiatowa' } },
    });
    expect(noNumber.status).toBe('ERROR');
    expect(noNumber.errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', path: 'receiver.street' });
    for (const phone of ['60070080', '123456789012345']) {
      const bad = await create({ ...input, receiver: { ...receiver, phone } });
      expect(paths(bad), phone).toEqual(['receiver.phone']);
    }
    for (const phone of ['+48 600 700 800', '600-700-800', '60070080012345']) {
      expect((await create({ ...input, receiver: { ...receiver, phone } })).status, phone).toBe('SUCCESS');
    }
  });

  it('type on exactly one level: both levels must agree, and one is required', async () => {
    const input = parcelInput(shippableOrder(demo.market));
    const item = (input.items as Record<string, unknown>[])[0]!;
    expect(paths(await create({ ...input, items: [{ ...item, type: 'DOX' }] }))).toEqual(['type']);
    expect(paths(await create({ ...input, type: undefined }))).toEqual(['type']);
    expect((await create({ ...input, type: undefined, items: [{ ...item, type: 'PACKAGE' }] })).status).toBe(
      'SUCCESS',
    );
  });

  it('items per parcel depend on the carrier: 10, 5 for the pallet service, 1 for others', async () => {
    const input = parcelInput(shippableOrder(demo.market));
    const item = (input.items as unknown[])[0];
    const items = (n: number) => Array.from({ length: n }, () => item);
    expect((await create({ ...input, items: items(10) })).status).toBe('SUCCESS');
    expect(paths(await create({ ...input, items: items(11) }))).toEqual(['items']);
    expect((await create({ ...input, serviceId: 2001, items: items(5) })).status).toBe('SUCCESS');
    expect(paths(await create({ ...input, serviceId: 2001, items: items(6) }))).toEqual(['items']);
    const locker = parcelInput(shippableOrder(demo.market, INPOST));
    expect(paths(await create({ ...locker, serviceId: 1001, items: items(2) }))).toEqual(['items']);
  });

  it('a locker parcel needs receiver.pointId; the receiver e-mail must be the platform one; options must be offered', async () => {
    const locker = parcelInput(shippableOrder(demo.market, INPOST), { serviceId: 1001 });
    expect((await create(locker)).status).toBe('SUCCESS');
    const receiver = locker.receiver as Record<string, unknown>;
    expect(paths(await create({ ...locker, receiver: { ...receiver, pointId: null } }))).toEqual([
      'receiver.pointId',
    ]);
    expect(paths(await create({ ...locker, receiver: { ...receiver, email: 'jan@example.com' } }))).toEqual([
      'receiver.email',
    ]);
    const options = { cashOnDelivery: undefined, options: ['SATURDAY_DELIVERY'] };
    expect(paths(await create({ ...locker, additionalServices: options }))).toEqual([
      'additionalServices.options',
    ]);
  });

  it('the same command id creates no second parcel (400 COMMAND_EXISTS); the id must be a UUID', async () => {
    const input = parcelInput(shippableOrder(demo.market));
    const id = randomUUID();
    expect((await demo.api.put(`/parcel-management/parcel-create-commands/${id}`, input)).status).toBe(201);
    const again = await demo.api.put(`/parcel-management/parcel-create-commands/${id}`, input);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('COMMAND_EXISTS');
    demo.market.control.advanceClock({ seconds: 2 });
    expect(demo.market.control.parcelsOfCommand({ commandId: id })).toHaveLength(1);
    expect((await demo.api.put('/parcel-management/parcel-create-commands/not-a-uuid', input)).status).toBe(
      400,
    );
  });

  it("another seller's command and parcel answer 403; an unknown command 404", async () => {
    const report = await create(parcelInput(shippableOrder(demo.market)));
    const other = apiClient(demo.market.url, (await signIn(demo.market.url, SECOND_SELLER_ID)).access_token);
    expect((await other.get(`/parcel-management/parcel-create-commands/${report.id}`)).status).toBe(403);
    expect((await other.get(`/parcel-management/parcels/${report.parcelId!}`)).status).toBe(403);
    const missing = await demo.api.get(`/parcel-management/parcel-create-commands/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      "Command doesn't exist",
    );
  });

  it('a stuck carrier: the parcel exists but the command keeps answering IN_PROGRESS', async () => {
    demo.market.control.stickNextParcelCommands({ count: 1 });
    const id = randomUUID();
    await demo.api.put(
      `/parcel-management/parcel-create-commands/${id}`,
      parcelInput(shippableOrder(demo.market)),
    );
    demo.market.control.advanceClock({ seconds: 3600 });
    const fresh = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    expect((await fresh.json<Report>(`/parcel-management/parcel-create-commands/${id}`)).status).toBe(
      'IN_PROGRESS',
    );
    const command = demo.market.control
      .parcelCommands({ sellerId: MAIN_SELLER_ID })
      .find((c) => c.id === id)!;
    expect(command.parcels).toHaveLength(1);
    demo.market.control.releaseStuckParcelCommands();
    const done = await fresh.json<Report>(`/parcel-management/parcel-create-commands/${id}`);
    expect(done).toMatchObject({ status: 'SUCCESS', parcelId: command.parcels[0] });
  });
});

describe("document 3: the marketplace's own time per parcel, for benchmarks", () => {
  it('with no processing time the first read answers SUCCESS; create and label times are reported', async () => {
    demo.market.control.setParcelCommandSeconds({ seconds: 0 });
    try {
      const id = randomUUID();
      const put = await demo.api.put(
        `/parcel-management/parcel-create-commands/${id}`,
        parcelInput(shippableOrder(demo.market)),
      );
      expect(put.headers.get('retry-after')).toBe('0');
      const done = await demo.api.json<Report>(`/parcel-management/parcel-create-commands/${id}`);
      expect(done.status).toBe('SUCCESS');
      const label = await demo.api.get(`/parcel-management/parcels/label?parcelId=${done.parcelId!}`, {
        Accept: 'application/pdf',
      });
      expect(label.status).toBe(200);
      const timing = demo.market.control.parcelCommandTimings().find((t) => t.commandId === id);
      expect(timing).toMatchObject({ family: 'parcel', parcelId: done.parcelId });
      expect(timing!.createMs).toBeGreaterThan(0);
      expect(timing!.labelMs).toBeGreaterThan(0);
    } finally {
      demo.market.control.setParcelCommandSeconds({ seconds: 2 });
    }
  });
});

describe('document 3, labels and protocol downloads', () => {
  async function parcelWith(format: string): Promise<string> {
    const report = await create(parcelInput(shippableOrder(demo.market), { label: { fileFormat: format } }));
    return report.parcelId!;
  }

  it('PDF labels in A4 or A6; ZPL and EPL as text; the Accept type must fit the format (406)', async () => {
    const pdf = await parcelWith('PDF');
    const a6 = await demo.api.get(`/parcel-management/parcels/label?parcelId=${pdf}&pageFormat=A6`, {
      Accept: 'application/pdf',
    });
    expect(a6.headers.get('content-type')).toBe('application/pdf');
    const info = await pdfInfo(Buffer.from(await a6.arrayBuffer()));
    expect([Math.round((info.width * 25.4) / 72), Math.round((info.height * 25.4) / 72)]).toEqual([100, 150]);
    const a4 = await demo.api.get(`/parcel-management/label?parcelId=${pdf}&pageFormat=A4`, {
      Accept: 'application/pdf',
    });
    const a4Info = await pdfInfo(Buffer.from(await a4.arrayBuffer()));
    expect([Math.round((a4Info.width * 25.4) / 72), Math.round((a4Info.height * 25.4) / 72)]).toEqual([
      210, 297,
    ]);
    const zpl = await parcelWith('ZPL');
    const zplText = await (
      await demo.api.get(`/parcel-management/parcels/label?parcelId=${zpl}`, { Accept: 'text/plain' })
    ).text();
    expect(zplText.startsWith('^XA')).toBe(true);
    expect(
      (await demo.api.get(`/parcel-management/parcels/label?parcelId=${zpl}`, { Accept: 'application/pdf' }))
        .status,
    ).toBe(406);
    const epl = await parcelWith('EPL');
    const eplText = await (
      await demo.api.get(`/parcel-management/parcels/label?parcelId=${epl}`, { Accept: 'text/plain' })
    ).text();
    expect(eplText).toMatch(/^\nN\nq812\nQ1218,24/);
    expect(
      (await demo.api.get(`/parcel-management/parcels/label?parcelId=${pdf}`, { Accept: 'text/plain' }))
        .status,
    ).toBe(406);
  });

  it('the protocol is a PDF in two copies, also for a carrier that has none in the newer family (UPS)', async () => {
    const ups = (await create(parcelInput(shippableOrder(demo.market), { serviceId: 1006 }))).parcelId!;
    const response = await demo.api.get(`/parcel-management/parcels/protocol?parcelId=${ups}`, {
      Accept: 'application/pdf',
    });
    expect(response.status).toBe(200);
    expect((await pdfInfo(Buffer.from(await response.arrayBuffer()))).pages).toBe(2);
  });

  it('the protocol is a PDF in two copies', async () => {
    const [a, b] = [await parcelWith('PDF'), await parcelWith('ZPL')];
    const response = await demo.api.get(`/parcel-management/parcels/protocol?parcelId=${a}&parcelId=${b}`, {
      Accept: 'application/pdf',
    });
    expect(response.status).toBe(200);
    expect((await pdfInfo(Buffer.from(await response.arrayBuffer()))).pages).toBe(2);
  });
});

describe('document 3, pickups and cancellation', () => {
  async function parcel(order: OrderLike, serviceId: number): Promise<string> {
    return (await create(parcelInput(order, { serviceId }))).parcelId!;
  }

  it('proposes pickup dates for couriers, none for lockers; at most 100 parcel ids', async () => {
    const courier = await parcel(shippableOrder(demo.market), 1002);
    const locker = await parcel(shippableOrder(demo.market, INPOST), 1001);
    const { parcelsProposals } = await demo.api.json<{
      parcelsProposals: {
        parcelId: string;
        proposals: { date: string; minTime: string; maxTime: string }[];
      }[];
    }>(`/parcel-management/pickup-date-proposals?parcelId=${courier}&parcelId=${locker}`);
    expect(parcelsProposals[0]!.proposals.length).toBeGreaterThan(0);
    expect(parcelsProposals[0]!.proposals[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(parcelsProposals[1]!.proposals).toEqual([]);
    const many = Array.from({ length: 101 }, () => `parcelId=${courier}`).join('&');
    expect((await demo.api.get(`/parcel-management/pickup-date-proposals?${many}`)).status).toBe(400);
  });

  it('a pickup request with a proposed date succeeds; with a locker parcel it is a partial success', async () => {
    const courier = await parcel(shippableOrder(demo.market), 1002);
    const locker = await parcel(shippableOrder(demo.market, INPOST), 1001);
    const { parcelsProposals } = await demo.api.json<{
      parcelsProposals: { proposals: { date: string; minTime: string; maxTime: string }[] }[];
    }>(`/parcel-management/pickup-date-proposals?parcelId=${courier}`);
    const pickupDate = parcelsProposals[0]!.proposals[0]!;
    const id = randomUUID();
    const put = await demo.api.put(`/parcel-management/parcel-pickup-request-commands/${id}`, {
      parcelIds: [courier, locker],
      pickupDate,
    });
    expect(put.status).toBe(201);
    expect(put.headers.get('retry-after')).toBe('2');
    expect(await put.json()).toEqual({ parcelIds: [courier, locker], pickupDate });
    demo.market.control.advanceClock({ seconds: 2 });
    expect(
      (await demo.api.json<Report>(`/parcel-management/parcel-pickup-request-commands/${id}`)).status,
    ).toBe('PARTIAL_SUCCESS');
    const wrong = randomUUID();
    await demo.api.put(`/parcel-management/parcel-pickup-request-commands/${wrong}`, {
      parcelIds: [courier],
      pickupDate: { date: '2030-01-01', minTime: '03:00', maxTime: '04:00' },
    });
    demo.market.control.advanceClock({ seconds: 2 });
    expect(
      (await demo.api.json<Report>(`/parcel-management/parcel-pickup-request-commands/${wrong}`)).status,
    ).toBe('ERROR');
  });

  it('cancel answers 201 then SUCCESS; a parcel already picked up stays CREATED', async () => {
    const order = shippableOrder(demo.market);
    const parcelId = await parcel(order, 1002);
    const id = randomUUID();
    const put = await demo.api.put(`/parcel-management/parcel-cancel-commands/${id}`, { parcelId });
    expect(put.status).toBe(201);
    expect(await put.json()).toEqual({ id, input: { parcelId } });
    demo.market.control.advanceClock({ seconds: 2 });
    expect((await demo.api.json<Report>(`/parcel-management/parcel-cancel-commands/${id}`)).status).toBe(
      'SUCCESS',
    );
    expect((await demo.api.json<{ state: string }>(`/parcel-management/parcels/${parcelId}`)).state).toBe(
      'CANCELLED',
    );

    const picked = await parcel(shippableOrder(demo.market), 1002);
    const { parcelsProposals } = await demo.api.json<{
      parcelsProposals: { proposals: { date: string; minTime: string; maxTime: string }[] }[];
    }>(`/parcel-management/pickup-date-proposals?parcelId=${picked}`);
    const pickupDate = parcelsProposals[0]!.proposals[0]!;
    await demo.api.put(`/parcel-management/parcel-pickup-request-commands/${randomUUID()}`, {
      parcelIds: [picked],
      pickupDate,
    });
    demo.market.control.setClock({ time: `${pickupDate.date}T${pickupDate.maxTime}:01Z` });
    const fresh = apiClient(demo.market.url, (await signIn(demo.market.url)).access_token);
    const late = randomUUID();
    await fresh.put(`/parcel-management/parcel-cancel-commands/${late}`, { parcelId: picked });
    demo.market.control.advanceClock({ seconds: 2 });
    expect((await fresh.json<Report>(`/parcel-management/parcel-cancel-commands/${late}`)).status).toBe(
      'SUCCESS',
    );
    expect((await fresh.json<{ state: string }>(`/parcel-management/parcels/${picked}`)).state).toBe(
      'CREATED',
    );
  });
});
