import { useLocation } from 'react-router-dom';
import { NEARBY_RADIUS_MILES, nearbyResults } from './nearby';
import type { SearchOutcome } from './queries';
import { ProfessionalCard } from './ProfessionalCard';
import { useChooseProfessional, useChosenProfessional } from './use-chosen-professional';

function resultsTitle(count: number, near: string, beyondRadius: boolean): string {
  if (count === 0) return `No professionals found near ${near}`;
  if (beyondRadius) return `None within ${NEARBY_RADIUS_MILES} miles of ${near}. The nearest:`;
  return `${count} ${count === 1 ? 'result' : 'results'} near ${near}`;
}

/** The results of a search, with the visitor's current choice marked. */
export function ProfessionalResults({ outcome, refusal }: { outcome: SearchOutcome; refusal?: string | undefined }) {
  const { chosen, signedIn } = useChosenProfessional();
  const { choose, pendingId, error: failed } = useChooseProfessional();
  const { pathname, search } = useLocation();
  const error = failed ?? refusal;
  if (outcome.kind === 'unknown-zip') {
    return (
      <p className="pro-summary" role="status">
        We could not find ZIP code {outcome.zip}. Check it and try again.
      </p>
    );
  }
  const { near } = outcome;
  const { locations, beyondRadius } = nearbyResults(outcome.locations);
  return (
    <section className="pro-results" aria-labelledby="pro-results-title">
      <h2 id="pro-results-title" className="section-title">
        {resultsTitle(locations.length, near, beyondRadius)}
      </h2>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {locations.length > 0 && (
        <ol className="pro-list">
          {locations.map((l) => (
            <ProfessionalCard
              key={l.id}
              location={l}
              chosen={chosen?.id === l.id}
              pending={pendingId === l.id}
              onChoose={choose}
              signedIn={signedIn}
              formAction={`${pathname}${search}`}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
