// Typo tolerance: words the index does not hold are replaced by the indexed words within a
// small edit distance (optimal string alignment: insert, delete, substitute, swap two
// neighbours), as whole words or as the start of a longer word (a typo while still typing).

/** Edits allowed for a word of this length: none for short words, where one edit is another word. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

/** Optimal string alignment distance, giving up (returning max + 1) once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** Most corrections one word may expand into; the nearest win, then the shorter words. */
export const MAX_CORRECTIONS = 4;

/**
 * Indexed words a mistyped word may have meant: within its allowed edits of the whole word,
 * or of the word's first letters (so "hyaluro" with a typo still finds "hyaluronic").
 */
export function corrections(word: string, vocabulary: readonly string[]): string[] {
  const max = allowedEdits(word.length);
  if (max === 0) return [];
  const found: { term: string; distance: number }[] = [];
  for (const term of vocabulary) {
    const whole = editDistance(word, term, max);
    const start = term.length > word.length ? editDistance(word, term.slice(0, word.length), max) : max + 1;
    const distance = Math.min(whole, start);
    if (distance <= max) found.push({ term, distance });
  }
  return found
    .sort((x, y) => x.distance - y.distance || x.term.length - y.term.length || x.term.localeCompare(y.term))
    .slice(0, MAX_CORRECTIONS)
    .map((f) => f.term);
}
