// How well a label answers a name search (issue 23): the label itself first, then the labels that start with the
// search, then those with a word that starts with it, then the rest. The server's product/search and the till's local
// search order the page they already matched with it (no extra query, a few string tests a row), so "sucre" lists
// Sucre semoule before Brioche au sucre.

/** Lower case, Latin accents and Arabic vowel marks removed, spaces collapsed. */
export function searchFold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The rank of some labels for a search: 0 a label is the search, 1 one starts with it, 2 one has a word that starts
 * with it, 3 elsewhere; the best of the labels.
 */
export function searchRanker(query: string): (labels: readonly (string | null | undefined)[]) => number {
  const q = searchFold(query);
  const word = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(q)}`, 'u');
  return (labels) => {
    let best = 3;
    if (!q) return best;
    for (const raw of labels) {
      if (!raw) continue;
      const label = searchFold(raw);
      const rank = label === q ? 0 : label.startsWith(q) ? 1 : word.test(label) ? 2 : 3;
      if (rank < best) best = rank;
      if (best === 0) break;
    }
    return best;
  };
}

/** The rows, best matches first; rows of the same rank keep their order (a stable sort). */
export function rankBySearch<T>(rows: readonly T[], query: string, labelsOf: (row: T) => readonly (string | null | undefined)[]): T[] {
  const rank = searchRanker(query);
  return rows
    .map((row, i) => ({ row, i, rank: rank(labelsOf(row)) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.row);
}
