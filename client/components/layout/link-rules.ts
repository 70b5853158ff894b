// Which links are the site's own and which is the page shown: read by the layout's menus at
// first load, and by SiteLink (its code loads with the parts that draw links).

/** Same-site paths navigate in the app; anything else (another site, mailto:, tel:) is a plain link. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/**
 * Whether a menu link is the page shown, as react-router's NavLink decided: its path (query and
 * hash aside) equals the current one, case aside. With `end` (menus), a parent (/shop) is not
 * current on its children (/shop/serums); without it (a section's own navigation), it is, home
 * (/) aside.
 */
export function isCurrentLink(url: string, pathname: string, end = true): boolean {
  if (!isInternalUrl(url)) return false;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const here = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const there = path !== '/' && path.endsWith('/') ? path.slice(0, -1) : path;
  const a = there.toLowerCase();
  const b = here.toLowerCase();
  return a === b || (!end && a !== '/' && b.startsWith(`${a}/`));
}
