import { lazy, Suspense } from 'react';
import { useStoredHandles } from '../../../lib/app/stored-handles';
import { COMPARE_STORAGE_KEY } from '../compare-keys';

const CompareBar = lazy(() => import('./CompareBar').then((m) => ({ default: m.CompareBar })));

const LIST = [COMPARE_STORAGE_KEY];

/**
 * Where a listing or a product page shows the compare bar. The bar exists only in the browser and
 * only while products are chosen, so its code (the list's store and its storage) is not in the
 * page's first load: it is loaded after hydration when a list is stored, or once one is made in
 * this tab or another. From then on the bar follows the list itself.
 */
export function CompareBarSlot() {
  if (!useStoredHandles(LIST)) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
