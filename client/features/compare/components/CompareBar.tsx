import { useHandleList } from '../../../lib/app/local-handle-list';
import { COMPARE_MAX, compareList } from '../compare-store';

/** A small bar that appears once products are chosen; it exists only in the browser. */
export function CompareBar() {
  const handles = useHandleList(compareList);
  if (handles.length === 0) return null;
  return (
    <aside className="compare-bar" aria-label="Product comparison">
      <p>
        Comparing <strong>{handles.length}</strong> of {COMPARE_MAX} products
      </p>
      <a className="btn btn-flat btn-primary btn-compact" href="/products/compare">
        {handles.length < 2 ? 'View comparison' : 'Compare now'}
      </a>
    </aside>
  );
}
