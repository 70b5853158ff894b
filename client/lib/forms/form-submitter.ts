/** The button that submitted the form (its name/value is part of the post, e.g. quantity=3). */
export interface Submitter {
  readonly name: string;
  readonly value: string;
}

/** The submitter of a submit event, when it is a named button. */
export function submitterOf(event: { nativeEvent: Event }): Submitter | null {
  const button = (event.nativeEvent as SubmitEvent).submitter;
  if (!button || !('name' in button) || !('value' in button)) return null;
  const { name, value } = button as HTMLButtonElement;
  return name ? { name, value } : null;
}
