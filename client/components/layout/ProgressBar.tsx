import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

type Phase = 'idle' | 'loading' | 'done';
/** Long enough for the bar to visibly complete before it fades. */
const DONE_MS = 350;

/** A top-of-page bar while a client navigation loads its data (CSS delays it to skip flicker). */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  // Follows `busy` while rendering: loading while busy, then done, then idle after DONE_MS.
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    setPhase(busy ? 'loading' : phase === 'loading' ? 'done' : phase);
  }
  useEffect(() => {
    if (busy || phase !== 'done') return;
    const t = setTimeout(() => setPhase('idle'), DONE_MS);
    return () => clearTimeout(t);
  }, [busy, phase]);
  return (
    <div className="progress-bar" data-state={phase} role="progressbar" aria-label="Loading page" aria-hidden={phase !== 'loading'} aria-busy={phase === 'loading'}>
      <div className="progress-bar-fill" />
    </div>
  );
}
