// One normalised request target for every rule after it (request guard, trailing slash,
// redirect table, /api, SSR). Node hands over the request line as sent: besides the usual
// origin-form ('/path?q') a client may send absolute-form ('http://host/path', RFC 9112 §3.2.2)
// or asterisk-form ('*'). Rules that read req.path saw '//evil.com/' in
// 'GET http://evil.com//evil.com/' while the '//' guard read originalUrl: the guard passed and
// the trailing-slash rule answered 'Location: //evil.com'. Here absolute-form becomes
// origin-form once, before any rule, and every rule reads the same string.

const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;

export type RequestTarget = { ok: true; url: string } | { ok: false; status: 400; reason: string };

/**
 * The origin-form of a request target: absolute-form loses its scheme and authority (this
 * BFF serves one site; the authority is not trusted for anything), '' becomes '/'. Anything
 * else that does not start with '/' is refused, as is a target whose path starts with '//'
 * or '/\' (browsers read those as another host; SPEC section 5) or has dot segments.
 */
export function normaliseRequestTarget(raw: string): RequestTarget {
  let url = raw;
  const absolute = ABSOLUTE_FORM.exec(url);
  if (absolute) {
    url = url.slice(absolute[0].length);
    if (url === '' || url.startsWith('?')) url = `/${url}`;
  }
  if (!url.startsWith('/')) return { ok: false, status: 400, reason: 'Bad request: the request target must be a path' };
  if (/^\/[/\\]/.test(url)) return { ok: false, status: 400, reason: 'Bad request: the URL must not start with //' };
  // Browsers resolve '.' and '..' before sending; the URL parser (the render's Request) would
  // resolve them after the rules ran, '%2e%2e' included, so rules and render would disagree.
  if (hasDotSegment(url))
    return { ok: false, status: 400, reason: 'Bad request: the path must not contain . or .. segments' };
  return { ok: true, url };
}

function hasDotSegment(url: string): boolean {
  const q = url.search(/[?#]/);
  const path = q < 0 ? url : url.slice(0, q);
  return path.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));
}
