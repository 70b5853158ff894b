import { useState } from 'react';
import { useRouterNavigate } from '../../lib/routing/use-router-navigate';
import { Form } from '../../lib/forms/route-form';
import { Button } from '../../components/ui/Button';
import { useHydrated } from '../../lib/app/use-hydrated';
import { pointSearchParams } from './search';

export const PROFESSIONALS_PATH = '/find-a-professional';

type LocateState = 'unsupported' | 'idle' | 'locating' | 'denied' | 'failed';

const LOCATE_MESSAGES: Partial<Record<LocateState, string>> = {
  locating: 'Finding your location…',
  denied: 'Location access is turned off for this site. Search by ZIP code instead.',
  failed: 'We could not find your location. Search by ZIP code instead.',
};

/**
 * The ZIP search is a plain GET form (it works before and without JavaScript); the
 * current-location search needs the browser, so it appears only once it can work.
 */
export function ProfessionalSearchForm({ zip, error }: { zip: string; error: string | null }) {
  const navigate = useRouterNavigate();
  // Known only in the browser, after hydration, so the server HTML and the first render agree.
  const canLocate = useHydrated() && 'geolocation' in navigator;
  const [located, setLocate] = useState<Exclude<LocateState, 'unsupported'>>('idle');
  const locate: LocateState = canLocate ? located : 'unsupported';

  const useMyLocation = () => {
    setLocate('locating');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocate('idle');
        navigate(`${PROFESSIONALS_PATH}?${pointSearchParams(pos.coords.latitude, pos.coords.longitude)}`);
      },
      (err) => setLocate(err.code === err.PERMISSION_DENIED ? 'denied' : 'failed'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <div className="pro-search">
      <Form
        method="get"
        action={PROFESSIONALS_PATH}
        className="pro-search-form"
        role="search"
        aria-label="Find a professional"
      >
        <label htmlFor="pro-zip">ZIP code</label>
        <div className="pro-search-row">
          <input
            id="pro-zip"
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={zip}
            key={zip}
            required
            maxLength={10}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pro-zip-error' : undefined}
          />
          <Button type="submit" variant="flat" icon="search">
            Search
          </Button>
        </div>
        {error && (
          <p id="pro-zip-error" className="field-error">
            {error}
          </p>
        )}
      </Form>
      {locate !== 'unsupported' && (
        <div className="pro-locate">
          <Button variant="text" icon="location" onClick={useMyLocation} disabled={locate === 'locating'}>
            Use my current location
          </Button>
          <p className="pro-locate-status" role="status">
            {LOCATE_MESSAGES[locate] ?? ''}
          </p>
        </div>
      )}
    </div>
  );
}
