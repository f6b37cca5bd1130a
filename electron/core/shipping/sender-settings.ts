import type { OrderDetail } from '../../../shared/orders';
import type { Language } from '../../../shared/settings';
import {
  senderAddressSchema,
  type SaveSender,
  type SenderAddress,
  type SenderMethod,
  type SenderSettings,
} from '../../../shared/sender';
import type { Party } from '../../../shared/shipping';
import type { Db } from '../db/open';
import { arr, obj, str } from '../market/records/json';
import type { ReferenceRepo } from '../sync/reference-repo';
import { allowsDropOff, inPerson } from './drop-off';
import { shippingError } from './messages';
import { createSenderRepo } from './sender-repo';

export interface SenderDeps {
  db: Db;
  reference: ReferenceRepo;
  /** The account's delivery methods (those of its orders in the local copy). */
  methods: (accountId: string) => { id: string; name: string }[];
  carriers: (accountId: string, methods: { id: string; name: string | null }[]) => Map<string, string>;
  changed: () => void;
  language: () => Language;
  now: () => number;
}

/** What a parcel is sent with: the seller's address (null: not saved) and the method's drop-off point. */
export interface ParcelSender {
  address: Party | null;
  pointId: string | null;
  /** The account's own data, when complete enough to send with: the last resort. */
  account: () => Party | null;
}

/**
 * The sender of a parcel: the seller's saved address first, else the marketplace's suggestion, else the previous
 * parcel's sender, else the account's own data (its profile and return address). The drop-off point is the order's
 * method's own: one kept from a parcel of another method would be refused (or send the seller to the wrong
 * counter); the marketplace's suggestion keeps its own.
 */
export function parcelSender(
  own: ParcelSender | null,
  proposed: Party | null,
  previous: () => Party | null,
): Party | null {
  const from = own?.address ?? proposed ?? previous() ?? own?.account() ?? null;
  if (!from) return null;
  return { ...from, pointId: own?.pointId ?? (from === proposed ? proposed.pointId : null) };
}

const toParty = (a: SenderAddress): Party => ({
  ...a,
  name: a.name || null,
  company: a.company || null,
  pointId: null,
});

/**
 * The sender address and drop-off points of each account. Until the seller saves an address, the form shows the
 * account's own (its profile's name, company and e-mail, its return address and phone), read from the local copy;
 * once saved, every parcel of the account is sent from it in either shipping family.
 */
export function createSenderSettings(deps: SenderDeps) {
  const repo = createSenderRepo(deps.db);
  // The return address the seller gave the marketplace: where returned parcels go, so also where they come from.
  const returnPolicy = deps.db.prepare<[string], { raw: string }>(
    `SELECT raw FROM after_sales_conditions WHERE account_id = ? AND kind = 'return-policy'
     ORDER BY name COLLATE NOCASE, id LIMIT 1`,
  );

  function account(accountId: string): SenderAddress {
    const me = obj(deps.reference.get(accountId, 'me')?.body) ?? {};
    const policy = obj(JSON.parse(returnPolicy.get(accountId)?.raw ?? 'null')) ?? {};
    const place = obj(policy.address) ?? {};
    const contact = obj(policy.contact) ?? {};
    const person = [str(me.firstName), str(me.lastName)].filter(Boolean).join(' ');
    return {
      name: person,
      company: str(obj(me.company)?.name) ?? '',
      street: str(place.street) ?? '',
      postCode: str(place.postCode) ?? str(place.zipCode) ?? '',
      city: str(place.city) ?? '',
      countryCode: str(place.countryCode) ?? 'PL',
      email: str(me.email) ?? str(contact.email) ?? '',
      phone: str(contact.phoneNumber) ?? str(contact.phone) ?? '',
    };
  }

  function methods(accountId: string): SenderMethod[] {
    const points = repo.points(accountId);
    const listed = deps.methods(accountId).filter((m) => !inPerson(m.name));
    // A method with a point stays in the list after its last order left the local copy, so the point can go; its
    // name comes from the marketplace's list of delivery methods.
    const known = arr(obj(deps.reference.get(accountId, 'delivery-methods')?.body)?.deliveryMethods).map(obj);
    const named = (id: string) => str(known.find((m) => str(m?.id) === id)?.name) ?? id;
    const all = [
      ...listed,
      ...[...points.keys()]
        .filter((id) => !listed.some((m) => m.id === id))
        .map((id) => ({ id, name: named(id) })),
    ];
    const carriers = deps.carriers(accountId, all);
    return all.map((m) => {
      const dropOff = allowsDropOff({ methodName: m.name, carrierId: carriers.get(m.id) ?? null });
      return { id: m.id, name: m.name, dropOff, pointId: dropOff ? (points.get(m.id) ?? null) : null };
    });
  }

  function settings(accountId: string): SenderSettings {
    const saved = repo.address(accountId);
    const own = account(accountId);
    return { address: saved ?? own, saved: saved !== null, account: own, methods: methods(accountId) };
  }

  return {
    settings,
    save(accountId: string, input: SaveSender): SenderSettings {
      const known = methods(accountId);
      for (const change of input.dropOffPoints) {
        const method = known.find((m) => m.id === change.methodId);
        if (change.pointId !== null && !method?.dropOff) {
          const name = method?.name ?? change.methodId;
          throw shippingError('VALIDATION_FAILED', 'noDropOff', deps.language(), { method: name });
        }
      }
      repo.save(accountId, input.address, input.dropOffPoints, deps.now());
      deps.changed();
      return settings(accountId);
    },
    reset(accountId: string): SenderSettings {
      if (repo.reset(accountId)) deps.changed();
      return settings(accountId);
    },
    /**
     * The sender of one parcel of this order: the saved address (else the account's data, for when nothing better
     * is found), and the drop-off point of the order's method when the method takes one. A method without drop-off never gets a point, whatever is stored for it.
     */
    forParcel: (accountId: string, order: OrderDetail | null): ParcelSender => {
      const saved = repo.address(accountId);
      const address = saved && toParty(saved);
      const fallback = (): Party | null => {
        const own = senderAddressSchema.safeParse(account(accountId));
        return own.success ? toParty(own.data) : null;
      };
      const { methodId, methodName } = order?.delivery ?? { methodId: null, methodName: null };
      if (!methodId) return { address, pointId: null, account: fallback };
      const carrierId = deps.carriers(accountId, [{ id: methodId, name: methodName }]).get(methodId) ?? null;
      const pointId = allowsDropOff({ methodName, carrierId })
        ? (repo.points(accountId).get(methodId) ?? null)
        : null;
      return { address, pointId, account: fallback };
    },
  };
}

export type SenderSettingsService = ReturnType<typeof createSenderSettings>;
