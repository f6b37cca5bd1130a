import { describe, expect, it } from 'vitest';
import { batchChangeSchema } from '../../../../shared/contract/offers';
import type { BatchPreviewRow, Change } from '../../../../shared/outbox';
import {
  batchActions,
  batchChangeOf,
  batchProgress,
  needsValue,
  previewSummary,
  withSkipped,
} from '../../../../renderer/src/features/offers/batch-form';
import { translate } from '../../../../renderer/src/i18n/translate';

describe('the change the batch dialog makes', () => {
  it.each([
    ['price.set', '49,9', { kind: 'price', mode: 'set', amount: '49.90' }],
    ['price.set', ' 1 200.5 ', { kind: 'price', mode: 'set', amount: '1200.50' }],
    ['price.raise', '5', { kind: 'price', mode: 'add', amount: '+5.00' }],
    ['price.lower', '2,75', { kind: 'price', mode: 'add', amount: '-2.75' }],
    ['price.raisePercent', '10', { kind: 'price', mode: 'percent', percent: 10 }],
    ['price.lowerPercent', '12,5', { kind: 'price', mode: 'percent', percent: -12.5 }],
    ['price.raisePercent', '1000', { kind: 'price', mode: 'percent', percent: 1000 }],
    ['stock.set', '0', { kind: 'stock', mode: 'set', value: 0 }],
    ['stock.add', '15', { kind: 'stock', mode: 'add', value: 15 }],
    ['stock.remove', '3', { kind: 'stock', mode: 'add', value: -3 }],
    ['publication.activate', '', { kind: 'publication', status: 'ACTIVE' }],
    ['publication.end', 'ignored', { kind: 'publication', status: 'ENDED' }],
  ] as const)('%s "%s" is %o, which the bridge takes', (action, value, change) => {
    expect(batchChangeOf(action, value)).toEqual({ change });
    expect(batchChangeSchema.safeParse(change).success).toBe(true);
  });

  it.each([
    ['price.set', '', 'amount'],
    ['price.set', '0', 'amount'],
    ['price.set', '0,001', 'amount'],
    ['price.set', '-5', 'amount'],
    ['price.raise', '1e3', 'amount'],
    ['price.lower', 'abc', 'amount'],
    ['price.raisePercent', '0', 'percent'],
    ['price.raisePercent', '1000.01', 'percent'],
    ['price.lowerPercent', '100', 'percent'],
    ['price.lowerPercent', '-10', 'percent'],
    ['stock.set', '1.5', 'stock'],
    ['stock.set', '1000001', 'stock'],
    ['stock.add', '0', 'stock'],
    ['stock.remove', '', 'stock'],
  ] as const)('%s "%s" is refused at the field (%s), in both languages', (action, value, problem) => {
    expect(batchChangeOf(action, value)).toEqual({ problem });
    for (const language of ['pl', 'en'] as const) {
      // A missing text would come back as the problem's own name.
      expect(translate(language, `offerBatch.problems.${problem}`)).not.toBe(problem);
    }
  });

  it('asks a value for every action but publication, and names each in both languages', () => {
    expect(batchActions.filter(needsValue)).toHaveLength(8);
    for (const action of batchActions) {
      const pl = translate('pl', `offerBatch.actions.${action}`);
      const en = translate('en', `offerBatch.actions.${action}`);
      expect(pl).not.toBe(action);
      expect(en).not.toBe(action);
    }
  });
});

const settled = (...states: Change['state'][]) => states.map((state) => ({ state }));

describe("a batch's progress", () => {
  it('counts an offer once its change is settled, and is finished when all stored ones are', () => {
    expect(batchProgress([], 4)).toEqual({ done: 0, sent: 0, failed: 0, percent: 0, finished: false });
    expect(batchProgress(settled('queued', 'confirming', 'sent', 'failed'), 4)).toEqual({
      done: 2,
      sent: 1,
      failed: 1,
      percent: 50,
      finished: false,
    });
    expect(batchProgress(settled('sent', 'sent', 'discarded'), 3)).toEqual({
      done: 3,
      sent: 2,
      failed: 1,
      percent: 100,
      finished: true,
    });
  });

  it('is finished at once when nothing was stored (every offer left out)', () => {
    expect(batchProgress([], 0)).toMatchObject({ done: 0, percent: 100, finished: true });
  });
});

describe("a batch's preview", () => {
  it('counts the rows to send and those left out', () => {
    const row = (skip: BatchPreviewRow['skip']): BatchPreviewRow => ({
      offerId: 'o',
      name: null,
      before: {},
      after: {},
      skip,
    });
    expect(previewSummary([row(null), row('auction'), row(null), row('unchanged')])).toEqual({
      going: 2,
      skipped: 2,
    });
    expect(previewSummary([])).toEqual({ going: 0, skipped: 0 });
  });
});

describe('the rows after the batch is stored', () => {
  it('show the rows the core left out then with why, the others as previewed, in the same order', () => {
    const row = (offerId: string, skip: BatchPreviewRow['skip']): BatchPreviewRow => ({
      offerId,
      name: offerId,
      before: { stock: 2 },
      after: { stock: 5 },
      skip,
    });
    const preview = [row('a', null), row('b', null), row('c', 'auction')];
    expect(withSkipped(preview, [row('b', 'unchanged'), row('c', 'auction')])).toEqual([
      row('a', null),
      row('b', 'unchanged'),
      row('c', 'auction'),
    ]);
    expect(withSkipped(preview, [])).toEqual(preview);
  });
});
