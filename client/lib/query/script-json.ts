// Query data in the page's scripts. It came from JSON answers (validated by the contract's
// schemas), so JSON.stringify writes it whole, several times faster than devalue's uneval, which
// walked every value of every page's data (2.6 % of a render's CPU under load). Keys holding
// `undefined` are left out, which reads the same.

const UNSAFE = /[<\u2028\u2029]/g;

// In a script, `"__proto__": v` in an object literal sets the object's prototype instead of
// making a key (JSON.parse makes the key): such keys are written computed, `["__proto__"]: v`.
const PROTO_KEY = '"__proto__":';
// Every JSON string token, and the colon after it when it is a key: outside strings JSON has no
// quotes, so scanning tokens from the start never reads a string's inside as a key.
const STRING_TOKEN = /"(?:[^"\\]|\\.)*"(:?)/g;

const ownProtoKeys = (json: string) =>
  json.replace(STRING_TOKEN, (token) => (token === PROTO_KEY ? `[${PROTO_KEY.slice(0, -1)}]:` : token));

/**
 * A JSON value as a script expression that no value can break out of: `<` is escaped, so no
 * string closes the script element or opens a comment; U+2028/2029 for older parsers. It reads
 * back as JSON.parse would read the JSON, `__proto__` keys included.
 */
export function scriptJson(value: unknown): string {
  let json = JSON.stringify(value) ?? 'null';
  // Rare (no contract answer has such a key), so the common page pays one substring search.
  if (json.includes(PROTO_KEY)) json = ownProtoKeys(json);
  return json.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

// Texts of values that are the same object from page to page (the server's cached answers).
const sharedTexts = new WeakMap<object, string>();

/**
 * scriptJson of a value the caller never changes, written once per object: a listing's data is
 * the shared cache's same object for every page until the cache renews it. Plain values are
 * written each time.
 */
export function sharedScriptJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return scriptJson(value);
  let text = sharedTexts.get(value);
  if (text === undefined) sharedTexts.set(value, (text = scriptJson(value)));
  return text;
}
