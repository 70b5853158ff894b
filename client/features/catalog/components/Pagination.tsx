/** Pages shown around the current one; the first and last are always there. */
const WINDOW = 1;
/** Up to this many pages, every one is listed: a gap would hide no more than a page or two. */
export const ALL_PAGES_UP_TO = 7;

export function pageList(current: number, last: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= last; p++) {
    if (last <= ALL_PAGES_UP_TO || p === 1 || p === last || Math.abs(p - current) <= WINDOW) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

/** Plain links (?page=n), so every page of a listing is reachable by crawlers. */
export function Pagination({ page, lastPage, href }: { page: number; lastPage: number; href(page: number): string }) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            <a rel="prev" href={href(page - 1)}>
              Previous<span className="visually-hidden"> page</span>
            </a>
          ) : (
            <span className="is-disabled" aria-hidden="true">
              Previous
            </span>
          )}
        </li>
        {pageList(page, lastPage).map((p, i) => (
          <li key={p === 'gap' ? `gap-${i}` : p}>
            {p === 'gap' ? (
              <span className="pagination-gap" aria-hidden="true">
                …
              </span>
            ) : p === page ? (
              <span className="is-current" aria-current="page">
                <span className="visually-hidden">Page </span>
                {p}
              </span>
            ) : (
              <a href={href(p)}>
                <span className="visually-hidden">Page </span>
                {p}
              </a>
            )}
          </li>
        ))}
        <li>
          {page < lastPage ? (
            <a rel="next" href={href(page + 1)}>
              Next<span className="visually-hidden"> page</span>
            </a>
          ) : (
            <span className="is-disabled" aria-hidden="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
