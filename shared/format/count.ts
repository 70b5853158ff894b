/**
 * A count with its noun in English: '1 order', '3 orders'. `plural` for nouns that do not just
 * add an s.
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
