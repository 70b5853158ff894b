// SPEC section 9's image constants, named once: the optimiser's (server) and the responsive
// image's (client) shared rules.

export const IMAGE_SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_SIZES = 'sm:100vw md:80vw lg:1440px' as const;
export const IMAGE_WIDTH_BREAKPOINTS = [50, 100, 150, 180, 320, 480, 640, 900] as const;
export const IMAGE_FALLBACK_WIDTH = 1200 as const;
export const IMAGE_DEFAULT_FIT = 'cover' as const;
export const IMAGE_DEFAULT_FORMAT = 'webp' as const;
export const IMAGE_DEFAULT_LOADING = 'lazy' as const;
/** Widths and heights asked of the optimiser are clamped to 1..IMAGE_MAX_DIMENSION. */
export const IMAGE_MAX_DIMENSION = 2560 as const;
export const IPX_PREFIX = '/_ipx' as const;
/** Image source alias: `/cms/<id>` is the CMS assets path plus the image id. */
export const CMS_IMAGE_ALIAS = '/cms' as const;
/**
 * Longest /_ipx source (after decoding) the optimiser accepts; longer → 414. Real sources (a
 * CMS id, a CDN URL with its query) are far shorter; the bound keeps crafted URLs cheap to refuse.
 */
export const IMAGE_SOURCE_MAX_LENGTH = 2048 as const;
