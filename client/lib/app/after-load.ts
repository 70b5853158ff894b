/**
 * Runs `task` `delayMs` after the window's load event (at once when the page has loaded
 * already): the work SPEC section 9 puts after load (analytics, prefetch, build checks) waits
 * for it, and so does its code, which each caller imports inside `task`. Returns what cancels it.
 */
export function afterLoad(task: () => void, delayMs = 0, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(task, delayMs);
  };
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
  return () => {
    win.removeEventListener('load', later);
    clearTimeout(timer);
  };
}
