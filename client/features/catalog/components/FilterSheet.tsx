import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAfterHydration } from '../../../lib/app/use-after-hydration';
import { formatCount } from '../../../../shared/format/number';

/** Wide screens show the filters beside the products; narrower ones fold them away. */
const WIDE = '(min-width: 992px)';

/**
 * The filters on phones: folded behind a "Filters" button so the first products are on the first
 * screen. A <details>, so without JavaScript the button still unfolds them (in place); once the
 * page runs they open as a sheet over the listing, closed by its buttons or Escape. On wide
 * screens the panel is always shown (CSS shows the folded content; the page keeps it open).
 */
export function FilterSheet({
  activeCount,
  total,
  children,
}: {
  activeCount: number;
  total: number;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The sheet's own buttons come when the page is first idle, with the other controls only the
  // browser runs; until then (and without JavaScript) the summary folds the filters.
  const hydrated = useAfterHydration();
  const { pathname, search } = useLocation();

  // Open on wide screens; folded on narrow ones, and folded again once a filter is chosen so
  // the shopper sees its products.
  useEffect(() => {
    const el = details.current;
    if (!el || typeof matchMedia === 'undefined') return;
    const wide = matchMedia(WIDE);
    const sync = () => {
      el.open = wide.matches;
    };
    sync();
    wide.addEventListener('change', sync);
    return () => wide.removeEventListener('change', sync);
  }, [pathname, search]);

  const close = () => {
    const el = details.current;
    if (!el) return;
    el.open = false;
    el.querySelector('summary')?.focus();
  };
  const onToggle = () => {
    if (details.current?.open && !matchMedia(WIDE).matches) closeButton.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && details.current?.open && !matchMedia(WIDE).matches) close();
  };

  return (
    <details ref={details} className="filter-sheet" onToggle={onToggle} onKeyDown={onKeyDown}>
      <summary className="filter-sheet-toggle">
        Filters
        {activeCount > 0 && (
          <span className="filter-sheet-count">
            {' '}
            ({activeCount}
            <span className="visually-hidden"> chosen</span>)
          </span>
        )}
      </summary>
      <div className="filter-sheet-body">
        {hydrated && (
          <div className="filter-sheet-head">
            <p className="filter-sheet-title" aria-hidden="true">
              Filters
            </p>
            <button ref={closeButton} type="button" className="link-button" onClick={close}>
              Close<span className="visually-hidden"> filters</span>
            </button>
          </div>
        )}
        {children}
        {hydrated && (
          <button type="button" className="btn btn-elevated btn-primary filter-sheet-done" onClick={close}>
            <span className="btn-label">{total === 1 ? 'Show 1 product' : `Show ${formatCount(total)} products`}</span>
          </button>
        )}
      </div>
    </details>
  );
}
