/**
 * A small seeded PRNG (sfc32 seeded through splitmix32). The same seed always gives the same sequence, so the
 * same options give the same shop. Independent streams come from `fork(label)`, so adding a draw in one
 * family of generated data does not shift every other family.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  shuffle<T>(items: T[]): T[];
  uuid(): string;
  hex(length: number): string;
  digits(length: number): string;
  fork(label: string): Random;
  /** The four words of the generator, to save and restore a stream. */
  state(): number[];
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a over a string, to turn labels into seeds. */
export function hashString(text: string, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function createRandom(seed: number | number[]): Random {
  let a: number, b: number, c: number, d: number;
  if (Array.isArray(seed)) {
    [a, b, c, d] = [seed[0]! >>> 0, seed[1]! >>> 0, seed[2]! >>> 0, seed[3]! >>> 0];
  } else {
    const mix = splitmix32(seed);
    [a, b, c, d] = [mix(), mix(), mix(), mix()];
  }
  const nextU32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextU32();

  const random: Random = {
    next: () => nextU32() / 4294967296,
    int: (min, max) => min + Math.floor((nextU32() / 4294967296) * (max - min + 1)),
    chance: (probability) => nextU32() / 4294967296 < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor((nextU32() / 4294967296) * items.length)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = (nextU32() / 4294967296) * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor((nextU32() / 4294967296) * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
    uuid: () => {
      const h = random.hex(32).split('');
      h[12] = '4';
      h[16] = '89ab'[nextU32() & 3]!;
      const s = h.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    hex: (length) => {
      let out = '';
      while (out.length < length) out += nextU32().toString(16).padStart(8, '0');
      return out.slice(0, length);
    },
    digits: (length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += String(nextU32() % 10);
      return out;
    },
    fork: (label) => createRandom(hashString(label, nextU32())),
    state: () => [a, b, c, d],
  };
  return random;
}

/** A stream derived from a seed and a label, independent of any other stream's draws. */
export function streamFor(seed: number, label: string): Random {
  return createRandom(hashString(label, seed >>> 0));
}
