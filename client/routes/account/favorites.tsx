import { useEffect, useRef, useState } from 'react';
import { useSuspenseQuery } from '../../lib/query/use-suspense-query';
import { useActionData } from 'react-router-dom';
import { FormAlert } from '../../components/ui/form/FormAlert';
import type { AccountAnswer } from '../../features/account/action-answers';
import { favoriteAction } from './favorite-action';
import { ProductGrid } from '../../components/commerce/ProductGrid';
import { AccountShell } from '../../features/account/components/AccountShell';
import { favoriteCardsQuery } from '../../features/account/queries';
import { useApp } from '../../lib/app/app-context';
import { userQuery } from '../../lib/session/user-query';
import type { ScreenModule } from '../types';
import { countOf } from '../../../shared/format/count';

function Favorites() {
  const { api } = useApp();
  const user = useSuspenseQuery(userQuery(api)).data;
  const { data: products } = useSuspenseQuery(favoriteCardsQuery(api, user?.favorites.handles ?? []));
  // a heart sent without JavaScript and refused (its page is this one then)
  const answer = useActionData() as AccountAnswer | undefined;
  // A heart pressed here takes its card away: the page says so, and a focus that went with the
  // card goes to that message rather than to the page's body.
  const [listed, setListed] = useState(products);
  const [removed, setRemoved] = useState<string | null>(null);
  if (listed !== products) {
    const gone = listed.filter((p) => !products.some((q) => q.handle === p.handle));
    setListed(products);
    setRemoved(gone.length ? `Removed ${gone.map((p) => p.title).join(', ')} from your favorites.` : null);
  }
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (removed && (!document.activeElement || document.activeElement === document.body)) status.current?.focus();
  }, [removed]);
  // null only between a sign-out (the user is set to null at once) and the guard's redirect
  if (!user) return null;
  return (
    <AccountShell title="Favorites" lead={products.length ? countOf(products.length, 'saved product') : undefined}>
      {answer?.errors?.form && <FormAlert error={answer.errors.form} />}
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={removed ? 'form-alert form-alert-done' : 'form-alert-empty'}
      >
        {removed}
      </p>
      {products.length ? (
        <ProductGrid
          top
          products={products}
          headingLevel="h2"
          label="Your favorite products"
          list={{ id: 'favorites', name: 'Your favorite products' }}
        />
      ) : (
        <div className="empty-state">
          <p>You have no favorites yet. Tap the heart on any product to keep it here.</p>
          <a className="btn btn-outlined btn-primary" href="/shop">
            Browse the shop
          </a>
        </div>
      )}
    </AccountShell>
  );
}

const accountFavoritesScreen: ScreenModule = {
  loader:
    ({ queryClient, api }) =>
    async () => {
      const user = await queryClient.ensureQueryData(userQuery(api));
      if (user) await queryClient.ensureQueryData(favoriteCardsQuery(api, user.favorites.handles));
      return null;
    },
  // the hearts' form, posted without JavaScript (favorite-action.ts)
  action: favoriteAction,
  meta: () => ({ title: 'Favorites' }),
  Component: Favorites,
};

export default accountFavoritesScreen;
