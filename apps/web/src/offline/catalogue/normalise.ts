// The text a local search matches: lower-cased, Latin accents and Arabic vowel marks removed (as the server's).
export function normaliseText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase();
}

/** The distinct words of some labels, for the prefix index (fr, en, ar and it labels alike). */
export function wordsOf(parts: unknown[]): string[] {
  const out = new Set<string>();
  for (const p of parts) {
    if (typeof p !== 'string' || !p) continue;
    for (const w of normaliseText(p).split(/[^\p{L}\p{N}]+/u)) if (w) out.add(w);
  }
  return [...out];
}

/** The words a query asks for. */
export const queryWords = (q: string): string[] =>
  normaliseText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
