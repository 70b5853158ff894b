import {
  CATEGORIES,
  FACETS,
  facetLabel,
  facetTag,
  type Facet,
  SKIN_CONCERNS,
  SKIN_TYPES,
} from '../../../shared/catalog/taxonomy';
import type { Plp } from '../../../shared/contract/content-models';
import type { Image } from '../../../shared/contract/models';

// The shop listing pages: one per category, skin type and concern, plus the main /shop.

const FACET_LABELS: Record<Facet, string> = { 'skin-type': 'Skin type', concern: 'Skin concern', category: 'Category' };

export const PLP_FILTERS: Plp['filters'] = (Object.keys(FACETS) as Facet[]).map((facet) => ({
  facet,
  label: FACET_LABELS[facet],
  values: FACETS[facet].map((value) => ({ value, label: facetLabel(value), tag: facetTag(facet, value) })),
}));

/** The tag a listing handle stands for; '' (the main shop) stands for none. */
export function tagForHandle(handle: string): string | null {
  if ((CATEGORIES as readonly string[]).includes(handle)) return facetTag('category', handle);
  if ((SKIN_TYPES as readonly string[]).includes(handle)) return facetTag('skin-type', handle);
  if ((SKIN_CONCERNS as readonly string[]).includes(handle)) return facetTag('concern', handle);
  return null;
}

export const plpImageId = (handle: string) => `plp-${handle || 'shop'}`;

/** A listing the CMS has no entry for still gets a page when its handle is a catalog facet. */
export function fallbackPlp(handle: string, image: Image): Plp | null {
  const tag = tagForHandle(handle);
  if (!tag) return null;
  const title = facetLabel(handle);
  return {
    handle,
    title,
    description: `Shop ${title.toLowerCase()} skincare.`,
    heroImage: image,
    tag,
    filters: PLP_FILTERS,
  };
}
