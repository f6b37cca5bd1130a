import { describe, expect, it } from 'vitest';
import {
  compatibilityProblems,
  listOfRows,
  maxLineOf,
  vehicleParts,
  type CompatibilityCategory,
} from '../../../shared/compatibility';

const text: CompatibilityCategory = {
  categoryId: '9108',
  name: 'Tusze',
  itemsType: 'PRINTER',
  inputType: 'TEXT',
  maxRows: 3,
  maxCharactersPerLine: 10,
};
const vehicles: CompatibilityCategory = {
  ...text,
  inputType: 'ID',
  itemsType: 'CAR',
  maxCharactersPerLine: null,
};
const row = (value: string) => ({ type: 'TEXT' as const, id: null, text: value });

describe('compatibility list rules', () => {
  it('reads a vehicle text as make, model (up to the years) and type', () => {
    expect(
      vehicleParts('AUDI', 'AUDI 90 (89, 89Q, 8A, B3) 1988/06-1991/09 2.3 E 20V quattro 170KM/125kW'),
    ).toEqual({
      model: '90 (89, 89Q, 8A, B3)',
      type: '1988/06-1991/09 2.3 E 20V quattro 170KM/125kW',
    });
    // Without years, all of it is the model.
    expect(vehicleParts('BMW', 'BMW X5')).toEqual({ model: 'X5', type: '' });
  });

  it('counts rows and characters per line against the category, and the general 200 without a limit', () => {
    expect(compatibilityProblems(text, [row('HP 301'), row('Canon PG-540')])).toEqual([
      { code: 'lineTooLong', index: 1, max: 10 },
    ]);
    expect(compatibilityProblems(text, [row('a'), row(' '), row('b'), row('c')])).toEqual([
      { code: 'tooManyRows', max: 3 },
      { code: 'lineEmpty', index: 1 },
    ]);
    // Characters, not bytes: Polish letters count once.
    expect(compatibilityProblems(text, [row('żółć łąkaś')])).toEqual([]);
    expect(maxLineOf({ ...text, maxCharactersPerLine: null })).toBe(200);
    expect(maxLineOf({ ...text, maxCharactersPerLine: 500 })).toBe(200);
    // Vehicle rows have no length to check.
    expect(compatibilityProblems(vehicles, [{ type: 'ID', id: '1', text: 'x'.repeat(300) }])).toEqual([]);
  });

  it('sends vehicles by id and text rows trimmed', () => {
    expect(listOfRows([{ type: 'ID', id: '7', text: 'BMW 3' }, row('  HP 301 ')])).toEqual({
      type: 'MANUAL',
      items: [
        { type: 'ID', id: '7' },
        { type: 'TEXT', text: 'HP 301' },
      ],
    });
  });
});
