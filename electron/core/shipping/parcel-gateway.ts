import type { LabelFormat, Party, PickupSlot } from '../../../shared/shipping';
import type { FieldError } from '../../../shared/errors';
import type { MarketClient } from '../market/client';
import { arr, int, obj, str } from '../market/records/json';
import type { InputContext, ShippingGateway } from './gateway';
import { bytesOrNull, readCommand, readProposal, seg } from './gateway';

const BASE = '/parcel-management';

interface Service {
  id: number;
  name: string;
  carrierId: string | null;
  cashOnDelivery: boolean;
}

const party = (p: Party) => ({
  name: p.name,
  company: p.company,
  address: { street: p.street, postCode: p.postCode, city: p.city, countryCode: p.countryCode },
  email: p.email,
  phone: p.phone,
  pointId: p.pointId,
});

/** The old family of document 3: commands by PUT with the id in the path, documents by GET. */
export function createParcelGateway(client: MarketClient): ShippingGateway {
  let services: Promise<Service[]> | null = null;

  function deliveryServices(): Promise<Service[]> {
    services ??= client
      .request({ method: 'GET', path: `${BASE}/delivery-services`, conditional: true })
      .then((answer) =>
        arr(obj(answer.data)?.deliveryServices)
          .map(obj)
          .filter((s) => s !== null && int(s.id) !== null)
          .map((s) => ({
            id: int(s!.id)!,
            name: str(s!.name) ?? '',
            carrierId: str(s!.carrierId),
            cashOnDelivery: obj(obj(s!.additionalServices)?.cashOnDelivery)?.available === true,
          })),
      )
      .catch((error: unknown) => {
        services = null;
        throw error;
      });
    return services;
  }

  /** The service of the order's delivery method: the same name, else one whose name starts with it. */
  async function serviceFor(name: string | null): Promise<Service | undefined> {
    if (!name) return undefined;
    const all = await deliveryServices();
    const wanted = name.toLowerCase();
    return (
      all.find((s) => s.name.toLowerCase() === wanted) ??
      all.find((s) => s.name.toLowerCase().startsWith(wanted))
    );
  }

  return {
    family: 'parcel-management',
    proposal: (orderId) => readProposal(client, orderId),

    async buildInput(c: InputContext) {
      const service = await serviceFor(c.deliveryMethodName);
      if (!service) {
        const errors: FieldError[] = [
          {
            path: 'serviceId',
            code: 'NO_DELIVERY_SERVICE',
            // Worded by the flow in the seller's language.
            userMessage: '',
          },
        ];
        return { errors };
      }
      const { draft } = c;
      const declared = draft.insurance;
      return {
        input: {
          serviceId: service.id,
          receiver: party(draft.receiver),
          // `pointId` where the seller takes the parcel to a point (document 3: "sent from a pickup point").
          pickup: party(c.sender),
          items: draft.packages.map((p) => ({
            weight: { value: p.weightKg, unit: 'KILOGRAM' },
            dimensions: {
              height: { value: p.heightCm, unit: 'CENTIMETER' },
              width: { value: p.widthCm, unit: 'CENTIMETER' },
              depth: { value: p.lengthCm, unit: 'CENTIMETER' },
            },
            description: draft.textOnLabel,
            value: declared,
          })),
          type: draft.packages[0]!.type,
          label: { fileFormat: c.labelFormat, referenceNumber: c.orderId },
          additionalServices: {
            ...(draft.cashOnDelivery ? { cashOnDelivery: { value: draft.cashOnDelivery } } : {}),
            options: [],
          },
        },
      };
    },

    async create(commandId, input) {
      // A PUT of a stored command id is safe to repeat: the client retries it on network faults and 5xx.
      const answer = await client.request({
        method: 'PUT',
        path: `${BASE}/parcel-create-commands/${seg(commandId)}`,
        body: input,
        idempotent: true,
      });
      return { retryAfter: answer.retryAfter };
    },
    readCreate: (commandId) =>
      readCommand(client, `${BASE}/parcel-create-commands/${seg(commandId)}`, 'parcelId'),

    async parcel(parcelId) {
      const body = obj(await client.get(`${BASE}/parcels/${seg(parcelId)}`)) ?? {};
      const waybills = arr(body.items)
        .map((i) => str(obj(i)?.waybill))
        .filter((w): w is string => w !== null);
      const serviceId = int(body.serviceId);
      const service = (await deliveryServices()).find((s) => s.id === serviceId);
      return { waybills, carrierId: service?.carrierId ?? null, cancelled: str(body.state) === 'CANCELLED' };
    },

    async label(parcelIds, format: LabelFormat, pageSize) {
      const answer = await client.request<unknown>({
        method: 'GET',
        path: `${BASE}/parcels/label`,
        query: { parcelId: parcelIds, pageFormat: pageSize },
        accept: format === 'PDF' ? 'pdf' : 'text',
      });
      if (typeof answer.data === 'string') {
        return answer.data === '' ? null : new Uint8Array(Buffer.from(answer.data, 'utf8'));
      }
      return bytesOrNull(answer.status, answer.data);
    },

    async protocol(parcelIds) {
      const answer = await client.request<unknown>({
        method: 'GET',
        path: `${BASE}/parcels/protocol`,
        query: { parcelId: parcelIds },
        accept: 'pdf',
      });
      return bytesOrNull(answer.status, answer.data);
    },

    async pickupProposals(parcelIds, readyDate) {
      const body = await client.get(`${BASE}/pickup-date-proposals`, { parcelId: parcelIds, readyDate });
      return arr(obj(body)?.parcelsProposals)
        .map(obj)
        .filter((p) => p !== null)
        .map((p) => ({ parcelId: str(p.parcelId) ?? '', slots: slotsOf(p.proposals) }));
    },

    async requestPickup(commandId, parcelIds, slot: PickupSlot | null) {
      await client.request({
        method: 'PUT',
        path: `${BASE}/parcel-pickup-request-commands/${seg(commandId)}`,
        body: { parcelIds, ...(slot ? { pickupDate: slot } : {}) },
        idempotent: true,
      });
    },
    readPickup: (commandId) =>
      readCommand(client, `${BASE}/parcel-pickup-request-commands/${seg(commandId)}`, 'id'),

    async cancel(commandId, parcelId) {
      await client.request({
        method: 'PUT',
        path: `${BASE}/parcel-cancel-commands/${seg(commandId)}`,
        body: { parcelId },
        idempotent: true,
      });
    },
    readCancel: (commandId) => readCommand(client, `${BASE}/parcel-cancel-commands/${seg(commandId)}`, 'id'),
  };
}

export function slotsOf(value: unknown): PickupSlot[] {
  return arr(value)
    .map(obj)
    .filter((t) => t !== null && str(t.date) !== null)
    .map((t) => ({ date: str(t!.date)!, minTime: str(t!.minTime) ?? '', maxTime: str(t!.maxTime) ?? '' }));
}
