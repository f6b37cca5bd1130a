import { describe, expect, it } from 'vitest';
import { afterSalesKinds } from '../../../../shared/after-sales';
import { afterSalesProblems } from '../../../../shared/after-sales-rules';
import { afterSalesDraftSchema } from '../../../../shared/contract/after-sales';
import {
  daysOf,
  newDraft,
  periodOfDays,
  periodOfYears,
  yearsOf,
} from '../../../../renderer/src/features/shop/after-sales/condition-draft';

describe('the after-sales forms', () => {
  it('turn typed days and years into periods and back; other text stays for the rules to name', () => {
    expect(periodOfDays('30')).toBe('P30D');
    expect(periodOfDays(' 14 ')).toBe('P14D');
    expect(periodOfDays('')).toBeNull();
    expect(periodOfDays('dwa tygodnie')).toBe('dwa tygodnie');
    expect(daysOf('P30D')).toBe('30');
    expect(daysOf('P1M')).toBe('P1M');
    expect(periodOfYears('2')).toBe('P2Y');
    expect(yearsOf('P2Y')).toBe('2');
    expect(yearsOf(null)).toBe('');
  });

  it.each(afterSalesKinds)(
    'start a new %s that the bridge takes and the rules refuse only for what the seller must fill',
    (kind) => {
      const draft = newDraft(kind);
      expect(afterSalesDraftSchema.safeParse(draft).success).toBe(true);
      const paths = afterSalesProblems(draft, 'en').map((p) => p.path);
      expect(paths).toContain('name');
      const named = { ...draft, name: 'x' };
      const filled =
        named.kind === 'warranty'
          ? named
          : {
              ...named,
              address: { name: 'S', street: 'Długa 5', postCode: '00-950', city: 'W', countryCode: 'PL' },
            };
      expect(afterSalesProblems(filled, 'en')).toEqual([]);
    },
  );
});
