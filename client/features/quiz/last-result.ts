import { SKIN_QUIZ_RESULT_PATH } from '../../../shared/routes/route-table';

// A visitor's last routine: its result URL kept in this browser (never a cookie), offered again
// on the quiz's first screen. Only a result path of this site is ever read back.

const KEY = 'skin-quiz:last-result';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberResult(path: string): void {
  try {
    storage()?.setItem(KEY, path);
  } catch {
    // Storage full or switched off: the result is still in its URL.
  }
}

/** The kept result path, when it is one. */
export function lastResult(): string | null {
  try {
    const path = storage()?.getItem(KEY) ?? null;
    return path !== null && path.startsWith(`${SKIN_QUIZ_RESULT_PATH}?`) && path.length < 1000 ? path : null;
  } catch {
    return null;
  }
}
