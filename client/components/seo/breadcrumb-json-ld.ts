import type { Crumb } from './Breadcrumbs';

/** schema.org BreadcrumbList of a trail: a crumb with a path names its URL. */
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
