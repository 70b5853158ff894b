import { useEffect, useRef } from 'react';
import { useNavigation } from 'react-router-dom';

/**
 * Where the focus goes when a form's answer took away the control that had it (a form re-keyed
 * by its answer, a button replaced by its outcome): the page's alert, else the form's outcome
 * message, else the page's heading.
 */
export function focusTargetAfterSubmit(root: ParentNode): HTMLElement | null {
  return (
    root.querySelector<HTMLElement>('main [role="alert"]:not(:empty)') ??
    root.querySelector<HTMLElement>('main .form-alert-done:not(:empty)') ??
    root.querySelector<HTMLElement>('main h1')
  );
}

/**
 * After a route action's answer (a POST form with JavaScript), a keyboard or screen-reader user
 * whose focus fell back to the page's body is put on the outcome, which also scrolls it into
 * view (a phone saving contact details saw no change: the message was above the screen). A
 * focus still on an element is left alone (useFocusFirstError has put it on a field).
 */
export function useFocusAfterSubmit(): void {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === 'submitting' && navigation.formMethod && navigation.formMethod.toLowerCase() !== 'get') {
      submitted.current = true;
      return;
    }
    if (navigation.state !== 'idle' || !submitted.current) return;
    submitted.current = false;
    // after the answer's commit and its effects
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const target = focusTargetAfterSubmit(document);
      if (!target) return;
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [navigation.state, navigation.formMethod]);
}
