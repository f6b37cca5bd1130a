import { describe, expect, it } from 'vitest';
import { scanStep } from '../../../../electron/core/shipping/scan';
import { translate } from '../../../../renderer/src/i18n/translate';

const free = { takenElsewhere: false, packHere: false };
const elsewhere = { takenElsewhere: true, packHere: false };
const chosen = { takenElsewhere: true, packHere: true };
const auto = { autoShip: true, checkItems: false };
const manual = { autoShip: false, checkItems: false };
const check = { autoShip: true, checkItems: true };

describe('a scan of an order another station took', () => {
  it('asks before anything, whatever the settings say: never ships, checks or takes it by itself', () => {
    for (const packing of [auto, manual, check, undefined]) expect(scanStep(elsewhere, packing)).toBe('ask');
  });

  it('once the seller chose to pack it here, goes on as a scan of a free order would', () => {
    for (const packing of [auto, manual, check, undefined])
      expect(scanStep(chosen, packing)).toBe(scanStep(free, packing));
  });

  it('a free order ships, is checked item by item or is opened, as the settings say', () => {
    expect(scanStep(free, auto)).toBe('ship');
    expect(scanStep(free, undefined)).toBe('ship');
    expect(scanStep(free, manual)).toBe('open');
    expect(scanStep(free, check)).toBe('check');
  });

  it('the question is worded in both languages', () => {
    expect(translate('pl', 'shipping.station.takenElsewhere')).toBe('Zamówienie wzięte na innym stanowisku');
    expect(translate('en', 'shipping.station.takenElsewhere')).toBe('Order taken on another station');
    expect(translate('pl', 'shipping.station.packHere')).toBe('Pakuj tutaj');
    expect(translate('en', 'shipping.station.packHere')).toBe('Pack it here');
  });
});
