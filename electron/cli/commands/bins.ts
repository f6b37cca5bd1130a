import { readFile } from 'node:fs/promises';
import type { BinImportReport } from '../../../shared/picking';
import { UsageError, type Command } from '../command';
import { withAccountCore } from '../cli-core';

const why: Record<BinImportReport['notMatched'][number]['problem'], string> = {
  noOffer: 'no offer in the local copy has it',
  noKey: 'the row names no offer (no offer id, external id or EAN)',
  tooLong: 'the bin is longer than 40 characters',
};

export const binsCommand: Command = {
  name: 'bins',
  summary: "Set the offers' bin locations (kept in the local copy only) from a CSV file",
  usage:
    'bins import FILE [--account ID]\n' +
    '  FILE: a header row, then one row per offer: the offer id, external id (signature) or EAN, and the bin;\n' +
    "  ';' or ',' separated, UTF-8 with or without BOM. Prints \"Bins: N set, N not matched\" and each row not\n" +
    '  matched on stderr; exit 0, or 1 when the file cannot be read.',
  options: { account: { type: 'string' } },
  async run(ctx, values, positionals) {
    const [action, file, ...rest] = positionals;
    if (action !== 'import') throw new UsageError('only "bins import FILE" is available');
    if (!file || rest.length > 0) throw new UsageError('bins import takes one FILE');
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      ctx.io.stderr(`seller-desk: cannot read ${file}: ${(error as Error).message}`);
      return 1;
    }
    const named = typeof values.account === 'string' ? values.account : undefined;
    return withAccountCore(
      ctx,
      (core, accountId) => {
        const report = core.picking.importBins(accountId, text);
        ctx.io.stdout(`Bins: ${report.set} set, ${report.notMatched.length} not matched`);
        for (const row of report.notMatched)
          ctx.io.stderr(`Line ${row.line}${row.key ? ` (${row.key})` : ''}: ${why[row.problem]}`);
        return 0;
      },
      named,
    );
  },
};
