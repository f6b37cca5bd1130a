import { UsageError, type Command } from '../command';
import { withAccountCore } from '../cli-core';
import { queuedLine, reportSent } from '../outbox-lines';

export const ratingCommand: Command = {
  name: 'rating',
  summary: 'Answer a rating, or ask for its removal, through the outbox',
  usage:
    'rating answer RATING_ID TEXT [--no-wait]\n' +
    '       rating request-removal RATING_ID REASON [--no-wait]\n' +
    '  TEXT, REASON: 1 to 500 characters (quote them); a removal only until the time the marketplace gives\n' +
    '  the rating. Prints "Queued change CHANGE_ID", then "Sent" once the marketplace confirmed it (exit 0),\n' +
    "  or the marketplace's reason for refusing it (exit 1). With the marketplace unreachable it says the\n" +
    '  change waits (exit 0): it is sent when the app or "seller-desk sync --once" runs. --no-wait: only\n' +
    '  store it.',
  options: { 'no-wait': { type: 'boolean' } },
  async run(ctx, values, positionals) {
    const [action, ratingId, text, ...rest] = positionals;
    if (action !== 'answer' && action !== 'request-removal')
      throw new UsageError(
        'give "rating answer RATING_ID TEXT" or "rating request-removal RATING_ID REASON"',
      );
    if (!ratingId || text === undefined || rest.length > 0)
      throw new UsageError(`give a RATING_ID and the ${action === 'answer' ? 'TEXT' : 'REASON'} (quoted)`);
    return withAccountCore(ctx, async (core, accountId) => {
      const change =
        action === 'answer'
          ? core.actions.ratings.answer(accountId, ratingId, text)
          : core.actions.ratings.requestRemoval(accountId, ratingId, text);
      ctx.io.stdout(queuedLine(change));
      if (values['no-wait'] === true) return 0;
      return reportSent(core, ctx, [change]);
    });
  },
};
