import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, Suspense, use, useContext, type ReactNode } from 'react';
import type { ProductCardActions } from '../components/commerce/product-card-actions-context';
import { definePart } from '../components/ui/KeptMarkup';
import { useApp } from '../lib/app/app-context';
import { useAfterHydration } from '../lib/app/use-after-hydration';
import { userQuery } from '../lib/session/user-query';
import type { CardToggleButtonsProps } from './card-toggle-buttons';

export type CardProduct = Parameters<ProductCardActions['render']>[0];

/** Whether the customer is signed in, read once for a whole grid (null: no grid around). */
const SignedInContext = createContext<boolean | null>(null);

function TogglesScope({ children }: { children: ReactNode }) {
  const { api } = useApp();
  // The root loader put the user into the cache; reading it must not refetch per grid.
  const { data: user } = useQuery({ ...userQuery(api), enabled: false });
  return <SignedInContext.Provider value={Boolean(user)}>{children}</SignedInContext.Provider>;
}

/**
 * A card's toggles work only with JavaScript, so the server leaves a visitor's out (two buttons
 * a card, ~12 KB of a 24-card listing) and they are drawn after hydration, a few cards at a
 * time, each batch a transition, over the picture's corner (no shift). Their code (the heart's
 * form, the lists, the wish's analytics) is not in the first load: it is fetched when the first
 * card shows them, and a page without cards never loads it. A signed-in customer's hearts are
 * the exception: the server knows them and draws them filled, as forms that post without
 * JavaScript; their boundary keeps that markup until the code is in, then hydrates.
 */
const BUTTONS = definePart<CardToggleButtonsProps>('card-toggles', () => import('./card-toggle-buttons'));

function Buttons(props: CardToggleButtonsProps) {
  // The module's one default export, the same component on every render.
  return createElement(BUTTONS.component ?? use(BUTTONS.load()), props);
}

function CardToggles({ product }: { product: CardProduct }) {
  const signedIn = useContext(SignedInContext);
  // False only while hydrating, a card at a time after it (use-after-hydration.ts): a grid
  // mounted by a client navigation shows its toggles at once.
  const shown = useAfterHydration();
  if (signedIn === null) return null;
  return (
    <Suspense fallback={null}>
      {/* Nothing until a toggle shows (no empty box in each card of the server's page). */}
      {(shown || signedIn) && <Buttons product={product} shown={shown} />}
    </Suspense>
  );
}

/** What every product card offers: add to favorites and compare. */
export const productCardActions: ProductCardActions = {
  Scope: TogglesScope,
  render: (product) => <CardToggles product={product} />,
};
