import type { World } from '../world';

/** Tests read back what the marketplace holds of an order's invoices (the file's size too, never its bytes). */
export function invoiceControl(world: World) {
  return {
    orderInvoices: (args: { orderId: string }) =>
      structuredClone((world.store.data.orderInvoices ?? []).filter((i) => i.orderId === args.orderId)),
  };
}
