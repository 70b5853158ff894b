import { useEffect, type RefObject } from 'react';

/**
 * While `active`, Escape and a pointer press outside `ref` call `onDismiss`: the behaviour
 * every disclosure menu and the drawer share.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: (reason: 'escape' | 'outside') => void,
) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      // A dialog around it (the phone drawer) that already took this Escape marks it handled.
      if (e.key === 'Escape' && !e.defaultPrevented) onDismiss('escape');
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onDismiss('outside');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [ref, active, onDismiss]);
}
