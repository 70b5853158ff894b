import { useQuery } from '@tanstack/react-query';
import { definePart, KeptMarkup } from '../components/ui/KeptMarkup';
import { COMPARE_STORAGE_KEY } from '../features/compare/compare-keys';
import { FAVORITES_STORAGE_KEY } from '../features/favorites/favorites-keys';
import { useApp } from '../lib/app/app-context';
import { useStoredHandles } from '../lib/app/stored-handles';
import { userQuery } from '../lib/session/user-query';
import type { ProductPageTogglesProps } from './product-page-toggles';

const TOGGLES = definePart<ProductPageTogglesProps>('product-toggles', () => import('./product-page-toggles'));

const LISTS = [FAVORITES_STORAGE_KEY, COMPARE_STORAGE_KEY];

/**
 * A product page's heart and compare buttons. Their state is a visitor's lists in this browser (or
 * a signed-in customer's favorites, which the server draws), and most visits press neither: the
 * page keeps the server's buttons (KeptMarkup) and loads their code, the lists' stores and their
 * storage on first use (a press made before it is in is made again once it is), or at once when
 * this browser keeps a list the buttons must show. The wrapper is no box of its own (CSS), so
 * the buttons sit in the actions' row either way.
 */
export function ProductToggles({ product }: ProductPageTogglesProps) {
  const { api } = useApp();
  const { data: user } = useQuery({ ...userQuery(api), enabled: false });
  const listsKept = useStoredHandles(LISTS);
  return (
    <KeptMarkup
      part={TOGGLES}
      id="product-toggles"
      className="product-toggles"
      props={{ product }}
      variant={[product.handle, Boolean(user), listsKept]}
    />
  );
}
