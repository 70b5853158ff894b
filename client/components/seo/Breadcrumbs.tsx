export interface Crumb {
  label: string;
  /** site path; the last crumb is the current page and is not linked even when it has one */
  to?: string;
}

/** A breadcrumb trail; its BreadcrumbList JSON-LD comes from the route's meta (breadcrumb-json-ld.ts). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.to && i < items.length - 1 ? <a href={c.to}>{c.label}</a> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
