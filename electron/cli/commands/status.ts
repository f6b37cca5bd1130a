import { requestLine } from '../../../shared/errors';
import { syncStreams } from '../../../shared/sync-status';
import { unofferedLine } from './sync';
import type { Command } from '../command';
import { withCliCore } from '../cli-core';

export const statusCommand: Command = {
  name: 'status',
  summary:
    'Show what the local copy holds per account: counts, journal cursors, last sync per stream, errors, and since when an account cannot reach its marketplace',
  usage:
    'status [--json]\n' +
    '  Per account: its last success, "unreachable since TIME (last success TIME): REASON" while its\n' +
    "  marketplace does not answer, and each stream's last success and error; --json: the same as fields\n" +
    '  (lastSuccessAt, unreachable: {since, lastTriedAt, reason} or null, streams).',
  options: { json: { type: 'boolean' } },
  async run(ctx, values) {
    return withCliCore(ctx, async (core) => {
      const accounts = (await core.accounts.list()).map((account) => {
        const sync = core.sync.accountStatus(account.id);
        const streams = Object.fromEntries(
          syncStreams.map((stream) => {
            const row = core.sync.repos.state.get(account.id, stream);
            const s = sync.streams[stream];
            return [
              stream,
              {
                cursor: row.cursor,
                lastSuccessAt: s.lastSuccessAt,
                lastAttemptAt: s.lastAttemptAt,
                lastCompleteAt: s.lastCompleteAt,
                lastEventAt: s.lastEventAt,
                count: s.count,
                error: s.lastError,
              },
            ];
          }),
        );
        return {
          accountId: account.id,
          login: account.login,
          environment: account.environment,
          status: account.status,
          lastSuccessAt: sync.lastSyncAt,
          unreachable: sync.unreachable,
          counts: {
            offers: sync.streams.offers.count,
            orders: sync.streams.orders.count,
            ratings: sync.streams.ratings.count,
          },
          streams,
          unoffered: sync.unoffered,
        };
      });
      if (values.json) {
        ctx.io.stdout(JSON.stringify({ accounts }, null, 2));
        return 0;
      }
      if (accounts.length === 0)
        ctx.io.stdout('No accounts yet. Sign in with: seller-desk login --environment demo');
      for (const a of accounts) {
        ctx.io.stdout(
          `${a.accountId} ${a.login} (${a.status}): ${a.counts.offers} offers, ${a.counts.orders} orders, ${a.counts.ratings} ratings`,
        );
        if (a.unreachable) {
          const { since, reason } = a.unreachable;
          ctx.io.stdout(
            `  unreachable since ${since} (last success ${a.lastSuccessAt ?? 'never'}): ${reason}`,
          );
        }
        for (const [stream, s] of Object.entries(a.streams)) {
          const line = s.error ? requestLine(s.error.request, s.error.traceId) : '';
          const words = s.error ? (s.error.userMessage ?? s.error.message) : '';
          const error = s.error ? `, error: ${words}${line ? ` (${line})` : ''}` : '';
          ctx.io.stdout(`  ${stream.padEnd(8)} last sync ${s.lastSuccessAt ?? 'never'}${error}`);
        }
        for (const part of a.unoffered) ctx.io.stdout(`  ${unofferedLine(a.accountId, part)}`);
      }
      return 0;
    });
  },
};
