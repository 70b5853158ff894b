import { RICH_TEXT_KEYS } from '../../shared/contract/rich-text';
import { sanitizeHtml } from '../../shared/rules/sanitize-html';

/**
 * An upstream answer with every rich-text field (shared/contract/rich-text.ts) sanitised, at any
 * depth; everything else as it was. Runs on the checked answer, before the shared cache keeps
 * it, so SSR, its dehydrated data and /api answers all carry the sanitised HTML.
 */
export function sanitizeAnswer<T>(value: T): T {
  return clean(value, false) as T;
}

function clean(value: unknown, rich: boolean): unknown {
  if (typeof value === 'string') return rich ? sanitizeHtml(value) : value;
  if (Array.isArray(value)) return value.map((v) => clean(v, false));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // defineProperty, not assignment: an own "__proto__" key from JSON.parse stays data.
    Object.defineProperty(out, key, {
      value: clean(child, RICH_TEXT_KEYS.has(key)),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
