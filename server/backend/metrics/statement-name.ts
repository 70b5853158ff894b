// A bounded name for an SQL statement, for the slow-query metric: its verb and first table
// ('select:orders', 'insert:emails'), never its text. The statements are the code's own, so
// the names are as many as the code's tables times five verbs; worked out once per statement.

const VERBS = new Set(['select', 'insert', 'update', 'delete', 'replace', 'with', 'pragma', 'create', 'drop', 'alter']);

const IDENT = /^"?([a-z_][a-z0-9_]*)"?/i;

/** The word after `keyword` (a table name), lower-cased; '?' when there is none. */
function tableAfter(text: string, keyword: RegExp): string {
  const at = keyword.exec(text);
  if (!at) return '?';
  const name = IDENT.exec(text.slice(at.index + at[0].length));
  return name ? name[1]!.toLowerCase() : '?';
}

export function statementName(sqlText: string): string {
  const text = sqlText.trim();
  const verb = (/^[a-z]+/i.exec(text)?.[0] ?? '').toLowerCase();
  if (!VERBS.has(verb)) return 'other';
  switch (verb) {
    case 'select':
    case 'delete':
    case 'with':
      return `${verb}:${tableAfter(text, /\bfrom\s+/i)}`;
    case 'insert':
    case 'replace':
      return `${verb}:${tableAfter(text, /\binto\s+/i)}`;
    case 'update':
      return `update:${tableAfter(text, /^update\s+(?:or\s+\w+\s+)?/i)}`;
    default:
      return verb;
  }
}
