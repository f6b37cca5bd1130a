import type {
  AfterSalesCondition,
  AfterSalesKind,
  ConditionAddress,
} from '../../../../../shared/after-sales';
import type { AfterSalesDraft } from '../../../../../shared/after-sales-rules';
import type { Translate } from '../../../i18n/translate';

const emptyAddress = (): ConditionAddress => ({
  name: '',
  street: '',
  postCode: '',
  city: '',
  countryCode: 'PL',
});

/** A new condition of the kind, as the form starts it: the usual 14 days, the buyer paying the return. */
export function newDraft(kind: AfterSalesKind): AfterSalesDraft {
  switch (kind) {
    case 'return-policy':
      return {
        kind,
        name: '',
        range: 'FULL',
        restrictionCause: null,
        withdrawalPeriod: 'P14D',
        returnCostCoveredBy: 'BUYER',
        address: emptyAddress(),
        contact: null,
        options: {
          cashOnDeliveryNotAllowed: false,
          freeAccessoriesReturnRequired: false,
          refundLoweredByReceivedDiscount: false,
          refundOfCheapestItemInCombinedDiscount: false,
          businessReturnAllowed: false,
          collectBySellerOnly: false,
        },
        attachment: null,
      };
    case 'implied-warranty':
      return {
        kind,
        name: '',
        individualPeriod: 'P2Y',
        corporatePeriod: null,
        address: emptyAddress(),
        description: null,
      };
    case 'warranty':
      return {
        kind,
        name: '',
        type: 'SELLER',
        individual: { period: 'P12M', lifetime: false },
        corporate: null,
        attachment: null,
        description: null,
      };
  }
}

/** A stored condition as the form edits it: the same fields without its id. */
export function draftOf(condition: AfterSalesCondition): AfterSalesDraft {
  const { id: _id, ...draft } = condition;
  return draft;
}

/** "P14D" → "14"; anything else as it is, so the seller sees what is stored. */
export const daysOf = (period: string | null): string => period?.match(/^P(\d+)D$/)?.[1] ?? period ?? '';
/** "14" → "P14D"; text that is no number stays, and the rules say what is wrong with it. */
export const periodOfDays = (text: string): string | null =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? `P${text.trim()}D` : text.trim();
export const yearsOf = (period: string | null): string => period?.match(/^P(\d+)Y$/)?.[1] ?? period ?? '';
export const periodOfYears = (text: string): string | null =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? `P${text.trim()}Y` : text.trim();

/** One line about a condition for the list. */
export function summaryOf(c: AfterSalesCondition, t: Translate): string {
  switch (c.kind) {
    case 'return-policy':
      return c.range === 'RESTRICTED'
        ? t('afterSales.summary.restricted')
        : t('afterSales.summary.full', {
            days: daysOf(c.withdrawalPeriod),
            cost:
              c.returnCostCoveredBy === 'SELLER' || c.returnCostCoveredBy === 'BUYER'
                ? t(`afterSales.fields.cost${c.returnCostCoveredBy}`)
                : (c.returnCostCoveredBy ?? '–'),
          });
    case 'implied-warranty':
      return t('afterSales.summary.years', { years: yearsOf(c.individualPeriod) });
    case 'warranty':
      return c.individual?.lifetime
        ? t('afterSales.summary.lifetime')
        : t('afterSales.summary.period', { period: c.individual?.period ?? '–' });
  }
}
