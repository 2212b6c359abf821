// Approximate string matching as the `fuzzyset` algorithm scores it (the Haskell package PostgREST
// builds its "Perhaps you meant ..." hints with, itself a port of the Python and JavaScript
// fuzzysets): cosine similarity of character n-gram counts (sizes 3, then 2), the best 50 of those
// re-scored by normalised Levenshtein similarity. Written here because the npm `fuzzyset` package is
// not under an open source licence (docs/decisions.md).

export interface FuzzyMatch {
  score: number;
  value: string;
}

/** fuzzyset's defaults: gram sizes 2 to 3, Levenshtein re-scoring on, minimum score 0.33. */
export const DEFAULT_MIN_SCORE = 0.33;
const GRAM_SIZES_LARGEST_FIRST = [3, 2] as const;
/** How many cosine-ranked candidates are re-scored by edit distance. */
const LEVENSHTEIN_CANDIDATES = 50;

/** Lower case, and only letters, digits, white space and commas kept (fuzzyset's normalisation). */
function normalised(value: string): string {
  return [...value.toLowerCase()].filter((char) => /[\p{L}\p{N}\s,]/u.test(char)).join('');
}

/** How often each n-gram of the normalised value, framed by hyphens, occurs. */
export function gramCounts(value: string, size: number): Map<string, number> {
  const chars = [...`-${normalised(value)}-`];
  const counts = new Map<string, number>();
  for (let start = 0; start + size <= chars.length; start += 1) {
    const gram = chars.slice(start, start + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function magnitude(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count * count;
  return Math.sqrt(sum);
}

function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * 1 - distance / longer length, in code points; 1 for two empty strings. Computed as one division of
 * integers so the double is the exact ratio rounded once, as the Haskell metric's rational is.
 */
export function levenshteinSimilarity(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 1;
  return (longest - editDistance(left, right)) / longest;
}

interface Entry {
  /** The value as given, answered by a match. */
  value: string;
  /** The lower-cased value: what the edit distance compares. */
  key: string;
  magnitudes: Map<number, number>;
}

/** Higher score first; among equal scores, the value that sorts first. */
function byScoreThenName(a: FuzzyMatch, b: FuzzyMatch): number {
  if (a.score !== b.score) return b.score - a.score;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

export class FuzzySet {
  private readonly exact = new Map<string, string>();
  private readonly entries: Entry[] = [];
  /** gram size -> gram -> [entry index, count of the gram in that entry]. */
  private readonly postings = new Map<number, Map<string, Array<[number, number]>>>();

  constructor(values: Iterable<string> = []) {
    for (const value of values) this.add(value);
  }

  /** Adds a value unless one equal to it but for case is already there. */
  add(value: string): void {
    const key = value.toLowerCase();
    if (this.exact.has(key)) return;
    this.exact.set(key, value);
    const index = this.entries.length;
    const entry: Entry = { value, key, magnitudes: new Map() };
    for (const size of GRAM_SIZES_LARGEST_FIRST) {
      const counts = gramCounts(key, size);
      entry.magnitudes.set(size, magnitude(counts));
      const bySize = this.postings.get(size) ?? new Map<string, Array<[number, number]>>();
      this.postings.set(size, bySize);
      for (const [gram, count] of counts) {
        const list = bySize.get(gram) ?? [];
        list.push([index, count]);
        bySize.set(gram, list);
      }
    }
    this.entries.push(entry);
  }

  /**
   * Every value scoring at least `minScore` against `query`, best first: an exact match (but for
   * case) alone with score 1, else the first gram size (3, then 2) that yields any.
   */
  get(query: string, minScore = DEFAULT_MIN_SCORE): FuzzyMatch[] {
    const key = query.toLowerCase();
    const exact = this.exact.get(key);
    if (exact !== undefined) return [{ score: 1, value: exact }];
    for (const size of GRAM_SIZES_LARGEST_FIRST) {
      const found = this.matchesOfSize(key, size).filter((match) => match.score >= minScore);
      if (found.length > 0) return found;
    }
    return [];
  }

  /** The best value scoring at least `minScore`, if any. */
  getOne(query: string, minScore = DEFAULT_MIN_SCORE): string | undefined {
    return this.get(query, minScore)[0]?.value;
  }

  private matchesOfSize(key: string, size: number): FuzzyMatch[] {
    const counts = gramCounts(key, size);
    const queryMagnitude = magnitude(counts);
    const bySize = this.postings.get(size);
    const dots = new Map<number, number>();
    for (const [gram, count] of counts) {
      for (const [index, entryCount] of bySize?.get(gram) ?? []) dots.set(index, (dots.get(index) ?? 0) + count * entryCount);
    }
    const cosine: Array<FuzzyMatch & { entry: Entry }> = [];
    for (const [index, dot] of dots) {
      const entry = this.entries[index];
      if (entry === undefined) continue;
      cosine.push({ score: dot / (queryMagnitude * (entry.magnitudes.get(size) ?? 1)), value: entry.value, entry });
    }
    cosine.sort(byScoreThenName);
    return cosine
      .slice(0, LEVENSHTEIN_CANDIDATES)
      .map(({ entry }) => ({ score: levenshteinSimilarity(key, entry.key), value: entry.value }))
      .sort(byScoreThenName);
  }
}
