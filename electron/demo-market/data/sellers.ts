import type { Seller } from '../state/types';
import { impliedWarranty, returnPolicy, warranty } from './after-sales';

/** The main demo seller: a company account with the generated shop. */
export const MAIN_SELLER_ID = '43218765';
/** A second seller with a small shop of its own: its objects answer 403 to the main seller and back. */
export const SECOND_SELLER_ID = '58003412';

type Base = Omit<Seller, 'returnPolicies' | 'impliedWarranties' | 'warranties'>;

/**
 * Each seller starts with one or two conditions of each kind, so every screen has something to show; the main
 * seller's first return policy and implied warranty are named `default`, which offers get when they name none.
 */
export function demoSellers(): Seller[] {
  const [main, second] = baseSellers() as [Base, Base];
  return [
    {
      ...main,
      returnPolicies: [
        returnPolicy(main, { id: 'b1d2e3f4-0a1b-4c2d-9e3f-4a5b6c7d8e91', name: 'default' }),
        returnPolicy(
          main,
          { id: 'b1d2e3f4-0a1b-4c2d-9e3f-4a5b6c7d8e92', name: 'Na zamówienie (bez zwrotu)' },
          {
            range: 'RESTRICTED',
            restrictionCause: 'CUSTOM_ITEM',
            withdrawalPeriod: null,
            returnCostCoveredBy: null,
          },
        ),
      ],
      impliedWarranties: [
        impliedWarranty(main, { id: 'c2e3f4a5-1b2c-4d3e-8f4a-5b6c7d8e9f01', name: 'default' }),
        impliedWarranty(
          main,
          { id: 'c2e3f4a5-1b2c-4d3e-8f4a-5b6c7d8e9f02', name: 'Reklamacje firmowe' },
          { corporatePeriod: 'P1Y', description: '<p>Reklamacje firm rozpatrujemy w <b>14 dni</b>.</p>' },
        ),
      ],
      warranties: [
        warranty({ id: 'd3f4a5b6-2c3d-4e4f-9a5b-6c7d8e9f0a11', name: 'Gwarancja producenta 24 miesiące' }),
        warranty(
          { id: 'd3f4a5b6-2c3d-4e4f-9a5b-6c7d8e9f0a12', name: 'Gwarancja sklepu dożywotnia' },
          { type: 'SELLER', individual: { period: null, lifetime: true }, description: 'Wymiana na nowy.' },
        ),
      ],
    },
    {
      ...second,
      returnPolicies: [
        returnPolicy(second, { id: 'f5b6c7d8-4e5f-4a6b-9c7d-8e9f0a1b2c31', name: 'Zwroty 14 dni' }),
      ],
      // Two implied warranties and none named "default": an offer naming none is refused (422).
      impliedWarranties: [
        impliedWarranty(second, { id: 'a6c7d8e9-5f6a-4b7c-8d8e-9f0a1b2c3d41', name: 'Reklamacje' }),
        impliedWarranty(second, { id: 'a6c7d8e9-5f6a-4b7c-8d8e-9f0a1b2c3d42', name: 'Reklamacje firmowe' }),
      ],
      warranties: [],
    },
  ];
}

function baseSellers(): Base[] {
  return [
    {
      id: MAIN_SELLER_ID,
      login: 'sklep-demo',
      firstName: 'Anna',
      lastName: 'Kowalska',
      email: mailbox('sklep-demo'),
      phone: '600700800',
      company: { name: 'Sklep Demo Anna Kowalska', taxId: '7791011327' },
      features: ['SUPER_SELLER'],
      address: inPoland('ul. Półwiejska 12', 'Poznań', '61-888', 'WIELKOPOLSKIE'),
      shippingRates: [
        { id: 'a8c3d4e1-5b6f-4c7d-8e9f-0a1b2c3d4e51', name: 'default' },
        { id: 'a8c3d4e1-5b6f-4c7d-8e9f-0a1b2c3d4e52', name: 'Gabaryty' },
      ],
      maxInactiveOffers: 10_000_000,
    },
    {
      id: SECOND_SELLER_ID,
      login: 'drugi-sklep',
      firstName: 'Piotr',
      lastName: 'Nowak',
      email: mailbox('drugi-sklep'),
      phone: '512345678',
      company: { name: 'Drugi Sklep Piotr Nowak', taxId: '5260250274' },
      features: [],
      address: inPoland('ul. Długa 5', 'Gdańsk', '80-827', 'POMORSKIE'),
      // Two price lists and none named "default": an offer without a price list is refused (422).
      shippingRates: [
        { id: 'e4a5b6c7-3d4e-4f5a-8b6c-7d8e9f0a1b21', name: 'Paczki' },
        { id: 'e4a5b6c7-3d4e-4f5a-8b6c-7d8e9f0a1b22', name: 'Kurier' },
      ],
      maxInactiveOffers: 50,
    },
  ];
}

const mailbox = (login: string): string => `${login}@demo-market.local`;

const inPoland = (street: string, city: string, postCode: string, province: string): Base['address'] => ({
  street,
  city,
  postCode,
  countryCode: 'PL',
  province,
});
