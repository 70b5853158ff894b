// Query data in the page's scripts. It came from JSON answers (validated by the contract's
// schemas), so JSON.stringify writes it whole, several times faster than devalue's uneval, which
// walked every value of every page's data (2.6 % of a render's CPU under load). Keys holding
// `undefined` are left out, which reads the same.

const UNSAFE = /[<\u2028\u2029]/g;

/**
 * A JSON value as a script expression that no value can break out of: `<` is escaped, so no
 * string closes the script element or opens a comment; U+2028/2029 for older parsers.
 */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
