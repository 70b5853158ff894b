import { controlChange, elementAt, pathTo, replaysClick, type ControlChange } from './kept-markup-state';

// The swap of a kept part (KeptMarkup.tsx) for its real elements: loaded with the part's code,
// only when a part is swapped. What the shopper did to the server's markup is read just before
// React replaces it, and put back on the same places of the new markup just after.

/** The shopper's state in the kept markup, read just before React replaces it. */
export interface Carried {
  focus: { path: number[]; selection: [number, number] | null } | null;
  controls: { path: number[]; change: NonNullable<ControlChange> }[];
  /** the innermost element under the mouse (a menu panel opened by hover stays open) */
  hover: number[] | null;
  /** the last plain button pressed before the code was in, pressed again after */
  click: number[] | null;
}

const isTextControl = (el: Element): el is HTMLInputElement | HTMLTextAreaElement =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;

export function carry(root: HTMLElement, clicked: HTMLElement | null): Carried {
  const controls: Carried['controls'] = [];
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const change = controlChange({
      value: el.value,
      defaultValue: el.defaultValue,
      checked: 'checked' in el ? el.checked : false,
      defaultChecked: 'defaultChecked' in el ? el.defaultChecked : false,
      type: el.type,
    });
    const path = change && pathTo(root, el);
    if (change && path) controls.push({ path, change });
  }
  const active = document.activeElement;
  const path = active && pathTo(root, active);
  let selection: [number, number] | null = null;
  if (path && active && isTextControl(active)) {
    try {
      if (active.selectionStart !== null)
        selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
    } catch {
      /* inputs without a caret (email in some engines) */
    }
  }
  const hovered = [...root.querySelectorAll(':hover')].pop() ?? null;
  const click =
    clicked &&
    replaysClick({
      tag: clicked.tagName,
      type: clicked instanceof HTMLButtonElement ? clicked.type : undefined,
      disabled: clicked instanceof HTMLButtonElement ? clicked.disabled : undefined,
      replay: clicked.hasAttribute('data-replay'),
    })
      ? pathTo(root, clicked)
      : null;
  return { focus: path ? { path, selection } : null, controls, hover: pathTo(root, hovered), click };
}

export function restore(root: HTMLElement, carried: Carried): void {
  for (const { path, change } of carried.controls) {
    const el = elementAt(root as Element, path);
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) continue;
    if ('checked' in change && el instanceof HTMLInputElement) el.checked = change.checked;
    else if ('value' in change) el.value = change.value;
    // As if typed: the part's own handlers learn the value (the search box hands it on).
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const hovered = carried.hover && elementAt(root as Element, carried.hover);
  // React makes its pointerenter of the pointer's next move over an element: the one it is over now.
  hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
  if (!carried.focus) return;
  const el = elementAt(root as Element, carried.focus.path);
  if (!(el instanceof HTMLElement)) return;
  el.focus({ preventScroll: true });
  const selection = carried.focus.selection;
  if (selection && isTextControl(el)) {
    try {
      el.setSelectionRange(selection[0], selection[1]);
    } catch {
      /* no caret in this kind of input */
    }
  }
}

/** Presses again the button pressed while the part was kept (after the commit: its handlers are on). */
export function replayClick(root: HTMLElement, carried: Carried): void {
  if (carried.click) (elementAt(root as Element, carried.click) as HTMLElement | null)?.click();
}
