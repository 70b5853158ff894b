import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

type Phase = 'idle' | 'loading' | 'done';
/** Long enough for the bar to visibly complete before it fades. */
const DONE_MS = 350;

/** A top-of-page bar while a client navigation loads its data (CSS delays it to skip flicker). */
export function ProgressBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');
  useEffect(() => {
    if (busy) {
      setPhase('loading');
      return;
    }
    setPhase((p) => (p === 'loading' ? 'done' : p));
    const t = setTimeout(() => setPhase('idle'), DONE_MS);
    return () => clearTimeout(t);
  }, [busy]);
  return (
    <div className="progress-bar" data-state={phase} role="progressbar" aria-label="Loading page" aria-hidden={phase !== 'loading'} aria-busy={phase === 'loading'}>
      <div className="progress-bar-fill" />
    </div>
  );
}
