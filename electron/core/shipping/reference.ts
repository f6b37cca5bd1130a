import { arr, obj, str } from '../market/records/json';
import type { ReferenceRepo } from '../sync/reference-repo';

/** What the synced reference data tells the packing station: the seller's name, carriers, and method carriers. */
export function createShippingReference(reference: ReferenceRepo) {
  return {
    carriers: (accountId: string): unknown => reference.get(accountId, 'carriers')?.body ?? null,
    sellerName: (accountId: string): string => {
      const me = obj(reference.get(accountId, 'me')?.body);
      return str(obj(me?.company)?.name) ?? str(me?.login) ?? '';
    },
    carrierName: (accountId: string, carrierId: string | null): string =>
      carrierId ? reference.carrierName(accountId, carrierId) : '',
    /**
     * Delivery method id to carrier id: from the newer family's services (they name the method), else by the
     * method's name among the older family's services.
     */
    methodCarriers(accountId: string, methods: { id: string; name: string | null }[]): Map<string, string> {
      const body = obj(reference.get(accountId, 'delivery-services')?.body);
      const map = new Map<string, string>();
      for (const s of arr(body?.services).map(obj)) {
        const method = str(obj(s?.id)?.deliveryMethodId);
        const carrier = str(s?.carrierId);
        if (method && carrier) map.set(method, carrier);
      }
      const byName = new Map<string, string>();
      for (const s of arr(body?.deliveryServices).map(obj)) {
        const name = str(s?.name)?.toLowerCase();
        const carrier = str(s?.carrierId);
        if (name && carrier) byName.set(name, carrier);
      }
      for (const m of methods) {
        if (map.has(m.id) || !m.name) continue;
        const name = m.name.toLowerCase();
        const carrier = byName.get(name) ?? [...byName].find(([n]) => n.startsWith(name))?.[1];
        if (carrier) map.set(m.id, carrier);
      }
      return map;
    },
  };
}
