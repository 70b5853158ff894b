/** react-router can express every pattern except a parameter with a literal suffix. */
export function toRouterPath(pattern: string): string | null {
  return /:[^/]*\./.test(pattern) ? null : pattern;
}
