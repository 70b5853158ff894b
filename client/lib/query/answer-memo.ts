// The server's shared cache hands every page the same answer object until it renews it (and a
// browser keeps one per query): what is made from an answer can be made once per answer.

/**
 * `make(answer, variant)` made once per answer object and variant; the answer and the result
 * must never be changed by their readers. Entries go with their answer (WeakMap).
 */
export function memoByAnswer<A extends object, R>(
  make: (answer: A, variant: string) => R,
): (answer: A, variant?: string) => R {
  const made = new WeakMap<A, Map<string, R>>();
  return (answer, variant = '') => {
    let byVariant = made.get(answer);
    if (byVariant === undefined) made.set(answer, (byVariant = new Map()));
    if (byVariant.has(variant)) return byVariant.get(variant) as R;
    const result = make(answer, variant);
    byVariant.set(variant, result);
    return result;
  };
}
