import type { Crumb } from '../../../components/seo/Breadcrumbs';

/** The trail of the blog index (no category) or a category view; the route's meta uses it too. */
export function blogListingCrumbs(category: { title: string } | null): Crumb[] {
  return category
    ? [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: category.title }]
    : [{ label: 'Home', to: '/' }, { label: 'Blog' }];
}
