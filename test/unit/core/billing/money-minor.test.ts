import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../../../../electron/core/domains/billing/money-minor';

describe('billing amounts in grosze', () => {
  it.each([
    ['12.34', 1234],
    ['-12.34', -1234],
    ['0.1', 10],
    ['-0.05', -5],
    ['7', 700],
    ['0.00', 0],
  ])('reads %s as %i grosze', (amount, minor) => expect(toMinor(amount)).toBe(minor));

  it.each(['12,34', '1.234', 'abc', '', '--1'])('refuses %j', (amount) => expect(toMinor(amount)).toBeNull());

  it.each([
    [1234, '12.34'],
    [-1234, '-12.34'],
    [-5, '-0.05'],
    [0, '0.00'],
    [30, '0.30'],
  ])('writes %i grosze as %s', (minor, amount) => expect(fromMinor(minor)).toBe(amount));
});
