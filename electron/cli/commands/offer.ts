import type { OfferFields } from '../../../shared/outbox';
import { UsageError, type Command, type OptionValues } from '../command';
import { withAccountCore } from '../cli-core';
import { queuedLine, reportSent } from '../outbox-lines';

const amountPattern = /^\d{1,9}([.,]\d{1,2})?$/;

/** The options as the change's fields, checked before anything is opened; the price's amount apart. */
function wantedFields(values: OptionValues): { fields: OfferFields; amount: string | null } {
  const fields: OfferFields = {};
  let amount: string | null = null;
  if (values.price !== undefined) {
    const raw = String(values.price);
    if (!amountPattern.test(raw))
      throw new UsageError(`--price needs an amount such as 19.99 (at most two decimals), not "${raw}"`);
    amount = Number(raw.replace(',', '.')).toFixed(2);
  }
  if (values.stock !== undefined) {
    const raw = String(values.stock);
    if (!/^\d{1,9}$/.test(raw)) throw new UsageError(`--stock needs a whole number >= 0, not "${raw}"`);
    fields.stock = Number(raw);
  }
  if (values.title !== undefined) {
    const title = String(values.title);
    if (title.trim() === '') throw new UsageError('--title needs a TEXT');
    fields.name = title;
  }
  if (values.activate === true && values.end === true)
    throw new UsageError('give --activate or --end, not both');
  if (values.activate === true) fields.status = 'ACTIVE';
  if (values.end === true) fields.status = 'ENDED';
  if (Object.keys(fields).length === 0 && amount === null)
    throw new UsageError('give at least one of --price, --stock, --title, --activate, --end');
  return { fields, amount };
}

export const offerCommand: Command = {
  name: 'offer',
  summary: "Change an offer's price, stock, title or publication through the outbox",
  usage:
    'offer set OFFER_ID [--price AMOUNT] [--stock N] [--title TEXT] [--activate|--end] [--no-wait]\n' +
    '  Prints "Queued change CHANGE_ID" for each change stored (title, price and stock go as one change,\n' +
    '  the publication as another), then "Sent" once the marketplace confirmed them (exit 0), or the\n' +
    "  marketplace's reason for refusing one (exit 1). With the marketplace unreachable it says the change\n" +
    '  waits (exit 0): it is sent when the app or "seller-desk sync --once" runs. --no-wait: only store it.\n' +
    '  The price is in the currency of the offer. See the changes with "seller-desk outbox".',
  options: {
    price: { type: 'string' },
    stock: { type: 'string' },
    title: { type: 'string' },
    activate: { type: 'boolean' },
    end: { type: 'boolean' },
    'no-wait': { type: 'boolean' },
  },
  async run(ctx, values, positionals) {
    const [action, offerId, ...rest] = positionals;
    if (action !== 'set') throw new UsageError('only "offer set OFFER_ID ..." is available');
    if (!offerId || rest.length > 0) throw new UsageError('give exactly one OFFER_ID');
    const { fields, amount } = wantedFields(values);
    return withAccountCore(ctx, async (core, accountId) => {
      // The price is in the offer's own currency; an offer not in the local copy is refused by the outbox.
      if (amount !== null) {
        const currency = core.queries.offers.get(accountId, offerId)?.price?.currency ?? 'PLN';
        fields.price = { amount, currency };
      }
      const changes = core.actions.offers.change(accountId, offerId, fields);
      for (const change of changes) ctx.io.stdout(queuedLine(change));
      if (values['no-wait'] === true) return 0;
      return reportSent(core, ctx, changes);
    });
  },
};
