import { describe, expect, it } from 'vitest';
import type { ParcelDraft, Party } from '../../../../shared/shipping';
import { checkAddress } from '../../../../electron/core/shipping/address-check';

const receiver: Party = {
  name: 'Anna Nowak',
  company: null,
  street: 'ul. Długa 5/2',
  postCode: '80-827',
  city: 'Gdańsk',
  countryCode: 'PL',
  email: 'a1b2c3+abc@allegromail.pl',
  phone: '+48 600 700 800',
  pointId: null,
};

const draft = (changes: Partial<Party>): ParcelDraft => ({
  receiver: { ...receiver, ...changes },
  packages: [{ type: 'PACKAGE', lengthCm: 30, widthCm: 20, heightCm: 10, weightKg: 1 }],
  insurance: null,
  cashOnDelivery: null,
  textOnLabel: null,
});

describe('the address check before a parcel is sent', () => {
  it.each<[string, Partial<Party>, boolean, string[]]>([
    ['a complete Polish address', {}, false, []],
    [
      'a street without a building number',
      { street: 'ul. Polna' },
      false,
      ['receiver.street:streetNumberMissing'],
    ],
    ['an empty street', { street: ' ' }, false, ['receiver.street:required']],
    ['a phone of 8 digits', { phone: '600 700 80' }, false, ['receiver.phone:phoneInvalid']],
    ['a phone of 15 digits', { phone: '+48 600 700 800 1234' }, false, ['receiver.phone:phoneInvalid']],
    ['a phone of 14 digits with a dash and brackets', { phone: '(48) 600-700-800-12' }, false, []],
    ['a phone with letters', { phone: '600 ABC 800' }, false, ['receiver.phone:phoneInvalid']],
    ['no phone', { phone: '' }, false, ['receiver.phone:required']],
    [
      'a Polish post code without the dash',
      { postCode: '80827' },
      false,
      ['receiver.postCode:postCodeInvalid'],
    ],
    ['a German post code', { countryCode: 'DE', postCode: '10115' }, false, []],
    [
      'a German post code of four digits',
      { countryCode: 'DE', postCode: '1011' },
      false,
      ['receiver.postCode:postCodeInvalid'],
    ],
    ['a Czech post code with its space', { countryCode: 'CZ', postCode: '110 00' }, false, []],
    ['a Dutch post code', { countryCode: 'NL', postCode: '1012 AB' }, false, []],
    ['any sensible code elsewhere', { countryCode: 'SE', postCode: '114 55' }, false, []],
    ['no post code', { postCode: '' }, false, ['receiver.postCode:required']],
    ['neither name nor company', { name: null, company: ' ' }, false, ['receiver.name:required']],
    ['a company without a person', { name: null, company: 'Firma' }, false, []],
    [
      'no city and no e-mail',
      { city: '', email: '' },
      false,
      ['receiver.city:required', 'receiver.email:required'],
    ],
    ['a locker method without a point', {}, true, ['receiver.pointId:pickupPointMissing']],
    ['a locker method with its point', { pointId: 'WAW01M' }, true, []],
  ])('%s', (_name, changes, pickupPointMethod, expected) => {
    const found = checkAddress(draft(changes), { pickupPointMethod }).map((p) => `${p.path}:${p.code}`);
    expect(found).toEqual(expected);
  });
});
