/**
 * Deterministic randomness for generated imagery: the same text always draws the same picture
 * (a rebuild, another server or the share image agree), and different texts draw different ones.
 */

/** FNV-1a over the text's UTF-16 units: a 32-bit seed, spread well by one-letter changes. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One item of a non-empty list, chosen by the generator. */
export function pick<T>(random: () => number, items: readonly [T, ...T[]]): T {
  return items[Math.floor(random() * items.length)] ?? items[0];
}

/** A number in [min, max), rounded to one decimal so the markup stays short. */
export function between(random: () => number, min: number, max: number): number {
  return Math.round((min + random() * (max - min)) * 10) / 10;
}
