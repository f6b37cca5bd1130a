import type { Party, PickupSlot } from '../../../shared/shipping';
import type { MarketClient } from '../market/client';
import { arr, obj, str } from '../market/records/json';
import type { InputContext, ShippingGateway } from './gateway';
import { bytesOrNull, readCommand, readProposal, seg } from './gateway';
import { slotsOf } from './parcel-gateway';

const BASE = '/shipment-management';

const address = (p: Party) => ({
  ...(p.name ? { name: p.name } : {}),
  ...(p.company ? { company: p.company } : {}),
  street: p.street,
  postalCode: p.postCode,
  city: p.city,
  countryCode: p.countryCode,
  email: p.email,
  phone: p.phone,
  ...(p.pointId ? { point: p.pointId } : {}),
});

/** The family the marketplace serves today (api-facts 6): commands by POST `{commandId, input}`, documents by POST. */
export function createShipmentGateway(client: MarketClient): ShippingGateway {
  const post = (path: string, body: unknown) =>
    client.request<unknown>({ method: 'POST', path: `${BASE}${path}`, body });
  const download = (path: string, body: unknown) =>
    client.request<unknown>({ method: 'POST', path: `${BASE}${path}`, body, accept: 'octet-stream' });

  return {
    family: 'shipment-management',
    proposal: (orderId) => readProposal(client, orderId),

    // eslint-disable-next-line @typescript-eslint/require-await
    async buildInput(c: InputContext) {
      const { draft } = c;
      const suggested = c.proposal?.suggestedInput ?? {};
      return {
        input: {
          deliveryMethodId: str(suggested.deliveryMethodId) ?? c.deliveryMethodId,
          credentialsId: str(suggested.credentialsId),
          sender: address(c.sender),
          receiver: address(draft.receiver),
          referenceNumber: c.orderId,
          packages: draft.packages.map((p) => ({
            type: p.type,
            length: { value: p.lengthCm, unit: 'CENTIMETER' },
            width: { value: p.widthCm, unit: 'CENTIMETER' },
            height: { value: p.heightCm, unit: 'CENTIMETER' },
            weight: { value: p.weightKg, unit: 'KILOGRAMS' },
            ...(draft.textOnLabel ? { textOnLabel: draft.textOnLabel } : {}),
          })),
          ...(draft.insurance ? { insurance: draft.insurance } : {}),
          ...(draft.cashOnDelivery ? { cashOnDelivery: draft.cashOnDelivery } : {}),
          labelFormat: c.labelFormat,
        },
      };
    },

    async create(commandId, input) {
      // A POST is not repeated by the client: an unknown outcome is settled by reading this id back.
      const answer = await post('/shipments/create-commands', { commandId, input });
      return { retryAfter: answer.retryAfter };
    },
    readCreate: (commandId) =>
      readCommand(client, `${BASE}/shipments/create-commands/${seg(commandId)}`, 'shipmentId'),

    async parcel(shipmentId) {
      const body = obj(await client.get(`${BASE}/shipments/${seg(shipmentId)}`)) ?? {};
      const packages = arr(body.packages)
        .map(obj)
        .filter((p) => str(p?.waybill) !== null);
      const waybills = packages.map((p) => str(p!.waybill)!);
      const carrier = str(body.carrier) ?? str(obj(arr(packages[0]?.transportingInfo)[0])?.carrierId) ?? null;
      // `transportingInfo` stays empty until the carrier has given its number (#13177).
      const carrierWaybills = packages.map((p) => str(obj(arr(p!.transportingInfo)[0])?.carrierWaybill));
      return { waybills, carrierId: carrier, carrierWaybills, cancelled: str(body.canceledDate) !== null };
    },

    async label(shipmentIds, format, pageSize) {
      const answer = await download('/label', {
        shipmentIds,
        ...(format === 'PDF' ? { pageSize } : {}),
      });
      return bytesOrNull(answer.status, answer.data);
    },

    async protocol(shipmentIds) {
      const answer = await download('/protocol', { shipmentIds });
      return bytesOrNull(answer.status, answer.data);
    },

    async pickupProposals(shipmentIds, readyDate) {
      const body = await post('/pickup-proposals', { shipmentIds, ...(readyDate ? { readyDate } : {}) });
      return arr(body.data)
        .flatMap((group) => arr(obj(group)?.proposals))
        .map(obj)
        .filter((p) => p !== null)
        .map((p) => ({ parcelId: str(p.shipmentId) ?? '', slots: slotsOf(p.pickupTimes) }));
    },

    async requestPickup(commandId, shipmentIds, slot: PickupSlot | null) {
      await post('/pickups/create-commands', {
        commandId,
        input: { shipmentIds, ...(slot ? { pickupTime: slot } : {}) },
      });
    },
    readPickup: (commandId) =>
      readCommand(client, `${BASE}/pickups/create-commands/${seg(commandId)}`, 'pickupId'),

    async cancel(commandId, shipmentId) {
      await post('/shipments/cancel-commands', { commandId, input: { shipmentId } });
    },
    readCancel: (commandId) =>
      readCommand(client, `${BASE}/shipments/cancel-commands/${seg(commandId)}`, 'shipmentId'),
  };
}
