import fc from 'fast-check';
import type { BatchChange } from '../../shared/outbox';

/**
 * What a seller, the marketplace and the world around them do to a few offers, for the outbox's property test.
 * Values marked `local` break the app's own rules (refused before anything is stored); `market` values pass
 * them and the marketplace refuses them (a title within 75 characters that the marketplace counts as longer, a
 * description image the offer does not have).
 */
export type Refusal = 'local' | 'market' | null;

export interface Value<T> {
  value: T;
  refusal: Refusal;
}

export type Step =
  | {
      t: 'edit';
      offer: number;
      name: Value<string> | null;
      price: Value<string> | null;
      stock: Value<number> | null;
      status: 'ACTIVE' | 'ENDED' | null;
      badDescription: boolean;
    }
  | { t: 'batch'; offers: number[]; change: BatchChange }
  | { t: 'sync' }
  | { t: 'offline'; how: 'reset' | 'unavailable' }
  | { t: 'online' }
  /** One write whose answer is lost or broken although the marketplace did the work (or, `before`, did not). */
  | { t: 'fault'; kind: 'drop' | 'after' | 'before' | 'truncate'; method: 'PATCH' | 'PUT' }
  | { t: 'other'; offer: number; name: string | null; price: string | null; stock: number | null }
  | { t: 'wait' };

const amount = (min: number, max: number) =>
  fc.integer({ min, max }).map((cents) => (cents / 100).toFixed(2));

const valid = <T>(value: T): Value<T> => ({ value, refusal: null });
const local = <T>(value: T): Value<T> => ({ value, refusal: 'local' });
const market = <T>(value: T): Value<T> => ({ value, refusal: 'market' });

/** Within the app's 75 characters, but each parcel sign counts twice where the marketplace counts. */
const longInMarketCount = fc
  .integer({ min: 35, max: 68 })
  .map((n) => market(`Paczka ${'\u{1F4E6}'.repeat(n)}`));

const nameArb: fc.Arbitrary<Value<string>> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 9999 }).map((n) => valid(`Oferta testowa ${n}`)) },
  { weight: 1, arbitrary: longInMarketCount },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.integer({ min: 76, max: 90 }).map((n) => 'x'.repeat(n)),
        fc.constant('   '),
      )
      .map(local),
  },
);

const priceArb: fc.Arbitrary<Value<string>> = fc.oneof(
  { weight: 6, arbitrary: amount(100, 50_000).map(valid) },
  { weight: 1, arbitrary: fc.constantFrom('0.00', '-5.00', '1.999', '12,50').map(local) },
);

const stockArb: fc.Arbitrary<Value<number>> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 40 }).map(valid) },
  // No stock left: the marketplace ends the offer, and a later activation is refused.
  { weight: 1, arbitrary: fc.constant(valid(0)) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 2.5, 1_000_001).map(local) },
);

export function stepArb(offers: number): fc.Arbitrary<Step> {
  const offer = fc.nat({ max: offers - 1 });
  const edit = fc
    .record({
      offer,
      name: fc.option(nameArb, { freq: 2 }),
      price: fc.option(priceArb, { freq: 2 }),
      stock: fc.option(stockArb, { freq: 2 }),
      status: fc.option(fc.constantFrom('ACTIVE' as const, 'ENDED' as const), { freq: 4 }),
      badDescription: fc.nat({ max: 7 }).map((n) => n === 0),
    })
    .filter(
      (e) => e.name !== null || e.price !== null || e.stock !== null || e.status !== null || e.badDescription,
    )
    .map((e) => ({ ...e, t: 'edit' as const }));
  return fc.oneof(
    { weight: 8, arbitrary: edit },
    {
      weight: 4,
      arbitrary: fc.record({
        t: fc.constant('batch' as const),
        offers: fc.uniqueArray(offer, { minLength: 1, maxLength: offers }),
        change: batchChangeArb,
      }),
    },
    { weight: 2, arbitrary: fc.constant({ t: 'sync' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        t: fc.constant('offline' as const),
        how: fc.constantFrom('reset', 'unavailable'),
      }),
    },
    { weight: 2, arbitrary: fc.constant({ t: 'online' as const }) },
    {
      weight: 1,
      arbitrary: fc.record({
        t: fc.constant('fault' as const),
        kind: fc.constantFrom('drop', 'after', 'before', 'truncate'),
        method: fc.constantFrom('PATCH', 'PUT'),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        t: fc.constant('other' as const),
        offer,
        name: fc.option(fc.integer({ min: 1, max: 999 }).map((n) => `Zmieniona gdzie indziej ${n}`)),
        price: fc.option(amount(100, 50_000)),
        stock: fc.option(fc.integer({ min: 1, max: 30 }), { freq: 3 }),
      }),
    },
    { weight: 3, arbitrary: fc.constant({ t: 'wait' as const }) },
  );
}

const batchChangeArb: fc.Arbitrary<BatchChange> = fc.oneof(
  amount(100, 30_000).map((a): BatchChange => ({ kind: 'price', mode: 'set', amount: a })),
  fc
    .tuple(fc.constantFrom('+', '-'), amount(1, 2_000))
    .map(([sign, a]): BatchChange => ({ kind: 'price', mode: 'add', amount: `${sign}${a}` })),
  fc
    .integer({ min: -50, max: 50 })
    .filter((p) => p !== 0)
    .map((percent): BatchChange => ({ kind: 'price', mode: 'percent', percent })),
  fc
    .tuple(fc.constantFrom('set' as const, 'add' as const), fc.integer({ min: -10, max: 25 }))
    .filter(([, v]) => v !== 0)
    .map(([mode, value]): BatchChange => ({ kind: 'stock', mode, value })),
  fc
    .constantFrom('ACTIVE' as const, 'ENDED' as const)
    .map((status): BatchChange => ({ kind: 'publication', status })),
);
