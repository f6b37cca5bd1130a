import { describe, expect, it } from 'vitest';
import { changeStatusOf, type Change } from '../../../../shared/outbox';
import { changeLines, undoable } from '../../../../renderer/src/features/offers/change-text';
import { translate, type Translate } from '../../../../renderer/src/i18n/translate';
import { panelGroups } from '../../../../renderer/src/stores/outbox-tabs';

const money = (amount: string, currency: string) => `${amount} ${currency}`;
const en: Translate = (key, vars) => translate('en', key, vars);
const pl: Translate = (key, vars) => translate('pl', key, vars);

function change(id: number, state: Change['state'], doneAt: string | null = null, attempts = 0): Change {
  return {
    id,
    accountId: 'a',
    entityType: 'offer',
    entityId: `o${id}`,
    label: null,
    kind: 'offer.edit',
    batchId: null,
    state,
    status: changeStatusOf(state, attempts),
    fields: { stock: 5 },
    previous: { stock: 3 },
    errors: [],
    createdAt: '2026-03-05T08:00:00.000Z',
    updatedAt: '2026-03-05T08:00:00.000Z',
    doneAt,
  };
}

describe("a change's history line", () => {
  it('names each field with its value before and after, in the order of the editor', () => {
    const lines = changeLines(
      {
        fields: { stock: 7, price: { amount: '13.90', currency: 'PLN' }, status: 'ENDED' },
        previous: { stock: 4, price: { amount: '12.50', currency: 'PLN' }, status: 'ACTIVE' },
      },
      en,
      money,
    );
    expect(lines.map((line) => line.field)).toEqual(['price', 'stock', 'status']);
    expect(lines[1]).toEqual({ field: 'stock', label: 'Available', before: '4', after: '7' });
    expect(lines[2]).toMatchObject({ before: 'restarted', after: 'ended' });
    expect(lines[0]).toMatchObject({ label: 'Price', before: '12.50 PLN', after: '13.90 PLN' });
    expect(changeLines({ fields: { name: 'Nowy' }, previous: { name: 'Stary' } }, pl, money)).toEqual([
      { field: 'name', label: 'Tytuł', before: 'Stary', after: 'Nowy' },
    ]);
  });

  it('offers undo only for what the marketplace holds', () => {
    expect(undoable(change(1, 'sent'))).toBe(true);
    for (const state of ['queued', 'sending', 'confirming', 'failed', 'discarded'] as const)
      expect(undoable(change(1, state))).toBe(false);
  });
});

describe('the waiting changes panel', () => {
  it('puts each change in its tab: waiting, in flight, refused, and sent since midnight only', () => {
    const now = new Date(2026, 2, 5, 15, 0);
    const today = new Date(2026, 2, 5, 0, 30).toISOString();
    const yesterday = new Date(2026, 2, 4, 23, 30).toISOString();
    const groups = panelGroups(
      [
        change(7, 'queued'),
        change(6, 'sending'),
        change(5, 'confirming'),
        change(4, 'failed'),
        change(3, 'sent', today),
        change(2, 'sent', yesterday),
        change(1, 'discarded'),
      ],
      now,
    );
    const ids = Object.fromEntries(Object.entries(groups).map(([tab, list]) => [tab, list.map((c) => c.id)]));
    expect(ids).toEqual({ waiting: [7], inFlight: [6, 5], failed: [4], sentToday: [3] });
  });

  it('puts a change whose try found the marketplace unreachable with the waiting ones, in their words', () => {
    const tried = change(8, 'sending', null, 1);
    const groups = panelGroups([tried, change(7, 'queued')], new Date(2026, 2, 5, 15, 0));
    expect(groups.waiting.map((c) => c.id)).toEqual([8, 7]);
    expect(groups.inFlight).toEqual([]);
    expect(pl(`outbox.states.${tried.status}`)).toBe(pl('outbox.states.waiting'));
    expect(en(`outbox.states.${tried.status}`)).toBe('waiting');
  });
});
