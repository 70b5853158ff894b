import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollActionFor, type ScrollLocation } from '../../shared/routes/route-rules';

/** SPEC section 2, rule 7, applied after each client navigation. */
export function useScrollRule() {
  const location = useLocation();
  const previous = useRef<ScrollLocation | null>(null);
  useEffect(() => {
    const next = { pathname: location.pathname, hash: location.hash };
    const action = scrollActionFor(previous.current, next);
    const first = previous.current === null;
    previous.current = next;
    if (action.kind === 'keep' || (first && action.kind === 'top')) return;
    if (action.kind === 'anchor') document.getElementById(action.id)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.pathname, location.hash, location.search]);
}
