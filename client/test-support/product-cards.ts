// Product cards in a server-rendered page (ProductCard.tsx): a card is named by its link's
// product handle, the first thing inside the <article>.

const CARD = /<article class="product-card"><a href="\/products\/([^"]+)"[^>]*>([\s\S]*?)<\/article>/g;

/** The handles of the page's product cards, in order. */
export const cardHandles = (page: string): string[] => [...page.matchAll(CARD)].map((m) => m[1]!);

/** Every card of the page (its markup after the opening tags), by handle. */
export const cardsByHandle = (page: string): Map<string, string> =>
  new Map([...page.matchAll(CARD)].map((m) => [m[1]!, m[2]!]));

/** The opening of one card's markup, as a page contains it (the link's other attributes follow). */
export const cardStart = (handle: string): string => `<article class="product-card"><a href="/products/${handle}"`;
