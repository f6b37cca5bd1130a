import { UsageError, type Command } from '../command';
import { withCliCore } from '../cli-core';
import { queuedLine, reportSent } from '../outbox-lines';
import { activeAccount } from '../packing';

export const ratingCommand: Command = {
  name: 'rating',
  summary: 'Answer a rating through the outbox',
  usage:
    'rating answer RATING_ID TEXT [--no-wait]\n' +
    '  TEXT: 1 to 500 characters (quote it). Prints "Queued change CHANGE_ID", then "Sent" once the\n' +
    "  marketplace confirmed it (exit 0), or the marketplace's reason for refusing it (exit 1). With the\n" +
    '  marketplace unreachable it says the answer waits (exit 0): it is sent when the app or\n' +
    '  "seller-desk sync --once" runs. --no-wait: only store it.',
  options: { 'no-wait': { type: 'boolean' } },
  async run(ctx, values, positionals) {
    const [action, ratingId, text, ...rest] = positionals;
    if (action !== 'answer') throw new UsageError('only "rating answer RATING_ID TEXT" is available');
    if (!ratingId || text === undefined || rest.length > 0)
      throw new UsageError('give a RATING_ID and the TEXT of the answer (quoted)');
    return withCliCore(ctx, async (core) => {
      const change = core.outbox.answerRating(activeAccount(core), ratingId, text);
      ctx.io.stdout(queuedLine(change));
      if (values['no-wait'] === true) return 0;
      return reportSent(core, ctx, [change]);
    });
  },
};
