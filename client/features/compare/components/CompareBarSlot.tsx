import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { COMPARE_CHANGED_EVENT, COMPARE_STORAGE_KEY } from '../compare-keys';

const CompareBar = lazy(() => import('./CompareBar').then((m) => ({ default: m.CompareBar })));

/** Whether a list is stored (an empty one once it was cleared counts as none); false without storage. */
export function hasStoredCompareList(storage: () => Storage | null = () => window.localStorage): boolean {
  try {
    const raw = storage()?.getItem(COMPARE_STORAGE_KEY) ?? null;
    return raw !== null && raw !== '[]';
  } catch {
    return false; // storage switched off: the list lives in a page's memory, and its change is announced
  }
}

/**
 * Where a listing or a product page shows the compare bar. The bar exists only in the browser and
 * only while products are chosen, so its code (the list's store and its storage) is not in the
 * page's first load: it is loaded after hydration when a list is stored, or once one is made in
 * this tab or another. From then on the bar follows the list itself.
 */
export function CompareBarSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => startTransition(() => setWanted(true));
    if (hasStoredCompareList()) return want();
    const onStorage = (e: StorageEvent) => {
      if (e.key === COMPARE_STORAGE_KEY || e.key === null) want();
    };
    window.addEventListener(COMPARE_CHANGED_EVENT, want);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(COMPARE_CHANGED_EVENT, want);
      window.removeEventListener('storage', onStorage);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  );
}
