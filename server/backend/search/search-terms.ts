// A visitor's query → the words it searches for, and those words → an FTS5 MATCH expression.
// Nothing the visitor typed reaches MATCH raw: FTS5 syntax (quotes, *, -, NEAR(, ^, :, AND/OR)
// is either dropped with the punctuation or sits inside a quoted string, where it is plain text.

/** More words than a search box needs; bounds the work of one query. */
export const MAX_TERMS = 8;
/** Longer than any word in the index; a pasted token cannot make the distance pass expensive. */
export const MAX_TERM_LENGTH = 40;

/**
 * Lowercased words of letters and digits, diacritics folded as the index's tokenizer folds
 * them (unicode61 remove_diacritics 2), duplicates dropped, in the order typed.
 */
export function searchTerms(query: string): string[] {
  const words = query
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** One word as a quoted FTS5 string; a quote inside would be doubled (none survive searchTerms). */
export function quoted(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/** A word as a prefix query: "hyal" finds hyaluronic. */
export const prefixQuery = (word: string) => `${quoted(word)}*`;

/**
 * Shorter words start too many words of a page's text to be a prefix there: "ser" found the
 * privacy policy by "service". They still start a title's words ("ser" → Serums); in the text
 * they must be the whole word.
 */
export const TEXT_PREFIX_MIN = 4;

/** A word as the text part of the search asks for it: a prefix from TEXT_PREFIX_MIN letters, else whole. */
export const textQuery = (word: string) => (word.length >= TEXT_PREFIX_MIN ? prefixQuery(word) : quoted(word));

/** Every clause must hold (AND); a clause with alternatives (typo corrections) is parenthesised. */
export function matchExpression(clauses: string[][]): string {
  return clauses.map((alts) => (alts.length === 1 ? alts[0]! : `(${alts.join(' OR ')})`)).join(' AND ');
}
