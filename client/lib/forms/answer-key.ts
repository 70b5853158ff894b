// A form's action answer as part of the form's key. The account forms are uncontrolled (their
// inputs start from defaultValue), so what they show changes only when they mount again. A save
// updates the customer in the query cache a moment before the router hands the form the new
// answer: keyed by the customer alone, the form mounted again with the previous refusal's typed
// values and kept them after the save. Keyed by the answer too, it mounts once more with the answer
// that came.

const serials = new WeakMap<object, number>();
let last = 0;

/** A number for this answer object, the same each time it is asked for; 0 for none. */
export function answerKey(answer: object | null | undefined): number {
  if (!answer) return 0;
  let serial = serials.get(answer);
  if (serial === undefined) {
    serial = ++last;
    serials.set(answer, serial);
  }
  return serial;
}
