import { useEffect, useReducer } from 'react';
import { useNavigation } from 'react-router-dom';
import { DONE_MS, initialProgress, progressReducer } from './progress-phase';

/** A top-of-page bar while a client navigation loads its data (CSS delays it to skip flicker). */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [{ phase, busy: seen, navigation }, dispatch] = useReducer(progressReducer, busy, initialProgress);
  // Follows `busy` while rendering, so the bar changes in the same commit as the router's state.
  if (busy !== seen) dispatch({ type: 'router', busy });
  useEffect(() => {
    if (phase !== 'done') return;
    const t = setTimeout(() => dispatch({ type: 'faded', navigation }), DONE_MS);
    return () => clearTimeout(t);
  }, [phase, navigation]);
  return (
    <div
      className="progress-bar"
      data-state={phase}
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={phase !== 'loading'}
      aria-busy={phase === 'loading'}
    >
      <div className="progress-bar-fill" />
    </div>
  );
}
