import { useEffect, useRef } from 'react';
import type { Location } from '../../../shared/contract/models';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { CHOOSE_PROFESSIONAL_INTENT, LOCATION_ID_FIELD, professionalAnchor } from './choose-form';

export interface ProfessionalCardProps {
  location: Location;
  chosen: boolean;
  pending: boolean;
  onChoose(location: Location): void;
  /**
   * The choice is kept in the account: the button is a form to the page's action, so it works
   * without JavaScript too. A visitor's choice lives in the browser: a plain button.
   */
  signedIn: boolean;
  /** the page's path and query, where the form posts */
  formAction: string;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One search result: who, where, how far, how to call, what they offer, and the choice. */
export function ProfessionalCard({
  location: l,
  chosen,
  pending,
  onChoose,
  signedIn,
  formAction,
}: ProfessionalCardProps) {
  const titleId = professionalAnchor(l.id);
  // The choice replaces its button: a keyboard user's focus goes to what it became, not to the page.
  const chosenRef = useRef<HTMLParagraphElement>(null);
  const wasChosen = useRef(chosen);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (chosen && !wasChosen.current && lost) chosenRef.current?.focus();
    wasChosen.current = chosen;
  }, [chosen]);
  return (
    <li className={`pro-card${chosen ? ' is-chosen' : ''}`}>
      <div className="pro-card-head">
        <h3 id={titleId} className="pro-name">
          {l.name}
        </h3>
        <span className="pro-kind">{l.kind === 'store' ? 'Store' : 'Professional'}</span>
      </div>
      {l.business && <p className="pro-business">{l.business}</p>}
      <address className="pro-address">
        {l.address1}
        <br />
        {l.city}, {l.provinceCode} {l.zip}
      </address>
      {l.distance !== null && (
        <p className="pro-distance">
          <Icon name="location" size={16} /> {l.distance.toFixed(1)} mi away
        </p>
      )}
      {l.phone && (
        <p className="pro-phone">
          <a href={telHref(l.phone)}>{l.phone}</a>
        </p>
      )}
      {l.services.length > 0 && (
        <ul className="pro-services" aria-label="Services">
          {l.services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <div className={`pro-choose${signedIn ? ' pro-choose-account' : ''}`}>
        {chosen ? (
          <p ref={chosenRef} tabIndex={-1} className="pro-chosen">
            <Icon name="check" size={18} /> Your professional
          </p>
        ) : signedIn ? (
          <form
            method="post"
            action={formAction}
            onSubmit={(e) => {
              e.preventDefault();
              onChoose(l);
            }}
          >
            <input type="hidden" name="intent" value={CHOOSE_PROFESSIONAL_INTENT} />
            <input type="hidden" name={LOCATION_ID_FIELD} value={l.id} />
            <Button type="submit" color="primary" variant="flat" compact disabled={pending}>
              {pending ? 'Saving…' : 'Choose this professional'}
            </Button>
          </form>
        ) : (
          <Button color="primary" variant="flat" compact disabled={pending} onClick={() => onChoose(l)}>
            {pending ? 'Saving…' : 'Choose this professional'}
          </Button>
        )}
      </div>
    </li>
  );
}
