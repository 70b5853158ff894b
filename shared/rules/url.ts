// URL checks shared by the BFF's request guard and redirects and the client's links.

/** '//evil.test' and '/\evil.test' are read by browsers as another host: never a local path. */
export function isProtocolRelative(url: string): boolean {
  return /^[/\\]{2}/.test(url) || url.startsWith('/\\');
}

/** Has a scheme ('https:', 'mailto:') or is protocol-relative: navigating to it may leave the site. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || isProtocolRelative(url);
}

/** A path on this site: starts with one '/', not '//' nor '/\'. */
export function isSafeLocalPath(url: string): boolean {
  return url.startsWith('/') && !isProtocolRelative(url);
}

/** `value` when it is a safe local path, else `fallback` (for ?redirect= style parameters). */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  return typeof value === 'string' && isSafeLocalPath(value) ? value : fallback;
}

/**
 * '/shop/?a=1#top' → '/shop?a=1#top' (SPEC section 2 rule 3). The root stays '/'; a path
 * made only of slashes becomes '/'. Returns the input unchanged when there is nothing to strip.
 */
export function stripTrailingSlash(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  if (path.length <= 1 || !path.endsWith('/')) return url;
  const stripped = path.replace(/\/+$/, '');
  return (stripped === '' ? '/' : stripped) + rest;
}

export function hasTrailingSlash(url: string): boolean {
  return stripTrailingSlash(url) !== url;
}

/** Whether `url` (absolute, or relative to `origin`) points at `origin`. False when unparseable. */
export function isSameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
