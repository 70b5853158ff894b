import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { StaticMarkup } from '../components/ui/StaticPart';

// The markup of StaticPart's children, made once per owner object and variant (StaticPart.tsx).
// A part not made yet renders as usual; asked for a second time, it is queued. The queue is made
// after the page's render (makePending), never inside one: React's server renderer keeps a
// render's hook state in module globals, which a render started inside a component would overwrite.
// It relies on renderToString writing children as the streaming renderer writes them in a page;
// static-markup.test.tsx holds the two equal for the kinds of children the parts have.

/** How many variants an owner keeps (a part that depends on the current link has one per link). */
const VARIANTS_PER_OWNER = 64;
/** How many parts one render may queue: a page has a few dozen at most. */
const PENDING_LIMIT = 256;

export interface ServerStaticMarkup extends StaticMarkup {
  /**
   * Makes the queued parts' markup. Call outside any render. A part that cannot be rendered on its
   * own (it reads a context after all) is reported and stays rendered as usual, never queued again.
   */
  makePending(onError?: (error: unknown) => void): void;
}

export function createStaticMarkup(): ServerStaticMarkup {
  // null: the part cannot be made on its own
  const made = new WeakMap<object, Map<string, string | null>>();
  const seen = new WeakMap<object, Set<string>>();
  let pending: { owner: object; variant: string; children: ReactNode }[] = [];
  return {
    markup(owner, variant, children) {
      const html = made.get(owner)?.get(variant);
      if (html !== undefined) return html ?? undefined;
      // Made the second time a part is asked for: an owner that is not an answer kept by the
      // cache (a fresh object every render) would be made for nothing.
      let variants = seen.get(owner);
      if (variants === undefined) seen.set(owner, (variants = new Set()));
      if (!variants.has(variant)) {
        if (variants.size >= VARIANTS_PER_OWNER) variants.clear();
        variants.add(variant);
      } else if (pending.length < PENDING_LIMIT) {
        pending.push({ owner, variant, children });
      }
      return undefined;
    },
    makePending(onError) {
      const queued = pending;
      pending = [];
      for (const { owner, variant, children } of queued) {
        let variants = made.get(owner);
        if (variants === undefined) made.set(owner, (variants = new Map()));
        if (variants.has(variant)) continue;
        if (variants.size >= VARIANTS_PER_OWNER) variants.clear();
        try {
          variants.set(variant, renderToString(<>{children}</>));
        } catch (error) {
          variants.set(variant, null);
          onError?.(error);
        }
      }
    },
  };
}
