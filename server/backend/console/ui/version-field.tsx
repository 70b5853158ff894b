import type { Drawn } from './drawn-version';
import { STALE_MESSAGE, VERSION_FIELD } from './drawn-version';
import { FormError } from './fields';

/**
 * The top of an edit form: the record's version as the form was drawn (hidden), and the
 * message when it is drawn again because someone saved first. Nothing for a new record.
 */
export function VersionField({ drawn }: { drawn: Drawn | undefined }) {
  if (!drawn) return null;
  return (
    <>
      <FormError message={drawn.stale ? STALE_MESSAGE : null} />
      <input type="hidden" name={VERSION_FIELD} value={drawn.version} />
    </>
  );
}
