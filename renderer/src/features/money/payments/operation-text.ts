import type { Translate } from '../../../i18n';

const knownTypes = [
  'CONTRIBUTION',
  'SURCHARGE',
  'PAYOUT',
  'PAYOUT_CANCEL',
  'REFUND_CHARGE',
  'REFUND_CANCEL',
  'REFUND_INCREASE',
  'DEDUCTION_CHARGE',
  'DEDUCTION_INCREASE',
  'CORRECTION',
  'BLOCKADE',
  'BLOCKADE_RELEASE',
] as const;

/** The operation's type in the seller's language; a type the app has no words for shows as the marketplace names it. */
export function operationType(t: Translate, type: string): string {
  return (knownTypes as readonly string[]).includes(type)
    ? t(`payments.types.${type as (typeof knownTypes)[number]}`)
    : type;
}

/** Money coming in is green, going out red. */
export const valueColor = (amount: string): string | undefined =>
  amount.startsWith('-') ? 'red' : Number(amount) > 0 ? 'teal' : undefined;
