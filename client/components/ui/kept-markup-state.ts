// What the shopper did to a part while it was still the server's markup (KeptMarkup.tsx), carried
// over to the part's real elements when they replace it: the markup is the same, so an element
// is found again by its place (the child indices from the part's root).

/** The little of a DOM element these rules read (a real Element has it all). */
export interface ElementLike {
  readonly children: ArrayLike<ElementLike>;
  readonly parentElement: ElementLike | null;
}

/** Child indices from `root` down to `node`; null when `node` is not inside `root` (or is it). */
export function pathTo(root: ElementLike, node: ElementLike | null): number[] | null {
  const path: number[] = [];
  let at = node;
  while (at && at !== root) {
    const parent: ElementLike | null = at.parentElement;
    if (!parent) return null;
    const index = Array.prototype.indexOf.call(parent.children, at);
    if (index < 0) return null;
    path.unshift(index);
    at = parent;
  }
  return at === root && path.length > 0 ? path : null;
}

/** The element at `path` below `root`, if the markup still has one there. */
export function elementAt<T extends ElementLike>(root: T, path: readonly number[]): T | null {
  let at: ElementLike | undefined = root;
  for (const index of path) {
    at = at?.children[index];
    if (!at) return null;
  }
  return at as T;
}

/** A click on the kept markup, as the replay rule needs it. */
export interface ClickedElement {
  tag: string;
  /** a button's type ('submit' is the default of a <button>) */
  type?: string;
  disabled?: boolean;
  /** a link marked data-replay: held back while kept, and clicked again after the swap */
  replay?: boolean;
}

/**
 * Whether a click made before the part's code was in is done again once it is: a plain button
 * (opens the drawer, a panel, the privacy choices) did nothing yet, and a submit button's post was
 * held back for the code (the real part's form runs in the page; without the code the held form
 * is posted natively instead). A link was followed (the one delegated listener): doing it again
 * would do it twice. A link marked data-replay (the phone's search icon, which opens the field
 * with the code and is the results page's link without it) was held back instead, so it is
 * clicked again.
 */
export function replaysClick(clicked: ClickedElement): boolean {
  if (clicked.tag.toLowerCase() === 'a') return clicked.replay === true;
  const type = clicked.type;
  return (
    clicked.tag.toLowerCase() === 'button' && (type === 'button' || type === 'submit') && clicked.disabled !== true
  );
}

/** A form control as the carry-over reads it. */
export interface ControlFacts {
  value: string;
  defaultValue: string;
  checked: boolean;
  defaultChecked: boolean;
  type: string;
}

/** What of a control the shopper changed: only that is written back on the new control. */
export type ControlChange = { value: string } | { checked: boolean } | null;

export function controlChange(control: ControlFacts): ControlChange {
  if (control.type === 'checkbox' || control.type === 'radio') {
    return control.checked === control.defaultChecked ? null : { checked: control.checked };
  }
  return control.value === control.defaultValue ? null : { value: control.value };
}
