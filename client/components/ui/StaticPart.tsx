import {
  createContext,
  createElement,
  useContext,
  useId,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';

// Parts of a page that are plain markup are the same on every page: the menu's panels and the
// footer's links (plain <a>s, navigated by the one delegated listener), a product card's picture
// and title. React writes each of their elements, attributes and texts as separate chunks on every
// render, a good part of a page's server time. The server makes their markup once instead
// (client/server/static-markup.tsx, the server's only) and writes it as the element's HTML,
// which is React's own for the same children (tests hold the pages equal; decision 023). The
// browser keeps what the server wrote: hydration reads the element's HTML (found by its
// `data-static` id) and gives it back as its innerHTML, which React keeps without looking inside,
// so the children's components (a card's picture with its sources) never run on the first load.
// A part the browser renders itself (a client navigation, new owner or variant) renders its
// children as usual.

/** The server's store: the markup of `children` made for `owner` and `variant`, or undefined when not made yet. */
export interface StaticMarkup {
  markup(owner: object, variant: string, children: ReactNode): string | undefined;
}

export const StaticMarkupContext = createContext<StaticMarkup | null>(null);

// An anchor's attributes: the widest set the parts use (a card's link has an href and a click handler).
type StaticPartProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  as?: 'div' | 'nav' | 'a';
  /**
   * What the children are made from, kept by identity: an answer object, the same one on every
   * page until the server's cache renews it. The children must depend on nothing else but `variant`,
   * and use no hooks or context (they are rendered on their own to make the markup).
   */
  owner: object;
  /** What else the children depend on (the current link, say); '' when nothing. */
  variant?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
};

/** The attribute that finds a part's element in the server's page: its useId, the same on both sides. */
export const STATIC_PART_ATTRIBUTE = 'data-static';

/** The HTML the server wrote for the part with this id (useId: letters, digits, underscores), in the page being hydrated; null when not there. */
function serverHtml(id: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[${STATIC_PART_ATTRIBUTE}="${id}"]`)?.innerHTML ?? null;
}

/** An element whose children the server may write as markup made once, and the browser keeps. */
export function StaticPart({ as = 'div', owner, variant = '', children, ...attributes }: StaticPartProps) {
  const id = useId();
  // What hydration found, and for which owner and variant: a later render for others renders the children.
  const [kept] = useState(() => ({ html: serverHtml(id), owner, variant }));
  const html =
    useContext(StaticMarkupContext)?.markup(owner, variant, children) ??
    (kept.html !== null && kept.owner === owner && kept.variant === variant ? kept.html : undefined);
  const props = { ...attributes, [STATIC_PART_ATTRIBUTE]: id };
  return html === undefined
    ? createElement(as, props, children)
    : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
