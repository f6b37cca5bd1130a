import { accessDenied, unprocessable } from '../http/errors';
import { json, type Route } from '../http/route';
import type { World } from '../world';
import { setPrice } from './lifecycle';
import { ownOffer } from './product-offers';
import { isObject, parseMoney } from './rules';

/** PUT /offers/{offerId}/change-price-commands/{commandId}: one Buy Now price, answered at once (200). */
export function changePriceRoute(world: World): Route {
  const write = `${world.vendor}:api:sale:offers:write`;
  return {
    method: 'PUT',
    path: '/offers/:offerId/change-price-commands/:commandId',
    auth: 'user',
    scope: write,
    handle(ctx) {
      const id = ctx.params.commandId!;
      const existing = world.store.changePriceCommand(id);
      if (existing) {
        if (existing.sellerId !== ctx.userId) throw accessDenied();
        return json(200, {
          id: existing.id,
          input: existing.input,
          output: { status: existing.status, errors: existing.errors },
        });
      }
      const offer = ownOffer(world, ctx, ctx.params.offerId!);
      const body = isObject(ctx.body) ? ctx.body : null;
      const input = body && isObject(body.input) ? body.input : null;
      if (!input) throw unprocessable('input.buyNowPrice is required', 'input.buyNowPrice');
      const amount = parseMoney(input.buyNowPrice, 'input.buyNowPrice');
      if (offer.format !== 'BUY_NOW')
        throw unprocessable('Only the Buy Now price of a BUY_NOW offer can be changed', 'input.buyNowPrice');
      setPrice(world, offer, amount);
      const command = {
        id,
        offerId: offer.id,
        sellerId: ctx.userId,
        input: { buyNowPrice: { amount, currency: 'PLN' } },
        status: 'SUCCESSFUL',
        errors: [],
        createdAt: world.clock.now(),
      };
      world.store.addChangePriceCommand(command);
      return json(200, { id, input: command.input, output: { status: command.status, errors: [] } });
    },
  };
}
