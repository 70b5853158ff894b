// The search call's limits (search.ts), apart from its schemas so the header's search box
// (first-load code) reads them without zod.

/** Longest query accepted: longer adds nothing to a search box and bounds the index work. */
export const SEARCH_QUERY_MAX = 100;
/** Results per group when the caller does not say (the header's popup). */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 24;
