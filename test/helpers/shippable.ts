/** The buyer's details the address check looks at, as the demo marketplace's control interface answers them. */
export interface BuyerLike {
  buyer: { phone: string; address: { street: string } };
}

/**
 * The demo marketplace's generated buyers sometimes live on a street without a number or have a short phone: their
 * orders need the seller's attention first. A test that ships without looking picks an order whose buyer has neither.
 */
export function shipsAsIs(order: BuyerLike): boolean {
  const digits = order.buyer.phone.replace(/\D/g, '');
  return /\d/.test(order.buyer.address.street) && digits.length >= 9 && digits.length <= 14;
}
