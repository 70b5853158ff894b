/**
 * Keeps the links the shopper points at or focuses (the signs of a link about to be followed)
 * from now until `take` is called, which stops keeping and returns them, each once, in order.
 * Link prefetch (link-prefetch.ts) starts 1000 ms after load with its code; the links hovered
 * before that are prefetched then.
 */
export function keepLinkIntents(doc: Pick<Document, 'addEventListener' | 'removeEventListener'>): () => Element[] {
  const kept = new Set<Element>();
  const keep = (e: Event) => {
    const a = (e.target as Partial<Element> | null)?.closest?.('a[href]');
    if (a) kept.add(a);
  };
  doc.addEventListener('pointerover', keep, { passive: true });
  doc.addEventListener('focusin', keep);
  return () => {
    doc.removeEventListener('pointerover', keep);
    doc.removeEventListener('focusin', keep);
    return [...kept];
  };
}
