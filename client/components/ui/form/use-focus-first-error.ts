import { useEffect, type RefObject } from 'react';
import type { FormErrors } from '../../../lib/forms/form-errors';

/**
 * After a failed submission, moves the focus to the first invalid field, or to the form's
 * alert when no field is named, so keyboard and screen-reader users land on what to fix.
 * Runs on each new answer (a new errors object), on the server never.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: FormErrors | undefined): void {
  useEffect(() => {
    if (!errors || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
    // Its message may sit below the screen's edge (under a checkbox's label on a phone).
    const ids = target?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const message = ids
      .map((id) => document.getElementById(id))
      .filter((el) => el !== null)
      .pop();
    message?.scrollIntoView({ block: 'nearest' });
  }, [errors, form]);
}
