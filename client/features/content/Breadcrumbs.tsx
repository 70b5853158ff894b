import { Link } from 'react-router-dom';
import { useApp } from '../../lib/app-context';
import { JsonLd } from './JsonLd';

export interface Crumb {
  label: string;
  /** site path; the last crumb (the current page) has none */
  to?: string;
}

/** A breadcrumb trail with its BreadcrumbList structured data. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { config } = useApp();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.to ? { item: `${config.siteUrl}${c.to}` } : {}),
    })),
  };
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={data} />
    </nav>
  );
}
