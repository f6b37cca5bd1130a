/** An amount as the marketplace sends it: a decimal string, so no rounding happens on the way. */
export interface Money {
  amount: string;
  currency: string;
}
