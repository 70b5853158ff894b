// Cart attribute lists are replaced as a whole by the commerce API's update call, so rules
// compute the next full list and say whether it differs from the current one.

export interface Attribute {
  key: string;
  value: string;
}

/** Attributes as they come back from the API: the value may be missing. */
export interface AttributeLike {
  readonly key: string;
  readonly value?: string | null;
}

function normalise(attributes: readonly AttributeLike[] | null | undefined): Attribute[] {
  return (attributes ?? []).map((a) => ({ key: a.key, value: a.value ?? '' }));
}

export function getAttribute(attributes: readonly AttributeLike[] | null | undefined, key: string): string | null {
  const found = (attributes ?? []).find((a) => a.key === key);
  return found ? (found.value ?? '') : null;
}

/** The list with `key` set to `value` (replacing in place, or appended). */
export function setAttribute(
  attributes: readonly AttributeLike[] | null | undefined,
  key: string,
  value: string,
): Attribute[] {
  const list = normalise(attributes).filter((a, i, all) => a.key !== key || all.findIndex((b) => b.key === key) === i);
  const i = list.findIndex((a) => a.key === key);
  if (i < 0) return [...list, { key, value }];
  list[i] = { key, value };
  return list;
}

export function removeAttribute(attributes: readonly AttributeLike[] | null | undefined, key: string): Attribute[] {
  return normalise(attributes).filter((a) => a.key !== key);
}

export function sameAttributes(
  a: readonly AttributeLike[] | null | undefined,
  b: readonly AttributeLike[] | null | undefined,
): boolean {
  const x = normalise(a);
  const y = normalise(b);
  return x.length === y.length && x.every((attr, i) => attr.key === y[i]?.key && attr.value === y[i]?.value);
}
