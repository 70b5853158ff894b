import { useEffect, useRef } from 'react';

/**
 * A step shown in place of the button that asked for it ("Delete this address?", "Cancel this
 * subscription?"): closed without an answer (Cancel, Keep it), it takes the focus back to that
 * button rather than leaving it on the page's body. `willClose()` is called by the closing control.
 */
export function useFocusBack<T extends HTMLElement>(
  open: boolean,
): { ref: React.RefObject<T | null>; willClose(): void } {
  const ref = useRef<T>(null);
  const closing = useRef(false);
  useEffect(() => {
    if (open || !closing.current) return;
    closing.current = false;
    ref.current?.focus();
  }, [open]);
  return {
    ref,
    willClose: () => {
      closing.current = true;
    },
  };
}
