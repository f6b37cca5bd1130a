import { carriers, parcelServices } from '../data/delivery';
import { waybillFor } from '../data/waybills';
import type { LabelParty, LabelPiece } from '../documents/types';
import type { ErrorItem, Parcel, ParcelCommand, Party, Pickup } from '../state/types';
import type { World } from '../world';
import { proposalsFor } from './pickups';
import { follows2026, numbersFor, putOnOrder, withCarrierNumbers } from './shipments-2026';
import { validateParcel, validationError, type ParcelRequest } from './validate';

export const commandKey = (c: Pick<ParcelCommand, 'family' | 'kind' | 'id'>) =>
  `${c.family}:${c.kind}:${c.id}`;

/** Registers a command: it is IN_PROGRESS until its processing time on the marketplace clock. */
export function submitCommand(
  world: World,
  spec: Pick<ParcelCommand, 'id' | 'kind' | 'family' | 'sellerId' | 'input' | 'request' | 'parcelId'>,
): ParcelCommand {
  const now = world.clock.now();
  let stuck = false;
  if (spec.kind === 'create' && world.settings.stuckParcelCommands > 0) {
    world.settings.stuckParcelCommands--;
    stuck = true;
  }
  const command: ParcelCommand = {
    ...spec,
    status: 'IN_PROGRESS',
    errors: [],
    pickupId: null,
    createdAt: now,
    doneAt: now + world.settings.parcelCommandSeconds * 1000,
    stuck,
  };
  world.store.addParcelCommand(command);
  world.scheduler.schedule(command.doneAt, 'parcel-command', commandKey(command));
  return command;
}

/**
 * Seconds a client should wait before asking again: 0 for a command due already (no processing time set),
 * which the next read finds done; at least 1 while it works, or while a stuck carrier holds it.
 */
export function retryAfter(world: World, command: ParcelCommand): number {
  const left = command.doneAt - world.clock.now();
  if (left <= 0 && !command.stuck) return 0;
  return Math.max(1, Math.ceil(left / 1000));
}

function orderFor(world: World, sellerId: string, email: string, reference: string | null): string | null {
  const orders = world.store.ordersOf(sellerId);
  const byEmail = orders.find((o) => !o.mergedInto && o.buyer.email.toLowerCase() === email.toLowerCase());
  if (byEmail) return byEmail.id;
  return orders.find((o) => o.id === reference)?.id ?? null;
}

function createParcel(world: World, command: ParcelCommand): void {
  const req = command.request as ParcelRequest;
  const rules2026 = follows2026(world, command);
  const errors = validateParcel(req, rules2026);
  if (errors.length > 0) {
    command.status = 'ERROR';
    command.errors = errors;
    return;
  }
  const service = req.service!;
  const counters = world.store.data.counters;
  // Under 2026 a package's waybill is the marketplace's number; the carrier's own comes later.
  const numbers = rules2026 ? numbersFor(world, service.carrierId, req.items.length) : null;
  const parcel: Parcel = {
    id: world.random.uuid(),
    family: command.family,
    sellerId: command.sellerId,
    commandId: command.id,
    serviceId: command.family === 'parcel' ? String(service.id) : service.deliveryMethodId,
    carrierId: service.carrierId,
    receiver: req.receiver,
    sender: req.sender,
    items: req.items.map((item, i) => ({
      waybill: numbers?.[i]?.waybill ?? waybillFor(service.carrierId, 5_000_000 + ++counters.waybill),
      weightKg: item.weightKg,
      dimensionsCm: item.dims,
      description: item.description,
      value: item.value,
      type: item.type ?? req.type ?? 'PACKAGE',
      textOnLabel: item.textOnLabel,
    })),
    type: req.type ?? req.items[0]?.type ?? 'PACKAGE',
    labelFormat: req.labelFormat as Parcel['labelFormat'],
    referenceNumber: req.referenceNumber,
    cashOnDelivery: req.cashOnDelivery,
    insurance: req.insurance,
    options: req.options,
    state: 'CREATED',
    // Work is dated when it was due, even when the clock jumped past it.
    createdAt: command.doneAt,
    cancelledAt: null,
    pickedUp: false,
    orderId: orderFor(world, command.sellerId, req.receiver.email, req.referenceNumber),
    input: command.input,
  };
  if (numbers) {
    withCarrierNumbers(
      world,
      parcel,
      numbers.map((n) => n.carrierWaybill),
    );
  }
  world.store.addParcel(parcel);
  if (rules2026) putOnOrder(world, parcel);
  // A stuck command made its parcel, but keeps answering IN_PROGRESS without the id.
  if (command.stuck) return;
  command.status = 'SUCCESS';
  command.parcelId = parcel.id;
}

function cancelParcel(world: World, command: ParcelCommand): void {
  const parcel = command.parcelId ? world.store.parcel(command.parcelId) : undefined;
  if (!parcel || parcel.sellerId !== command.sellerId) {
    command.status = 'ERROR';
    command.errors = [validationError('shipmentId', 'The parcel does not exist', 'Przesyłka nie istnieje.')];
    return;
  }
  // SUCCESS does not promise a cancelled parcel: one already picked up by the courier stays CREATED.
  if (!parcel.pickedUp && parcel.state === 'CREATED') {
    parcel.state = 'CANCELLED';
    parcel.cancelledAt = command.doneAt;
  }
  command.status = 'SUCCESS';
}

function requestPickup(world: World, command: ParcelCommand): void {
  const req = command.request as {
    parcelIds: string[];
    date: string | null;
    minTime: string | null;
    maxTime: string | null;
  };
  const errors: ErrorItem[] = [];
  const accepted: string[] = [];
  for (const id of req.parcelIds) {
    const parcel = world.store.parcel(id);
    const service = parcel ? serviceOf(parcel) : undefined;
    if (!parcel || parcel.sellerId !== command.sellerId) {
      errors.push(validationError('parcelIds', `Parcel ${id} does not exist`, 'Przesyłka nie istnieje.'));
    } else if (parcel.state !== 'CREATED' || !service?.pickup) {
      errors.push(
        validationError(
          'parcelIds',
          `Parcel ${id} cannot be picked up by a courier`,
          'Dla tej przesyłki nie można zamówić odbioru.',
        ),
      );
    } else if (
      req.date !== null &&
      !proposalsFor(world, service, null, command.doneAt).some(
        (p) => p.date === req.date && p.minTime === req.minTime && p.maxTime === req.maxTime,
      )
    ) {
      errors.push(
        validationError(
          'pickupDate',
          'The pickup date is not one of the proposals',
          'Wybierz termin z propozycji.',
        ),
      );
    } else accepted.push(id);
  }
  command.errors = errors;
  command.status = accepted.length === 0 ? 'ERROR' : errors.length > 0 ? 'PARTIAL_SUCCESS' : 'SUCCESS';
  if (accepted.length === 0) return;
  const pickup: Pickup = {
    id: world.random.uuid(),
    sellerId: command.sellerId,
    family: command.family,
    parcelIds: accepted,
    date: req.date,
    minTime: req.minTime,
    maxTime: req.maxTime,
    carrierPickupId: `PU${world.random.digits(9)}`,
    createdAt: command.doneAt,
  };
  world.store.addPickup(pickup);
  command.pickupId = pickup.id;
  const at = req.date
    ? Date.parse(`${req.date}T${req.maxTime ?? '18:00'}:00Z`)
    : command.doneAt + 4 * 3600_000;
  world.scheduler.schedule(at, 'parcel-picked-up', pickup.id);
}

export function registerParcelTasks(world: World): void {
  world.scheduler.register('parcel-command', (key) => {
    const [family, kind, id] = key.split(':') as [string, string, string];
    const command = world.store.parcelCommand(family, kind, id);
    if (!command || command.status !== 'IN_PROGRESS') return;
    if (kind === 'create') createParcel(world, command);
    else if (kind === 'cancel') cancelParcel(world, command);
    else requestPickup(world, command);
  });
  world.scheduler.register('parcel-picked-up', (pickupId) => {
    for (const id of world.store.pickup(pickupId)?.parcelIds ?? []) {
      const parcel = world.store.parcel(id);
      if (parcel && parcel.state === 'CREATED') parcel.pickedUp = true;
    }
  });
}

export function serviceOf(parcel: Parcel) {
  return parcelServices.find(
    (s) => String(s.id) === parcel.serviceId || s.deliveryMethodId === parcel.serviceId,
  );
}

const labelParty = (p: Party): LabelParty => ({
  name: p.company && p.name ? `${p.name} (${p.company})` : (p.name ?? p.company ?? ''),
  street: p.street,
  postCode: p.postCode,
  city: p.city,
  countryCode: p.countryCode,
  phone: p.phone,
  email: p.email,
  pointId: p.pointId,
});

/** The pieces a label or a protocol shows for parcels: one per item, each with its waybill. */
export function piecesOf(parcels: Parcel[]): LabelPiece[] {
  return parcels.flatMap((parcel) => {
    const service = serviceOf(parcel);
    return parcel.items.map((item, i) => ({
      waybill: item.waybill,
      carrierId: parcel.carrierId,
      carrierName: carriers.find((c) => c.id === parcel.carrierId)?.name ?? parcel.carrierId,
      serviceName: service?.name ?? '',
      sender: labelParty(parcel.sender),
      receiver: labelParty(parcel.receiver),
      piece: i + 1,
      pieces: parcel.items.length,
      weightKg: item.weightKg,
      dimensionsCm: item.dimensionsCm,
      referenceNumber: parcel.referenceNumber,
      cashOnDelivery: parcel.cashOnDelivery?.amount ?? null,
      createdAt: parcel.createdAt,
    }));
  });
}
