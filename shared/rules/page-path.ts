// The 404 screen's call to action (SPEC section 2) links a CMS page by slug, or a url.

export interface PageRef {
  readonly slug?: string | null;
}

export interface CtaRef {
  readonly page?: PageRef | null;
  readonly url?: string | null;
}

/** 'index' → '/', 'about/story' → '/about/story', no page or no slug → null. */
export function pagePathFromSlug(page: PageRef | string | null | undefined): string | null {
  const raw = typeof page === 'string' ? page : page?.slug;
  // Editors sometimes type the slug with its leading slash; one path comes out either way.
  const slug = (raw ?? '').trim().replace(/^\/+/, '');
  if (slug === '') return null;
  return slug === 'index' ? '/' : `/${slug}`;
}

/** Where the call to action goes: the linked page's path, else the url, else nowhere. */
export function ctaTarget(cta: CtaRef | null | undefined): string | null {
  if (!cta) return null;
  const path = pagePathFromSlug(cta.page ?? null);
  if (path) return path;
  const url = cta.url?.trim();
  return url ? url : null;
}
