import { useQuery } from '@tanstack/react-query';
import { createContext, createElement, Suspense, use, useContext, useEffect, type ReactNode } from 'react';
import type { ProductCardActions } from '../components/commerce/product-card-actions-context';
import { definePart } from '../components/ui/KeptMarkup';
import { FAVORITE_FORM_CLASS, favoriteAnchor } from '../features/favorites/favorite-form';
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

/** A signed-in heart's press made before the heart's code was in, made again once it is. */
let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * A signed-in heart pressed before its code is in would post the page away (a real form): the
 * press is held, and made again by the card's buttons once React has hydrated them (Buttons), so
 * it is handled in place. Should the code not load, the form posts as it would without JavaScript.
 */
function holdHeartsUntilLoaded(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (BUTTONS.component || !(form instanceof HTMLFormElement) || !form.classList.contains(FAVORITE_FORM_CLASS))
        return;
      event.preventDefault();
      held = { form, submitter: event.submitter };
      BUTTONS.load().catch(() => {
        held = null;
        form.submit();
      });
    },
    true,
  );
}
if (typeof document !== 'undefined') holdHeartsUntilLoaded(document);

function Buttons(props: CardToggleButtonsProps) {
  const { handle } = props.product;
  useEffect(() => {
    // This card's heart is React's now: a press held meanwhile is made again, here.
    const press = held;
    if (!press || press.form.id !== favoriteAnchor(handle) || !press.form.isConnected) return;
    held = null;
    press.form.requestSubmit(press.submitter);
  }, [handle]);
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
