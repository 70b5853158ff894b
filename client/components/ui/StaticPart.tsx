import { createContext, createElement, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';

// Parts of a page that are plain markup are the same on every page: the menu's panels and the
// footer's links (plain <a>s, navigated by the one delegated listener), a product card's picture
// and title. React writes each of their elements, attributes and texts as separate chunks on every
// render, a good part of a page's server time. The server makes their markup once instead
// (client/server/static-markup.tsx, the server's only) and writes it as the element's HTML. The
// browser renders the children as usual and hydrates them against that markup, which is React's
// own for the same children (tests hold the pages equal; decision 023).

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

/** An element whose children the server may write as markup made once. */
export function StaticPart({ as = 'div', owner, variant = '', children, ...attributes }: StaticPartProps) {
  const html = useContext(StaticMarkupContext)?.markup(owner, variant, children);
  return html === undefined
    ? createElement(as, attributes, children)
    : createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
