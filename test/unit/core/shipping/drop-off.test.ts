import { describe, expect, it } from 'vitest';
import { allowsDropOff } from '../../../../electron/core/shipping/drop-off';

const method = (methodName: string | null, carrierId: string | null = null) => ({ methodName, carrierId });

describe('which delivery methods take a drop-off point', () => {
  it('lockers, pick-up points and the carriers that take parcels at their counters do', () => {
    for (const m of [
      method('Allegro Paczkomaty InPost', 'INPOST'),
      method('Allegro One Box, One Kurier', 'ALLEGRO'),
      method('Allegro Odbiór w Punkcie ORLEN Paczka', 'ORLEN'),
      method('Pocztex Kurier 48', 'POCZTA_POLSKA'),
      // The carrier not known yet (the delivery services not read): the method's name says it.
      method('Allegro Automat Pocztex'),
      method('Allegro Odbiór w Punkcie DPD Pickup'),
    ])
      expect(allowsDropOff(m), m.methodName ?? '').toBe(true);
  });

  it('couriers that come to collect, a pickup in person and a method not known do not', () => {
    for (const m of [
      method('Allegro Kurier DPD', 'DPD'),
      method('Allegro Kurier DHL', 'DHL'),
      method('Allegro Kurier UPS', 'UPS'),
      method('Kurier InPost', 'INPOST'),
      method('Kurier DPD Paleta', 'DPD'),
      method('Odbiór osobisty'),
      method(null),
    ])
      expect(allowsDropOff(m), m.methodName ?? 'no name').toBe(false);
  });
});
