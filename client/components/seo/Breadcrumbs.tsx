import { Link } from 'react-router-dom';
import { useApp } from '../../lib/app-context';
import { JsonLd } from './JsonLd';

export interface Crumb {
  label: string;
  /** site path; the last crumb is the current page and is not linked even when it has one */
  to?: string;
}

/** BreadcrumbList structured data (https://schema.org): a crumb with a path names its URL. */
export function breadcrumbListJsonLd(items: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.to ? { item: `${siteUrl}${c.to}` } : {}),
    })),
  };
}

/** A breadcrumb trail with its BreadcrumbList structured data, built from the same list. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { config } = useApp();
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((c, i) => (
          <li key={`${i}-${c.label}`}>
            {c.to && i < items.length - 1 ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(items, config.siteUrl)} />
    </nav>
  );
}
