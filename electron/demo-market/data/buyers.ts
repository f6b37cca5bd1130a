import type { Random } from '../random';
import type { Buyer, DeliveryInfo } from '../state/types';
import { deliveryMethods, pickupPointPrefixes, type DeliveryMethod } from './delivery';
import { cities, feminineFirstNames, firstNames, lastNames, streets, surnameFor } from './people';

const FEMININE = new Set(feminineFirstNames);

function ascii(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * A buyer with a Polish name and address. A few addresses and phones are invalid on purpose (a street
 * without a building number, a phone of the wrong length): parcel creation must refuse them.
 */
export function makeBuyer(r: Random, id: number): Buyer {
  const firstName = r.pick(firstNames);
  const lastName = surnameFor(r.pick(lastNames), FEMININE.has(firstName));
  const place = r.pick(cities);
  const badStreet = r.chance(0.03);
  const badPhone = r.chance(0.03);
  const street = badStreet
    ? r.pick(streets)
    : `${r.pick(streets)} ${r.int(1, 120)}${r.chance(0.4) ? `/${r.int(1, 60)}` : ''}`;
  const phone = badPhone
    ? r.pick(['12345', '5006007', '+48 600 700 800 900 1'])
    : r.chance(0.8)
      ? `${r.pick(['5', '6', '7', '8'])}${r.digits(8)}`
      : `+48${r.pick(['5', '6', '7'])}${r.digits(8)}`;
  const company = r.chance(0.12);
  return {
    id: String(id),
    login: `${ascii(firstName)}_${ascii(lastName).slice(0, 3)}${r.int(10, 99)}`,
    email: '',
    firstName,
    lastName,
    companyName: company ? `${lastName} ${r.pick(['Sp. z o.o.', 'i Wspólnicy', 'Usługi', 'Handel'])}` : null,
    phone,
    address: {
      street,
      city: place.city,
      postCode: place.postCode.slice(0, 3) + String(r.int(100, 999)),
      countryCode: 'PL',
    },
    guest: r.chance(0.05),
  };
}

/** The per-purchase address the marketplace generates for a buyer (`…@allegromail.pl`). */
export function purchaseEmail(r: Random): string {
  return `${r.hex(10)}+${r.hex(6)}@allegromail.pl`;
}

export function pickMethod(r: Random): DeliveryMethod {
  return r.weighted(
    deliveryMethods.map(
      (m) => [m, m.kind === 'APM' ? 40 : m.kind === 'SELF' ? 2 : m.price[0] > 50 ? 1 : 10] as const,
    ),
  );
}

export function makeDelivery(r: Random, buyer: Buyer, method: DeliveryMethod = pickMethod(r)): DeliveryInfo {
  const [min, max] = method.price;
  const cost = r.chance(0.3) ? 0 : min + r.next() * (max - min);
  const prefix = pickupPointPrefixes[buyer.address.city] ?? 'WAW';
  const point = method.kind === 'APM' || method.kind === 'PUDO';
  const code =
    method.carrierId === 'ORLEN'
      ? `${prefix}${r.digits(4)}`
      : `${prefix}${r.int(1, 199)}${r.pick(['M', 'A', 'N', 'P'])}`;
  return {
    methodId: method.id,
    methodName: method.name,
    carrierId: method.carrierId ?? 'OTHER',
    address: {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      street: buyer.address.street,
      city: buyer.address.city,
      zipCode: buyer.address.postCode,
      countryCode: 'PL',
      companyName: buyer.companyName,
      phoneNumber: buyer.phone,
    },
    pickupPoint: point
      ? {
          id: code,
          name: method.carrierId === 'ORLEN' ? `ORLEN Paczka ${code}` : `Paczkomat ${code}`,
          description: r.pick([
            'Przy sklepie Biedronka',
            'Stacja paliw ORLEN',
            'Obok wejścia do Żabki',
            'Parking przy Lidlu',
          ]),
          address: {
            street: `${r.pick(['ul. Głogowska', 'ul. Grunwaldzka', 'ul. Dworcowa', 'ul. Rynek'])} ${r.int(1, 90)}`,
            zipCode: buyer.address.postCode,
            city: buyer.address.city,
            countryCode: 'PL',
          },
        }
      : null,
    cost: cost.toFixed(2),
    smart: cost === 0 && r.chance(0.8),
  };
}
