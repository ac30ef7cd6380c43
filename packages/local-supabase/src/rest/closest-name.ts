/**
 * The "Perhaps you meant …" suggestions of PostgREST's errors, which use a fuzzy set (n-gram
 * candidates rescored by Levenshtein distance, a match needing a score of at least 0.33). This
 * keeps its scoring: candidates sharing a bigram or trigram, ranked by `1 - distance / length`.
 */
const MINIMUM_SCORE = 0.33;

function grams(text: string, size: number): Set<string> {
  const padded = `-${text.toLowerCase()}-`;
  const found = new Set<string>();
  for (let i = 0; i + size <= padded.length; i++) found.add(padded.slice(i, i + size));
  return found;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function shareGrams(a: string, b: string): boolean {
  return [3, 2].some((size) => {
    const mine = grams(a, size);
    return [...grams(b, size)].some((gram) => mine.has(gram));
  });
}

/** The best fuzzy match of `wanted` among `names`, or null; `exact: false` skips an identical name. */
export function closestName(wanted: string, names: Iterable<string>, options = { exact: true }): string | null {
  let best: { name: string; score: number } | null = null;
  const query = wanted.toLowerCase();
  for (const name of new Set(names)) {
    const candidate = name.toLowerCase();
    if (!options.exact && candidate === query) continue;
    if (!shareGrams(query, candidate)) continue;
    const score = 1 - levenshtein(query, candidate) / Math.max(query.length, candidate.length, 1);
    if (score >= MINIMUM_SCORE && (!best || score > best.score)) best = { name, score };
  }
  return best?.name ?? null;
}
