// The navigation progress bar's phases as a pure reducer: loading while a navigation is under
// way, done when it ends (the bar completes and fades), idle once the fade is over.
//
// The fade's end arrives from a timer, and React can apply it after a newer navigation's
// "start": a transition commits before its effects run (so the effect cannot clear the timer in
// time), and an interrupted render replays queued updates in order. The timer's event therefore
// names the navigation it belongs to and only ever takes that navigation's "done" to idle.

export type ProgressPhase = 'idle' | 'loading' | 'done';

export interface ProgressState {
  phase: ProgressPhase;
  /** whether the router was busy at the last event seen */
  busy: boolean;
  /** how many navigations have started: a fade's end carries the one it belongs to */
  navigation: number;
}

export type ProgressEvent = { type: 'router'; busy: boolean } | { type: 'faded'; navigation: number };

/** Long enough for the bar to visibly complete before it fades. */
export const DONE_MS = 350;

export function initialProgress(busy: boolean): ProgressState {
  return { phase: 'idle', busy, navigation: 0 };
}

export function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
  if (event.type === 'faded') {
    return state.phase === 'done' && event.navigation === state.navigation ? { ...state, phase: 'idle' } : state;
  }
  if (event.busy === state.busy) return state;
  if (event.busy) return { phase: 'loading', busy: true, navigation: state.navigation + 1 };
  return { ...state, busy: false, phase: state.phase === 'loading' ? 'done' : state.phase };
}
