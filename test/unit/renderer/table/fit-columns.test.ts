import { describe, expect, it } from 'vitest';
import { fitColumns, leastWidth } from '../../../../renderer/src/components/table/fit-columns';

const columns = [
  { key: 'tick', width: '44px', essential: true },
  { key: 'name', width: 'minmax(200px, 3fr)', essential: true },
  { key: 'status', width: '120px' },
  { key: 'price', width: '120px', essential: true },
  { key: 'sold', width: '110px' },
  { key: 'ends', width: '140px' },
];
const keys = (list: { key: string }[]) => list.map((column) => column.key);

describe('fitting a table`s columns to its width', () => {
  it('reads the least width of a track', () => {
    expect(leastWidth('170px')).toBe(170);
    expect(leastWidth('minmax(280px, 3fr)')).toBe(280);
    expect(leastWidth('1fr')).toBe(0);
  });

  it('keeps every column where they fit, or before the table is measured', () => {
    expect(keys(fitColumns(columns, 734))).toEqual(keys(columns));
    expect(keys(fitColumns(columns, 0))).toEqual(keys(columns));
  });

  it('drops the last columns that are not essential first', () => {
    expect(keys(fitColumns(columns, 733))).toEqual(['tick', 'name', 'status', 'price', 'sold']);
    expect(keys(fitColumns(columns, 500))).toEqual(['tick', 'name', 'status', 'price']);
    expect(keys(fitColumns(columns, 480))).toEqual(['tick', 'name', 'price']);
  });

  it('never drops an essential column, however narrow the table', () => {
    expect(keys(fitColumns(columns, 100))).toEqual(['tick', 'name', 'price']);
  });
});
